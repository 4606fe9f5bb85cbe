import {
  type BackupImageMap,
  type SECTIONS,
  type SectionKey,
  type SiteBackupContent,
  sectionDefinitions,
} from '@webku/contract';
import { mapRichTextImages } from '../images/image-uses';
import { mapRowSectionImages } from './row-section-backup';

type MapUrl = (url: string) => string | null;

const mapped = (url: string | null | undefined, map: MapUrl) => (url ? map(url) : (url ?? null));
// In rich text only this server's paths are rewritten; web and data: images are the editor's own business.
const mappedText = <T extends string | null | undefined>(html: T, map: MapUrl): T =>
  (html ? mapRichTextImages(html, (url) => (url.startsWith('/') ? map(url) : url)) : html) as T;

type SectionBackupKey = (typeof SECTIONS)[SectionKey]['backup']['key'];
type Mapping<K extends keyof SiteBackupContent> = (
  value: SiteBackupContent[K],
  map: BackupImageMap,
) => SiteBackupContent[K];

// The parts of a backup no section owns; a new part of the backup fails to compile here until it is mapped.
const SITE_MAPPINGS: { [K in Exclude<keyof SiteBackupContent, SectionBackupKey>]: Mapping<K> } = {
  company: (company, map) => ({ ...company, logo: map.url(company.logo) }),
  web_settings: (web, map) =>
    web && {
      ...web,
      og_image: map.url(web.og_image),
      favicon_icon_file: map.url(web.favicon_icon_file),
      navigation_logo: map.url(web.navigation_logo),
      qris_image: map.url(web.qris_image),
      terms_and_conditions: map.richText(web.terms_and_conditions),
      privacy_policy: map.richText(web.privacy_policy),
    },
  section_settings: (settings) => settings,
  row_sections: (sections, map) => mapRowSectionImages(sections, map),
  // Customers' requests and the booking settings name no image.
  bookings: (bookings) => bookings,
  // Orders keep names and prices, no image.
  orders: (orders) => orders,
  // The link-in-bio page's own links are web addresses, not images.
  bio_links: (buttons) => buttons,
};

// One section's part, rewritten by its definition's mapping.
function mapSection<K extends SectionBackupKey>(
  content: SiteBackupContent,
  backup: { key: K; mapImages: Mapping<K> },
  map: BackupImageMap,
): SiteBackupContent[K] {
  return backup.mapImages(content[backup.key], map);
}

// Every image reference in the content (rich text included), rewritten (or dropped, as null) by one rule:
// the site's own parts here, each section's by its definition. Nothing is copied unmapped.
export function mapImageUrls(content: SiteBackupContent, map: MapUrl): SiteBackupContent {
  const images: BackupImageMap = {
    url: (url) => mapped(url, map),
    richText: (html) => mappedText(html, map),
  };
  const sections = Object.fromEntries(
    sectionDefinitions().map(({ backup }) => [
      backup.key,
      mapSection(content, backup as { key: SectionBackupKey; mapImages: Mapping<SectionBackupKey> }, images),
    ]),
  ) as Pick<SiteBackupContent, SectionBackupKey>;
  return {
    company: SITE_MAPPINGS.company(content.company, images),
    web_settings: SITE_MAPPINGS.web_settings(content.web_settings, images),
    section_settings: SITE_MAPPINGS.section_settings(content.section_settings, images),
    row_sections: SITE_MAPPINGS.row_sections(content.row_sections, images),
    bookings: SITE_MAPPINGS.bookings(content.bookings, images),
    orders: SITE_MAPPINGS.orders(content.orders, images),
    bio_links: SITE_MAPPINGS.bio_links(content.bio_links, images),
    ...sections,
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
