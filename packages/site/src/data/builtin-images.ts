import { templateManifestOrDefault } from '@webku/contract';

// Served by the server's built-in image route; each template's pack is drawn in its palette.
function pack(template: string | null | undefined): string {
  return `/media/builtin/${templateManifestOrDefault(template).images}`;
}

export function builtinHeroImage(template: string | null | undefined): string {
  return `${pack(template)}/hero.svg`;
}

export function builtinStoreImage(template: string | null | undefined, index: number): string {
  return `${pack(template)}/store-${(index % 3) + 1}.svg`;
}
