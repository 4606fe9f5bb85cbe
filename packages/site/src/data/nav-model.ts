import {
  CONTENT_SECTION_KEYS,
  findOneRowSection,
  type KnownTemplateManifest,
  OPTIONAL_SECTION_KEYS,
  type OptionalSectionKey,
  type PublicPayload,
  SECTIONS,
  type WebLanguage,
} from '@webku/contract';
import { type ContentSectionKey, isLinkedSection, type LinkedSectionKey, type SiteSectionKey } from './section-visibility';
import { pageParts, type RowSectionModel } from './row-section-model';
import type { SiteLinks } from './site-links';
import { textOr, textOrNull, titleIn } from './text';

export type NavBrand = { kind: 'image'; src: string; alt: string } | { kind: 'text'; text: string };
/** A link to a section on the page: a base section's key, or a row section's. */
export type NavLink = { key: LinkedSectionKey | (string & {}); label: string; href: string };
export type NavModel = { brand: NavBrand; brandHref: string; links: NavLink[] };

// The owner's name for each section's link, or the section's default.
export function navLabels(payload: PublicPayload): Record<ContentSectionKey, string> {
  const web = payload.web_settings;
  return Object.fromEntries(
    CONTENT_SECTION_KEYS.map((key) => {
      const { field, defaultLabel } = SECTIONS[key].navigation;
      return [key, textOr(web?.[field], defaultLabel)];
    }),
  ) as Record<ContentSectionKey, string>;
}

// An optional section is named by its own title, else by its definition's title in the page's language.
function ownTitleLabels(payload: PublicPayload, language: WebLanguage): Record<OptionalSectionKey, string> {
  return Object.fromEntries(
    OPTIONAL_SECTION_KEYS.map((key) => {
      const section = findOneRowSection(key)!;
      const row = payload[section.part as keyof PublicPayload] as { title?: string | null } | null;
      return [key, textOr(row?.title, titleIn(section.title, language))];
    }),
  ) as Record<OptionalSectionKey, string>;
}

export function navBrand(payload: PublicPayload): NavBrand {
  const name = payload.company.name;
  const logo = textOrNull(payload.web_settings?.navigation_logo);
  if (logo) return { kind: 'image', src: logo, alt: name };
  return { kind: 'text', text: textOr(payload.web_settings?.navigation_logo_placeholder, name) };
}

/** What the page shows, worked out once per render: the template, its visible sections and row sections. */
export type PageSections = {
  template: KnownTemplateManifest;
  visible: ReadonlySet<SiteSectionKey>;
  rowSections: readonly RowSectionModel[];
  /** The booking section's link text, while the owner takes bookings. */
  booking?: string | null;
};

// Only sections on the page get a link, so no link ever points at a missing anchor. The optional
// sections and the row sections are named by their own titles; links follow the page's order.
function sectionLinks(
  payload: PublicPayload,
  links: SiteLinks,
  page: PageSections,
  language: WebLanguage,
): NavLink[] {
  const labels = { ...navLabels(payload), ...ownTitleLabels(payload, language) };
  return pageParts(page.template.sections, page.rowSections, Boolean(page.booking)).flatMap((part): NavLink[] => {
    if (part.kind === 'booking') return [{ key: 'booking', label: page.booking ?? '', href: links.anchor('booking') }];
    if (part.kind === 'rows') {
      const { key, title, anchor } = part.model;
      return [{ key, label: title, href: links.anchor(anchor) }];
    }
    const key = part.key;
    return isLinkedSection(key) && page.visible.has(key)
      ? [{ key, label: labels[key], href: links.section(key) }]
      : [];
  });
}

export function buildNavModel(
  payload: PublicPayload,
  links: SiteLinks,
  page: PageSections,
  language: WebLanguage,
): NavModel {
  return { brand: navBrand(payload), brandHref: links.top, links: sectionLinks(payload, links, page, language) };
}
