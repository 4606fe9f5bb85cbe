import {
  type ImageField,
  type ImageUse,
  type ImageUsePlace,
  ONE_ROW_SECTIONS,
  type SiteBackupContent,
} from '@webku/contract';
import { rowSectionImageUses } from './row-section-image-uses';

type Found = { url: string | null | undefined; place: ImageUsePlace; name: string | null };

// Sanitised rich text writes every image as <img src="...">, so one pattern finds them all.
const RICH_TEXT_IMAGE = /<img\b[^>]*?\bsrc="([^"]*)"[^>]*>/gi;

function richTextImages(html: string | null | undefined): string[] {
  return html ? [...html.matchAll(RICH_TEXT_IMAGE)].map((match) => match[1]!.replaceAll('&amp;', '&')) : [];
}

// Each one-row section's images: in the section's own place, or in the place its field names (a logo),
// named by the section ('logo Hero').
function oneRowImageUses(content: SiteBackupContent): Found[] {
  return ONE_ROW_SECTIONS.flatMap((section) => {
    const row = content[section.part as keyof SiteBackupContent] as Record<string, string | null> | null;
    return section.imageFields.map((field): Found => {
      const { usedAs } = section.fields[field] as ImageField;
      const url = row?.[field];
      return usedAs
        ? { url, place: usedAs, name: section.title.id }
        : { url, place: section.key as ImageUsePlace, name: null };
    });
  });
}

/** Every place of the site that shows an image, keyed by the image's URL. */
export function collectImageUses(content: SiteBackupContent): Map<string, ImageUse[]> {
  const web = content.web_settings;
  const found: Found[] = [
    ...oneRowImageUses(content),
    { url: web?.navigation_logo, place: 'logo', name: 'navigasi' },
    { url: content.company.logo, place: 'logo', name: 'usaha' },
    { url: web?.favicon_icon_file, place: 'favicon', name: null },
    { url: web?.og_image, place: 'share_image', name: null },
    { url: web?.qris_image, place: 'qris', name: null },
  ];
  for (const category of content.menu_categories) {
    found.push({ url: category.image, place: 'menu_category', name: category.name });
    for (const item of category.menu_items)
      found.push({ url: item.image, place: 'menu_item', name: item.name });
  }
  for (const item of content.merchandise_items)
    for (const image of item.images ?? [])
      found.push({ url: image.image_url, place: 'merchandise', name: item.name });
  for (const news of content.news_articles) {
    found.push({ url: news.thumbnail, place: 'news', name: news.title });
    for (const url of richTextImages(news.content))
      found.push({ url, place: 'rich_text', name: `berita “${news.title}”` });
  }
  for (const store of content.stores)
    found.push({ url: store.store_image, place: 'store', name: store.name });
  found.push(...rowSectionImageUses(content.row_sections));
  for (const url of richTextImages(web?.terms_and_conditions))
    found.push({ url, place: 'rich_text', name: 'Syarat & Ketentuan' });
  for (const url of richTextImages(web?.privacy_policy))
    found.push({ url, place: 'rich_text', name: 'Kebijakan Privasi' });

  const uses = new Map<string, ImageUse[]>();
  for (const { url, place, name } of found) {
    if (!url) continue;
    const list = uses.get(url) ?? [];
    if (!list.some((use) => use.place === place && use.name === name)) list.push({ place, name });
    uses.set(url, list);
  }
  return uses;
}

/** Rich text with each image's URL rewritten by one rule; an image mapped to null is removed. */
export function mapRichTextImages(html: string, map: (url: string) => string | null): string {
  return html.replace(RICH_TEXT_IMAGE, (tag, src: string) => {
    const url = src.replaceAll('&amp;', '&');
    const next = map(url);
    if (next === null) return '';
    return next === url ? tag : tag.replace(`src="${src}"`, `src="${next.replaceAll('&', '&amp;')}"`);
  });
}

/** The rich text without the images showing this URL. */
export function withoutRichTextImage(html: string, url: string): string {
  return mapRichTextImages(html, (src) => (src === url ? null : src));
}
