import { z } from 'zod';
import { CLICK_PLATFORMS } from '../constants/platforms';
import { LANGUAGE_CODES, WEB_LANGUAGES } from '../enums/web-languages';
import { isBioButtonId } from './bio-links';

// What the public site's beacon reports: a page view, or one of the visitor's actions.
export const VISIT_EVENTS = ['view', 'wa_order', 'wa_tap', 'tel_tap', 'qris_open'] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

/** The most a beacon body may weigh; anything larger is a 413. */
export const VISIT_BEACON_MAX_BYTES = 1024;

const REFERRER_MAX = 512;

/** The codes a page's `<html lang>` may have, which its view beacon reports as the page's language. */
const PAGE_LANGUAGES = Object.values(LANGUAGE_CODES);

export { CLICK_PLATFORM_LABELS, CLICK_PLATFORMS, type ClickPlatform } from '../constants/platforms';

/** The beacon of a tap on a platform link: its type, and the platform as the page names it. */
export const LINK_CLICK = 'link_click';

/** The beacon of a tap on a button of the link-in-bio page: the button's id (`bioButtonId`). */
export const BIO_CLICK = 'bio_click';

// Sent by navigator.sendBeacon as text/plain JSON. The referrer is the page's document.referrer and the
// language its `<html lang>` (a page served before pages named theirs sends none); a tap on a platform
// link names the platform and nothing else.
export const visitBeaconSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.enum(VISIT_EVENTS),
    referrer: z.string().max(REFERRER_MAX).optional(),
    language: z
      .enum(PAGE_LANGUAGES, { error: `Bahasa halaman harus ${PAGE_LANGUAGES.join(' atau ')}` })
      .optional(),
  }),
  z.strictObject({
    type: z.literal(LINK_CLICK),
    platform: z.enum(CLICK_PLATFORMS, { error: 'Platform tautan tidak dikenal' }),
  }),
  z.strictObject({
    type: z.literal(BIO_CLICK),
    button: z.string().refine(isBioButtonId, 'Tombol Link Bio tidak dikenal'),
  }),
]);
export type VisitBeacon = z.infer<typeof visitBeaconSchema>;

/**
 * `visitBeaconSchema`'s rule without zod, for the beacon's hot path: true exactly when the schema accepts
 * `value` (a test holds them together). The schema stays the judge of a refused beacon: its Indonesian
 * message names what is wrong.
 */
export function isVisitBeacon(value: unknown): value is VisitBeacon {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { type, referrer, platform, language, button } = value as Record<string, unknown>;
  if (type === BIO_CLICK) {
    for (const key of Object.keys(value)) if (key !== 'type' && key !== 'button') return false;
    return isBioButtonId(button);
  }
  if (type === LINK_CLICK) {
    for (const key of Object.keys(value)) if (key !== 'type' && key !== 'platform') return false;
    return (CLICK_PLATFORMS as readonly unknown[]).includes(platform);
  }
  for (const key of Object.keys(value))
    if (key !== 'type' && key !== 'referrer' && key !== 'language') return false;
  return (
    (VISIT_EVENTS as readonly unknown[]).includes(type) &&
    (referrer === undefined || (typeof referrer === 'string' && referrer.length <= REFERRER_MAX)) &&
    (language === undefined || (PAGE_LANGUAGES as readonly unknown[]).includes(language))
  );
}

const count = z.number().int().nonnegative();

export const visitDaySchema = z.object({
  /** YYYY-MM-DD in Western Indonesia Time (WIB). */
  day: z.string(),
  views: count,
  visitors: count,
  wa_orders: count,
  wa_taps: count,
  tel_taps: count,
  qris_opens: count,
});
export type VisitDay = z.infer<typeof visitDaySchema>;

// The dashboard's visitor statistics: the last 30 days (oldest first, days without visits as zeros).
export const visitStatsSchema = z.object({
  days: z.array(visitDaySchema),
  totals: visitDaySchema.omit({ day: true }).extend({
    devices: z.object({ phone: count, tablet: count, desktop: count }),
  }),
  referrers: z.array(z.object({ host: z.string(), views: count })),
  /**
   * Taps on platform links over the same 30 days, in the platforms' order: every platform that was
   * tapped or that the site (or one of its stores) links to now, so a link nobody tapped shows 0.
   */
  clicks: z.array(z.object({ platform: z.enum(CLICK_PLATFORMS), clicks: count })),
  /**
   * Views of each language's pages over the same 30 days, the site's own language first, while the site
   * has a second language (empty otherwise). Views from pages that did not name their language count in
   * the totals only.
   */
  languages: z.array(z.object({ language: z.enum(WEB_LANGUAGES), views: count })),
});
export type VisitStats = z.infer<typeof visitStatsSchema>;
