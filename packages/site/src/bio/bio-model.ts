import {
  BIO_CUSTOM_KEY,
  BIO_SITE_KEYS,
  type BioButtonKey,
  type BioSiteKey,
  bioButtonId,
  bioLinkUrlProblem,
  ORDER_LINK_LABELS,
  ORDER_LINK_PLATFORMS,
  type OrderLinkPlatform,
  type StoredBioButton,
  type WebLanguage,
} from '@webku/contract';
import type { SiteModel } from '../data/site-model';

/** A button of the link-in-bio page as it shows: its label and where it leads. */
export type BioButtonView = {
  key: BioButtonKey;
  /** What its taps are counted under (`bioButtonId`). */
  id: string;
  label: string;
  url: string;
  is_visible: boolean;
  /** The platform's mark drawn beside it (order-link platforms only). */
  platform: OrderLinkPlatform | null;
};

const WORDS: Record<
  WebLanguage,
  { whatsapp: string; booking: string; menu: string; review: string; map: string; news: string }
> = {
  indonesia: {
    whatsapp: 'Chat WhatsApp',
    booking: 'Booking',
    menu: 'Lihat menu',
    review: 'Beri ulasan di Google',
    map: 'Lihat lokasi',
    news: 'Terbaru',
  },
  english: {
    whatsapp: 'Chat on WhatsApp',
    booking: 'Book now',
    menu: 'See the menu',
    review: 'Review us on Google',
    map: 'Find us',
    news: 'Latest',
  },
};

const isPlatform = (key: string): key is OrderLinkPlatform =>
  (ORDER_LINK_PLATFORMS as readonly string[]).includes(key);

/**
 * The site's own buttons in their default order, each only when the site has what it leads to: WhatsApp,
 * booking, the menu (or services), every linked platform, Instagram and TikTok (the order links', else the
 * footer's), the Google review link, the map of the first store with an address, the latest promo or news.
 */
export function bioSiteButtons(site: SiteModel): Map<BioSiteKey, { label: string; url: string }> {
  const words = WORDS[site.language];
  const home = site.links.home;
  const found = new Map<BioSiteKey, { label: string; url: string }>();
  if (site.commerce.chat) found.set('whatsapp', { label: words.whatsapp, url: site.commerce.chat.href });
  if (site.booking) found.set('booking', { label: words.booking, url: site.booking.pageUrl });
  if (site.menu) found.set('menu', { label: site.menu.title || words.menu, url: `${home}#menu` });
  for (const link of site.footer.orderLinks) found.set(link.platform, { label: link.label, url: link.href });
  for (const social of site.footer.socials)
    if (!found.has(social.kind))
      found.set(social.kind, { label: ORDER_LINK_LABELS[social.kind], url: social.href });
  if (site.reviewUrl) found.set('google_review', { label: words.review, url: site.reviewUrl });
  const mapped = site.stores?.stores.find((store) => store.map);
  if (mapped?.map) found.set('map', { label: words.map, url: mapped.map.href });
  const promos = site.rowSections.find((section) => section.key === 'promos' && section.rows.length > 0);
  const promoTitle = promos?.rows[0]?.title;
  if (promos)
    found.set('latest', {
      label: typeof promoTitle === 'string' && promoTitle ? promoTitle : promos.title,
      url: `${home}#${promos.anchor}`,
    });
  else if (site.news?.articles[0])
    found.set('latest', { label: site.news.articles[0].title || words.news, url: `${home}#news` });
  return new Map(BIO_SITE_KEYS.flatMap((key) => (found.has(key) ? [[key, found.get(key)!] as const] : [])));
}

/**
 * The page's buttons in the owner's order: the stored ones first (a site button only while the site has
 * what it leads to; an own link only with an https address), then site buttons the owner has not placed
 * yet (shown). `stored` null: the site's default order, all shown.
 */
export function arrangeBioButtons(
  site: Map<BioSiteKey, { label: string; url: string }>,
  stored: readonly StoredBioButton[] | null,
): BioButtonView[] {
  const placed = new Set<string>();
  const views: BioButtonView[] = [];
  for (const button of stored ?? []) {
    if (button.key === BIO_CUSTOM_KEY) {
      if (bioLinkUrlProblem(button.url, button.label) !== null) continue;
      views.push({ ...button, id: bioButtonId(button), platform: null });
      continue;
    }
    const found = site.get(button.key);
    if (!found || placed.has(button.key)) continue;
    placed.add(button.key);
    views.push(siteView(button.key, found, button.is_visible));
  }
  for (const [key, found] of site) if (!placed.has(key)) views.push(siteView(key, found, true));
  return views;
}

function siteView(
  key: BioSiteKey,
  found: { label: string; url: string },
  is_visible: boolean,
): BioButtonView {
  return { key, id: key, ...found, is_visible, platform: isPlatform(key) ? key : null };
}
