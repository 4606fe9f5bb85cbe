import type { SiteBackupContent } from '@webku/contract';
import { mapRichTextImages } from '../images/image-uses';

type MapUrl = (url: string) => string | null;

const mapped = (url: string | null | undefined, map: MapUrl) => (url ? map(url) : (url ?? null));
// In rich text only this server's paths are rewritten; web and data: images are the editor's own business.
const mappedText = <T extends string | null | undefined>(html: T, map: MapUrl): T =>
  (html ? mapRichTextImages(html, (url) => (url.startsWith('/') ? map(url) : url)) : html) as T;

// Every image reference in the content (rich text included), rewritten (or dropped, as null) by one rule.
export function mapImageUrls(content: SiteBackupContent, map: MapUrl): SiteBackupContent {
  const web = content.web_settings;
  const hero = content.hero_section;
  return {
    ...content,
    company: { ...content.company, logo: mapped(content.company.logo, map) },
    web_settings: web && {
      ...web,
      og_image: mapped(web.og_image, map),
      favicon_icon_file: mapped(web.favicon_icon_file, map),
      navigation_logo: mapped(web.navigation_logo, map),
      qris_image: mapped(web.qris_image, map),
      terms_and_conditions: mappedText(web.terms_and_conditions, map),
      privacy_policy: mappedText(web.privacy_policy, map),
    },
    hero_section: hero && {
      ...hero,
      background_image: mapped(hero.background_image, map),
      logo: mapped(hero.logo, map),
    },
    about_section: content.about_section && {
      ...content.about_section,
      image: mapped(content.about_section.image, map),
    },
    menu_categories: content.menu_categories.map((category) => ({
      ...category,
      image: mapped(category.image, map),
      menu_items: category.menu_items.map((item) => ({ ...item, image: mapped(item.image, map) })),
    })),
    merchandise_items: content.merchandise_items.map((item) => ({
      ...item,
      images: item.images?.flatMap((image) => {
        const url = map(image.image_url);
        return url ? [{ ...image, image_url: url }] : [];
      }),
    })),
    news_articles: content.news_articles.map((news) => ({
      ...news,
      thumbnail: mapped(news.thumbnail, map),
      content: mappedText(news.content, map),
    })),
    stores: content.stores.map((store) => ({ ...store, store_image: mapped(store.store_image, map) })),
  };
}

const UPLOAD_URL = /^\/media\/u\/(\d+)\/([a-z0-9][a-z0-9-]{0,39})\/([A-Za-z0-9][A-Za-z0-9._-]{0,199})$/;

// '/media/u/12/general/x.jpg' → its parts, or null for any other URL.
export function parseUploadUrl(
  url: string,
): { companyId: number; category: string; filename: string } | null {
  const match = UPLOAD_URL.exec(url);
  return match ? { companyId: Number(match[1]), category: match[2]!, filename: match[3]! } : null;
}

export const isBuiltinImageUrl = (url: string) => /^\/media\/builtin\/[a-z0-9/-]+\.svg$/.test(url);
