import { z } from 'zod';
import { ORDER_LINK_PLATFORMS } from '../constants/platforms';

// The link-in-bio page ('/{slug}/links'): large buttons built from the site's own data, in the order the
// owner chose, some hidden, with the owner's own links among them.

/** The site's own buttons, each filled from the site's data; the owner's own links have the key 'custom'. */
export const BIO_SITE_KEYS = [
  'whatsapp',
  'booking',
  'menu',
  ...ORDER_LINK_PLATFORMS,
  'google_review',
  'map',
  'latest',
] as const;
export type BioSiteKey = (typeof BIO_SITE_KEYS)[number];
export const BIO_CUSTOM_KEY = 'custom';
export type BioButtonKey = BioSiteKey | typeof BIO_CUSTOM_KEY;

/** At most this many buttons of the owner's own. */
export const BIO_CUSTOM_MAX = 10;
export const BIO_LABEL_MAX = 60;
export const BIO_URL_MAX = 500;

const siteKey = z.enum(BIO_SITE_KEYS, { error: 'Tombol situs tidak dikenal' });

/** Why `url` cannot be the address of an own link (Indonesian, naming the field and the fix), or null. */
export function bioLinkUrlProblem(url: string, label: string): string | null {
  const name = label.trim() ? `Alamat tautan "${label.trim()}"` : 'Alamat tautan';
  if (!url.trim()) return `${name} wajib diisi: tempel alamat yang diawali https://`;
  if (url.length > BIO_URL_MAX) return `${name} terlalu panjang (maksimal ${BIO_URL_MAX} karakter)`;
  if (!URL.canParse(url)) return `${name} harus alamat lengkap yang diawali https://`;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return `${name} harus diawali https://, bukan ${parsed.protocol}`;
  if (!parsed.hostname.includes('.')) return `${name} harus alamat situs, mis. https://contoh.com`;
  return null;
}

// One button as the owner saves it: a site button's key and whether it shows (its label and address come
// from the site), or an own link with its label and https address.
const siteButtonInput = z.strictObject({
  key: siteKey,
  label: z.string().optional(),
  url: z.string().nullable().optional(),
  is_visible: z.boolean({ error: 'is_visible harus true atau false' }),
});
const customButtonInput = z
  .strictObject({
    key: z.literal(BIO_CUSTOM_KEY),
    label: z
      .string({ error: 'Nama tautan wajib diisi' })
      .trim()
      .min(1, 'Nama tautan wajib diisi')
      .max(BIO_LABEL_MAX, `Nama tautan maksimal ${BIO_LABEL_MAX} karakter`),
    url: z.string({ error: 'Alamat tautan wajib diisi: tempel alamat yang diawali https://' }).trim(),
    is_visible: z.boolean({ error: 'is_visible harus true atau false' }),
  })
  .superRefine((button, ctx) => {
    const problem = bioLinkUrlProblem(button.url, button.label);
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
  });

export const bioButtonInputSchema = z.union([customButtonInput, siteButtonInput]);
export type BioButtonInput = z.infer<typeof bioButtonInputSchema>;

export const bioLinksInputSchema = z
  .strictObject({
    buttons: z.array(bioButtonInputSchema).max(BIO_SITE_KEYS.length + BIO_CUSTOM_MAX),
  })
  .superRefine(({ buttons }, ctx) => {
    const seen = new Set<string>();
    buttons.forEach((button, index) => {
      if (button.key === BIO_CUSTOM_KEY) return;
      if (seen.has(button.key))
        ctx.addIssue({
          code: 'custom',
          path: ['buttons', index, 'key'],
          message: `Tombol ${button.key} muncul dua kali`,
        });
      seen.add(button.key);
    });
    if (buttons.filter((b) => b.key === BIO_CUSTOM_KEY).length > BIO_CUSTOM_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['buttons'],
        message: `Tautan sendiri maksimal ${BIO_CUSTOM_MAX}`,
      });
  });
export type BioLinksInput = z.infer<typeof bioLinksInputSchema>;

/** What is stored per company: the order, what is hidden, and the owner's own links. */
export type StoredBioButton =
  | { key: BioSiteKey; is_visible: boolean }
  | { key: typeof BIO_CUSTOM_KEY; label: string; url: string; is_visible: boolean };

/** A button as the admin reads it: its label and address as the page shows them, and its taps. */
export const bioButtonSchema = z.object({
  key: z.union([siteKey, z.literal(BIO_CUSTOM_KEY)]),
  label: z.string(),
  url: z.string(),
  is_visible: z.boolean(),
  /** Taps counted on the page over the last 28 days. */
  clicks: z.number().int().nonnegative(),
});
export type BioButton = z.infer<typeof bioButtonSchema>;

export const bioLinksSchema = z.object({
  buttons: z.array(bioButtonSchema),
  /** The page's address, where "Salin link" and the QR code lead. */
  address: z.string(),
});
export type BioLinks = z.infer<typeof bioLinksSchema>;

/** Days of taps the "Link Bio" screen shows per button. */
export const BIO_CLICK_DAYS = 28;

/**
 * The name a button's taps are counted under: its key, or for an own link 'custom-' and a short hash of
 * its address (so reordering keeps the count, and the beacon carries no address).
 */
export function bioButtonId(button: { key: string; url?: string | null }): string {
  if (button.key !== BIO_CUSTOM_KEY) return button.key;
  let hash = 0x811c9dc5;
  for (const char of button.url ?? '') {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `custom-${hash.toString(36)}`;
}

const CUSTOM_ID = /^custom-[0-9a-z]{1,7}$/;

/** Whether a beacon's `button` names a button: a site key or an own link's id. */
export function isBioButtonId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    ((BIO_SITE_KEYS as readonly string[]).includes(value) || CUSTOM_ID.test(value))
  );
}
