// Field speed (issue 41): one in `data-sample` page views loads the measuring script (/_site/vitals.js)
// once the page has loaded and is idle; a visitor whose browser asks not to be tracked (Do Not Track,
// Global Privacy Control) never does, and the other views load nothing more than before.

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** Whether this view measures: 1 in `sample` (0 or absent: none), never with Do Not Track or GPC. */
export function isSampled(sample: number, random: number, privacy: PrivacySignals): boolean {
  return sample >= 1 && random * sample < 1 && privacy.doNotTrack !== '1' && !privacy.globalPrivacyControl;
}

export function initVitals(): void {
  const tag = document.querySelector<HTMLScriptElement>('script[data-vitals]');
  if (!tag || !isSampled(Number(tag.dataset.sample), Math.random(), navigator as PrivacySignals)) return;
  // After the page's own images and scripts (the load event), when the browser has nothing else to do:
  // the measures are buffered by the browser, so loading late misses none of them.
  const load = () =>
    (window.requestIdleCallback || setTimeout)(() =>
      document.head.append(Object.assign(document.createElement('script'), { src: tag.dataset.vitals })),
    );
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
}
