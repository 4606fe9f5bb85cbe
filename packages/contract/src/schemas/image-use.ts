import { z } from 'zod';

// The places of the site that can show an image from the library.
export const IMAGE_USE_PLACES = [
  'hero',
  'about',
  'logo',
  'favicon',
  'share_image',
  'menu_item',
  'menu_category',
  'merchandise',
  'news',
  'store',
  'qris',
  'rich_text',
  'section',
] as const;
export type ImageUsePlace = (typeof IMAGE_USE_PLACES)[number];

// One place that shows the image; name says which row (an item's name, an article's title) when there are many.
export const imageUseSchema = z.object({
  place: z.enum(IMAGE_USE_PLACES),
  name: z.string().nullable(),
});
export type ImageUse = z.infer<typeof imageUseSchema>;

const PLACE_LABELS: Record<ImageUsePlace, string> = {
  hero: 'gambar latar Hero',
  about: 'foto Tentang Kami',
  logo: 'logo',
  favicon: 'favicon',
  share_image: 'gambar berbagi (SEO)',
  menu_item: 'item menu',
  menu_category: 'kategori menu',
  merchandise: 'merchandise',
  news: 'berita',
  store: 'toko',
  qris: 'gambar QRIS',
  rich_text: 'teks',
  section: 'bagian',
};

// These name a part of the site, not a row the owner named: no quotes around it.
const UNQUOTED: readonly ImageUsePlace[] = ['logo', 'rich_text'];

/** 'berita “Promo Merdeka”', 'logo navigasi', 'teks Kebijakan Privasi': one use, as the library shows it. */
export function describeImageUse(use: ImageUse): string {
  const label = PLACE_LABELS[use.place];
  if (!use.name) return label;
  // A section defined by its fields names itself and the row: 'Galeri “Teras depan”'.
  if (use.place === 'section') return use.name;
  return UNQUOTED.includes(use.place) ? `${label} ${use.name}` : `${label} “${use.name}”`;
}
