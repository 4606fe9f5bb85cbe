import { z } from 'zod';
import { ORDER_LINK_LABELS, ORDER_LINK_PLATFORMS, type OrderLinkPlatform } from '../constants/platforms';
import { fitsInQrCode, QR_MAX_BYTES, utf8Bytes } from '../rules/qr-capacity';

export { ORDER_LINK_LABELS, ORDER_LINK_PLATFORMS, type OrderLinkPlatform } from '../constants/platforms';

// Each platform's hosts (and, where the host is shared, the path it starts with). The more specific
// come first: a TikTok Shop or ShopeeFood address is also on the TikTok or Shopee domain.
const ADDRESSES: readonly [OrderLinkPlatform, string, string?][] = [
  ['shopeefood', 'shopeefood.co.id'],
  ['shopeefood', 'shopee.co.id', '/universal-link/now-food'],
  ['gofood', 'gofood.co.id'],
  ['gofood', 'gofood.link'],
  ['grabfood', 'food.grab.com'],
  ['grabfood', 'r.grab.com'],
  ['tokopedia', 'tokopedia.com'],
  ['tokopedia', 'tokopedia.link'],
  ['shopee', 'shopee.co.id'],
  ['shopee', 'shp.ee'],
  ['tiktok_shop', 'shop.tiktok.com'],
  ['instagram', 'instagram.com'],
  ['facebook', 'facebook.com'],
  ['facebook', 'fb.com'],
  ['facebook', 'fb.me'],
  ['tiktok', 'tiktok.com'],
  ['google_maps', 'maps.app.goo.gl'],
  ['google_maps', 'maps.google.com'],
  ['google_maps', 'g.page'],
  ['google_maps', 'goo.gl', '/maps'],
  ['google_maps', 'google.com', '/maps'],
  ['google_maps', 'google.co.id', '/maps'],
];

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

const parseUrl = (url: string) => (URL.canParse(url) ? new URL(url) : null);
// "www.tokopedia.com/toko" or "shopee.co.id/toko": an address copied without its scheme.
const BARE_ADDRESS = /^[\w-]+(?:\.[\w-]+)+(?:[/?#]|$)/;

/** The platform a web address belongs to (also when copied without its https://), or null when none. */
export function orderLinkPlatform(url: string): OrderLinkPlatform | null {
  const parsed = parseUrl(url) ?? (BARE_ADDRESS.test(url) ? parseUrl(`https://${url}`) : null);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  const found = ADDRESSES.find(
    ([, domain, path]) => onHost(host, domain) && (!path || parsed.pathname.startsWith(path)),
  );
  return found?.[0] ?? null;
}

/** Why `url` is not a link to `platform` (in Indonesian, naming the fix), or null when it is one. */
export function orderLinkProblem(platform: OrderLinkPlatform, url: string): string | null {
  const label = ORDER_LINK_LABELS[platform];
  if (!URL.canParse(url))
    return `Tautan ${ORDER_LINK_LABELS[orderLinkPlatform(url) ?? platform]} harus alamat lengkap yang diawali https://`;
  if (new URL(url).protocol !== 'https:') return `Tautan ${label} harus diawali https://`;
  const found = orderLinkPlatform(url);
  if (found === platform) return null;
  if (found) {
    const other = ORDER_LINK_LABELS[found];
    return `Tautan ini alamat ${other}, bukan ${label}: pilih ${other} atau tempel tautan ${label} Anda`;
  }
  return `Tautan ini bukan alamat ${label}: salin tautan toko Anda dari aplikasi atau situs ${label}`;
}

// Google's "Minta ulasan" link (g.page/r/…/review, search.google.com/local/writereview) or the place.
const REVIEW_HOSTS = ['g.page', 'search.google.com'];

/** Why `url` is not a Google review or place address (in Indonesian), or null when it is one. */
export function reviewLinkProblem(url: string): string | null {
  if (!URL.canParse(url)) return 'Tautan ulasan Google harus alamat lengkap yang diawali https://';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return 'Tautan ulasan Google harus diawali https://';
  const host = parsed.hostname.toLowerCase();
  if (!REVIEW_HOSTS.some((domain) => onHost(host, domain)) && orderLinkPlatform(url) !== 'google_maps')
    return 'Tautan ini bukan tautan ulasan Google: salin tautan "Minta ulasan" dari Profil Bisnis Google Anda';
  // The review poster prints it as a QR code.
  if (!fitsInQrCode(url))
    return `Tautan ulasan Google terlalu panjang untuk dicetak sebagai kode QR (${utf8Bytes(url).toLocaleString('id-ID')} byte, maksimal ${QR_MAX_BYTES.toLocaleString('id-ID')} byte; huruf di luar abjad Latin dihitung 2 sampai 4 byte): pakai tautan pendek "Minta ulasan" dari Profil Bisnis Google Anda`;
  return null;
}

export const reviewLinkInput = () =>
  z
    .string()
    .trim()
    .max(500, { error: 'Tautan ulasan Google paling panjang 500 karakter' })
    .nullable()
    .transform((url) => url || null)
    .superRefine((url, ctx) => {
      const problem = url && reviewLinkProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const orderLinkSchema = z
  .object({
    platform: z.enum(ORDER_LINK_PLATFORMS, { error: 'Pilih salah satu platform yang tersedia' }),
    url: z.string().trim().max(500, { error: 'Tautan paling panjang 500 karakter' }),
  })
  .superRefine((link, ctx) => {
    const problem = orderLinkProblem(link.platform, link.url);
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
  });
export type OrderLink = z.infer<typeof orderLinkSchema>;

export const MAX_ORDER_LINKS = ORDER_LINK_PLATFORMS.length;

// One link per platform, in the owner's order.
export const orderLinksInput = () =>
  z
    .array(orderLinkSchema)
    .max(MAX_ORDER_LINKS, { error: `Paling banyak ${MAX_ORDER_LINKS} tautan, satu untuk tiap platform` })
    .refine((links) => new Set(links.map((link) => link.platform)).size === links.length, {
      error: 'Setiap platform cukup satu tautan: hapus tautan yang dobel',
    });
