import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import type { SectionKey } from '../sections/section-keys';
import { classicWebsite } from './classic-website/manifest';
import { katalogToko } from './katalog-toko/manifest';
import { layananJasa } from './layanan-jasa/manifest';
import { minimalisCoffeeShop } from './minimalis-coffee-shop/manifest';
import type { BusinessFamily, TemplateManifest } from './template-manifest';

export type {
  BilingualText,
  BusinessFamily,
  PreviewShape,
  TemplateLayouts,
  TemplateManifest,
  TemplateSectionKey,
} from './template-manifest';
export { BUSINESS_FAMILIES, SECTION_LAYOUT_NAMES } from './template-manifest';
export { classicWebsite, katalogToko, layananJasa, minimalisCoffeeShop };

/** Every template, in the order the admin offers them. Adding a template starts with its entry here. */
export const TEMPLATE_MANIFESTS = [
  minimalisCoffeeShop,
  classicWebsite,
  layananJasa,
  katalogToko,
] as const satisfies readonly TemplateManifest[];

type ManifestIds<T extends readonly { id: string }[]> = { [K in keyof T]: T[K]['id'] };
function idsOf<const T extends readonly { id: string }[]>(manifests: T): ManifestIds<T> {
  return manifests.map((manifest) => manifest.id) as ManifestIds<T>;
}

export const TEMPLATES = idsOf(TEMPLATE_MANIFESTS);
export type Template = (typeof TEMPLATES)[number];

/** A manifest whose id is known to be one of the templates. */
export type KnownTemplateManifest = TemplateManifest & { id: Template };

// Used when web settings are created without a template (the setup form always sends one).
const DEFAULT_MANIFEST: KnownTemplateManifest = minimalisCoffeeShop;
export const DEFAULT_TEMPLATE: Template = DEFAULT_MANIFEST.id;

export const templateSchema = z.enum(TEMPLATES, {
  error: m.choice('template_selected', TEMPLATES),
});

const BY_ID = Object.fromEntries(TEMPLATE_MANIFESTS.map((manifest) => [manifest.id, manifest])) as Partial<
  Record<string, KnownTemplateManifest>
>;

// Stored rows can predate the list, so the value is checked here rather than trusted.
export function findTemplateManifest(id: string): KnownTemplateManifest | null {
  return (Object.hasOwn(BY_ID, id) && BY_ID[id]) || null;
}

/** The manifest of a stored template id, or the default template's when there is none or it is unknown. */
export function templateManifestOrDefault(id: string | null | undefined): KnownTemplateManifest {
  return findTemplateManifest(id ?? DEFAULT_TEMPLATE) ?? DEFAULT_MANIFEST;
}

/**
 * The sections a stored template draws above `key`, top to bottom (the default template's for an unknown
 * id), or null when the template has no place for `key`. The admin words where a section shows from it.
 */
export function sectionsAbove(template: string | null | undefined, key: SectionKey): SectionKey[] | null {
  const sections: readonly SectionKey[] = templateManifestOrDefault(template).sections;
  const index = sections.indexOf(key);
  return index === -1 ? null : sections.slice(0, index);
}

/**
 * The template the generator proposes for a kind of business: the first whose `suits` names its family,
 * else the first that suits a 'general' business, else the default. Only a proposal: the owner's choice wins.
 */
export function proposeTemplate(family: BusinessFamily): Template {
  const suited = (wanted: BusinessFamily) =>
    TEMPLATE_MANIFESTS.find((manifest) => (manifest.suits as readonly BusinessFamily[]).includes(wanted));
  return (suited(family) ?? suited('general'))?.id ?? DEFAULT_TEMPLATE;
}
