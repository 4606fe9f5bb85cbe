import { type PublicPayload, templateManifestOrDefault } from '@webku/contract';
import { builtinHeroImage } from '../data/builtin-images';
import { textOrNull } from '../data/text';

const BUILTIN = /^\/media\/builtin\//;

/**
 * The images a shared link's picture can be made from, best first: the owner's og_image, the hero
 * image, the built-in hero of the company's pictures (`art`: its kind of business; else the template's).
 * The server uses the first one it can read. Generation fills og_image with a built-in illustration,
 * so a built-in og_image yields to a hero photo of the owner's.
 */
export function shareImageSources(payload: PublicPayload, art?: string | null): string[] {
  const og = textOrNull(payload.web_settings?.og_image);
  const hero = textOrNull(payload.hero_section?.background_image);
  const ownOg = og && !BUILTIN.test(og) ? og : null;
  const candidates = [
    ownOg,
    hero,
    og,
    builtinHeroImage(templateManifestOrDefault(payload.web_settings?.template_selected), art),
  ];
  return [...new Set(candidates.filter((source): source is string => source !== null))];
}
