import { templateManifestOrDefault } from '@webku/contract';

const FOLDER = /^[a-z][a-z-]{0,30}$/;

// Served by the server's built-in image route. The company's set follows its kind of business (the
// server knows it: catering gets food, a scooter hire gets vehicles, whatever the template); without
// it, the template's own set.
function pack(template: string | null | undefined, art: string | null | undefined): string {
  const folder = art && FOLDER.test(art) ? art : templateManifestOrDefault(template).images;
  return `/media/builtin/${folder}`;
}

export function builtinHeroImage(template: string | null | undefined, art?: string | null): string {
  return `${pack(template, art)}/hero.svg`;
}

export function builtinStoreImage(
  template: string | null | undefined,
  index: number,
  art?: string | null,
): string {
  return `${pack(template, art)}/store-${(index % 3) + 1}.svg`;
}
