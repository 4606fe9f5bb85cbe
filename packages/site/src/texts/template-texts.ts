import {
  type BilingualText,
  TEMPLATE_MANIFESTS,
  type Template,
  type TemplateManifest,
} from '@webku/contract';

/** One of a template's default texts (the manifest holds them), for every template in one language. */
export function templateTexts(
  key: keyof TemplateManifest['texts'],
  language: keyof BilingualText,
): Record<Template, string> {
  return Object.fromEntries(
    TEMPLATE_MANIFESTS.map((manifest) => [manifest.id, manifest.texts[key][language]]),
  ) as Record<Template, string>;
}
