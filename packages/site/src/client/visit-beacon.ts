// Cookie-less visitor statistics: one small beacon per page view and per visitor action, sent to the
// URL the page names on its script tag. Nothing is stored in the browser. A view names the page's
// language (its <html lang>), so the owner sees how many read the second language's pages.
type Action = 'wa_order' | 'wa_tap' | 'qris_open' | 'tel_tap';

const ACTIONS: readonly string[] = ['wa_order', 'wa_tap', 'qris_open', 'tel_tap'];
const WHATSAPP_LINK = 'a[href*="wa.me/"],a[href*="api.whatsapp.com/"]';

/** Other scripts report an action with `document.dispatchEvent(new CustomEvent('webku:track', { detail: { type } }))`. */
export const TRACK_EVENT = 'webku:track';

export function initVisitBeacon(): void {
  const url = document.querySelector<HTMLScriptElement>('script[data-stats]')?.dataset.stats;
  if (!url || typeof navigator.sendBeacon !== 'function') return;
  const send = (body: {
    type: 'view' | Action | 'link_click' | 'bio_click';
    referrer?: string;
    language?: string;
    platform?: string;
    button?: string;
  }) => navigator.sendBeacon(url, JSON.stringify(body));

  // Only where the visitor came from (the origin), never the path or search words of that page.
  let referrer: string | undefined;
  try {
    referrer = document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    referrer = undefined;
  }
  send({ type: 'view', referrer, language: document.documentElement.lang || undefined });

  // WhatsApp actions reported by the ordering script, so a click on a wa.me link is not counted twice.
  let whatsappReports = 0;
  document.addEventListener(TRACK_EVENT, (event) => {
    const type = (event as CustomEvent<{ type?: unknown } | null>).detail?.type;
    if (typeof type !== 'string' || !ACTIONS.includes(type)) return;
    if (type.startsWith('wa_')) whatsappReports += 1;
    send({ type: type as Action });
  });

  // Phone and WhatsApp links count once every click handler has run: a click another script turned into
  // something else (preventDefault) or reported itself is not a tap. Capturing, so the count of reports
  // is read before the link's own handlers run. A platform link ("Pesan juga di", a review) names its
  // platform; the server takes only the platforms it knows.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
      if (!link) return;
      // A button of the link-in-bio page names itself; the server counts WhatsApp's as a WhatsApp tap too.
      const button = link.dataset.bio;
      if (button) return void send({ type: 'bio_click', button });
      const platform = link.dataset.platform;
      if (platform) return void send({ type: 'link_click', platform });
      const isPhone = link.protocol === 'tel:';
      if (!isPhone && !link.matches(WHATSAPP_LINK)) return;
      const reportsBefore = whatsappReports;
      setTimeout(() => {
        if (event.defaultPrevented) return;
        if (isPhone) send({ type: 'tel_tap' });
        else if (whatsappReports === reportsBefore) send({ type: 'wa_tap' });
      });
    },
    true,
  );
}
