import type { TemplateManifest } from '@webku/contract';

/** What the built-in pictures need from a template: the folder of its own set. */
type TemplateImages = Pick<TemplateManifest, 'images'>;
const FOLDER = /^[a-z][a-z-]{0,30}$/;

// Served by the server's built-in image route. The company's set follows its kind of business (the
// server knows it: catering gets food, a scooter hire gets vehicles, whatever the template); without
// it, the template's own set.
function pack(template: TemplateImages, art: string | null | undefined): string {
  const folder = art && FOLDER.test(art) ? art : template.images;
  return `/media/builtin/${folder}`;
}

export function builtinHeroImage(template: TemplateImages, art?: string | null): string {
  return `${pack(template, art)}/hero.svg`;
}

export function builtinStoreImage(
  template: TemplateImages,
  index: number,
  art?: string | null,
): string {
  return `${pack(template, art)}/store-${(index % 3) + 1}.svg`;
}
