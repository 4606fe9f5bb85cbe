import type { TitleFont } from '../enums/title-fonts';
import type { SectionKey } from '../sections/section-keys';

/** A text in each language the site and the admin speak: `id` Indonesian, `en` English. */
export type BilingualText = { id: string; en: string };

/**
 * The kinds of business the generator tells apart (content-packs' `Family`, kept here as plain strings
 * because the contract depends on nothing of ours). A test keeps the two lists equal.
 */
export const BUSINESS_FAMILIES = [
  'food',
  'retail',
  'services',
  'beauty',
  'education',
  'lodging',
  'tourism',
  'general',
] as const;
export type BusinessFamily = (typeof BUSINESS_FAMILIES)[number];

/**
 * Each section's layouts the site can draw, written once: the manifests' type and the section components'
 * `layout` prop are derived from it. Components are chosen by these names, never by template id, so a
 * new template reuses a layout by naming it. A section defined without an entry here fails to compile.
 */
export const SECTION_LAYOUT_NAMES = {
  hero: ['full-bleed', 'split', 'statement', 'compact'],
  // 'split': text beside the photo, plain enough for any template; 'story': the photo framed, a lead paragraph.
  about: ['split', 'story'],
  menu: ['accordion', 'tabs', 'price-list', 'catalogue'],
  merchandise: ['carousel', 'grid'],
  news: ['carousel', 'featured'],
  stores: ['cards', 'contact', 'locations'],
  footer: ['simple', 'columns'],
} as const satisfies { [K in SectionKey]: readonly string[] };

/** A layout for every section, one of the names its components draw. */
export type TemplateLayouts = { [K in SectionKey]: (typeof SECTION_LAYOUT_NAMES)[K][number] };
export type TemplateSectionKey = SectionKey;

/** One shape of a template's thumbnail, drawn on a 160 × 100 canvas. */
export type PreviewShape =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      radius?: number;
      fill: string;
      stroke?: string;
      opacity?: number;
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; opacity?: number };

/** Everything that makes a template: the admin's pickers, the public site and the generator read it. */
export type TemplateManifest = {
  /** Stored in web_settings.template_selected; never renamed once live. */
  id: string;
  name: BilingualText;
  /** One sentence on the look; the admin shows the Indonesian one under the name. */
  description: BilingualText;
  /** The business families the generator proposes this template for; empty for none. */
  suits: readonly BusinessFamily[];
  /**
   * `color`: the browser's theme colour; `accent`: prices and badges; `paper`: the page's background
   * (the QR kit prints in these too); the favicon draws the initial in `faviconForeground` on `faviconBackground`.
   */
  palette: {
    color: string;
    faviconBackground: string;
    faviconForeground: string;
    accent: string;
    paper: string;
  };
  /** Section headings font; null means the owner's title font. */
  headingFont: TitleFont | null;
  /** The site's sections from top to bottom; the navigation bar is always on top. */
  sections: readonly TemplateSectionKey[];
  layouts: TemplateLayouts;
  /**
   * Its CSS, loaded after the shared base in this order: a name is a file in the template's own folder
   * (beside its manifest), else a shared layout stylesheet in packages/site/src/styles.
   */
  stylesheets: readonly string[];
  /** A layout for a section defined by its fields, by its key, where the section's first is not the one. */
  rowSectionLayouts?: Readonly<Record<string, string>>;
  /** The server's built-in image folder (`/media/builtin/<images>/…`) used where the owner has no photo. */
  images: string;
  /** Fixed texts the owner may replace: the site shows them while the field is empty, the generator writes them. */
  texts: {
    ctaText: BilingualText;
    storesTitle: BilingualText;
  };
  /** The thumbnail both admin pickers draw: shapes on a 160 × 100 canvas in the template's colours. */
  preview: { background: string; shapes: readonly PreviewShape[] };
  /** With no store, the stores section still shows a 'Main Store' card built from the footer's contact details. */
  showsEmptyStoresCard: boolean;
  /**
   * The generator writes About us from the setup form's description. The spec's two templates start
   * without it (their hero already says the description), so they show the spec's page until the owner
   * writes a story.
   */
  aboutFromDescription: boolean;
};
