// The platforms of "Pesan juga di" links and of counted taps, with their names. Kept apart from the
// schemas (zod, tldts) so the admin's first screen can name a platform without loading them.
export const ORDER_LINK_PLATFORMS = [
  'gofood',
  'grabfood',
  'shopeefood',
  'tokopedia',
  'shopee',
  'tiktok_shop',
  'instagram',
  'facebook',
  'tiktok',
  'google_maps',
] as const;
export type OrderLinkPlatform = (typeof ORDER_LINK_PLATFORMS)[number];

export const ORDER_LINK_LABELS: Record<OrderLinkPlatform, string> = {
  gofood: 'GoFood',
  grabfood: 'GrabFood',
  shopeefood: 'ShopeeFood',
  tokopedia: 'Tokopedia',
  shopee: 'Shopee',
  tiktok_shop: 'TikTok Shop',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  google_maps: 'Google Maps',
};

/** Where a visitor's tap on a "Pesan juga di" link or on "Beri ulasan di Google" leads: counted per platform. */
export const CLICK_PLATFORMS = [...ORDER_LINK_PLATFORMS, 'google_review'] as const;
export type ClickPlatform = (typeof CLICK_PLATFORMS)[number];
export const CLICK_PLATFORM_LABELS: Record<ClickPlatform, string> = {
  ...ORDER_LINK_LABELS,
  google_review: 'ulasan Google',
};
