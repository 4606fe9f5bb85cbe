import {
  type CLSMetricWithAttribution,
  type FCPMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type TTFBMetricWithAttribution,
} from 'web-vitals/attribution';

// Field speed (issue 41), loaded only on a sampled view (vitals-loader.ts): the web-vitals attribution
// build measures LCP, INP, CLS, FCP and TTFB, and one beacon goes with navigator.sendBeacon when the page is
// first hidden (or left): the page and device class, the values, and what the attribution names (the
// LCP element and image, the INP target, the longest part of each). The URL is the visit beacon's
// sibling: `…/public/{slug}/visits` → `…/vitals` (POST /api/public/{slug}/vitals).

const tag = document.querySelector<HTMLScriptElement>('script[data-vitals]');
const stats = tag?.dataset.stats;

// Attribution strings are cut well under the schema's 200 characters, so a beacon stays under 1 KB.
const cut = (text: string | undefined) => (text ? text.slice(0, 100) : undefined);

/** The name of the largest of `parts`, whose values are milliseconds. */
const largest = <T extends string>(parts: Record<T, number>): T =>
  (Object.keys(parts) as T[]).reduce((a, b) => (parts[b] > parts[a] ? b : a));

// A phone or tablet browser names itself in its User-Agent ('Mobile', 'Android'), even when reduced.
const mobile = /Mobi|Android/i.test(navigator.userAgent);

const beacon: Record<string, unknown> = {
  path: tag?.dataset.page ?? '/',
  device: mobile ? 'mobile' : 'desktop',
  cls: 0,
};

if (stats && typeof navigator.sendBeacon === 'function') {
  const all = { reportAllChanges: true };
  onLCP((metric: LCPMetricWithAttribution) => {
    const a = metric.attribution;
    beacon.lcp = Math.round(metric.value);
    beacon.lcp_element = cut(a.target);
    beacon.lcp_url = cut(a.url?.replace(/^https?:\/\/[^/]+/, '').split('?')[0]);
    beacon.lcp_cause = largest({
      server: a.timeToFirstByte,
      late: a.resourceLoadDelay,
      download: a.resourceLoadDuration,
      render: a.elementRenderDelay,
    });
    // The image's bytes as sent (0 when another origin does not allow timing: then none).
    beacon.lcp_bytes = a.lcpResourceEntry?.encodedBodySize || undefined;
  }, all);
  onINP((metric: INPMetricWithAttribution) => {
    const a = metric.attribution;
    beacon.inp = Math.round(metric.value);
    beacon.inp_target = cut(a.interactionTarget);
    beacon.inp_cause = largest({
      busy: a.inputDelay,
      handler: a.processingDuration,
      paint: a.presentationDelay,
    });
  }, all);
  onCLS((metric: CLSMetricWithAttribution) => {
    beacon.cls = Math.round(metric.value * 10_000) / 10_000;
  }, all);
  onFCP((metric: FCPMetricWithAttribution) => {
    beacon.fcp = Math.round(metric.value);
  }, all);
  onTTFB((metric: TTFBMetricWithAttribution) => {
    beacon.ttfb = Math.round(metric.value);
  }, all);

  let sent = false;
  const send = () => {
    if (sent || beacon.lcp === undefined) return;
    sent = true;
    // TTFB is reported after the load event; a page hidden before it reads it from the navigation.
    if (beacon.ttfb === undefined) {
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined;
      beacon.ttfb = Math.max(0, Math.round(navigation?.responseStart ?? 0));
    }
    navigator.sendBeacon(stats.replace(/\/visits$/, '/vitals'), JSON.stringify(beacon));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
