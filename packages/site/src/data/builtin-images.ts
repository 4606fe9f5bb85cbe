import type { Template } from '@webku/contract';

// Served by the server's built-in image route; drawn in each template's palette.
const PACK: Record<Template, string> = {
  'minimalis-coffee-shop': 'coffee',
  'classic-website': 'generic',
};

export function builtinHeroImage(template: Template): string {
  return `/media/builtin/${PACK[template]}/hero.svg`;
}

export function builtinStoreImage(template: Template, index: number): string {
  return `/media/builtin/${PACK[template]}/store-${(index % 3) + 1}.svg`;
}
