import type { ArtKind } from '../packs/pack-types';
import { team } from './motifs-icons';
import { confetti, groupScene, heroScene, itemScene, newsScene, productScene, teamScene } from './scenes';
import { faviconScene, storeScene } from './scenes-store';
import { Art, type Motif, type Palette } from './svg-kit';

// Everything needed to draw one pack's images; keys are `${kind}/${name}`.
export type PackArt = {
  kind: ArtKind;
  palette: Palette;
  // Small object scattered on tables.
  garnish?: Motif;
  // Emblem for the favicon, the store sign and the launch news.
  sign: Motif;
  // Up to five objects for the hero, most important first.
  hero: readonly Motif[];
  // Three objects per menu category.
  categories: readonly (readonly Motif[])[];
  // Menu item images by name.
  items: Record<string, Motif>;
  // Merchandise: `merch-${name}-${view}` for view 1..views.
  products: Record<string, { motif: Motif; views: number }>;
  // Business-specific news images by name (without the `news-` prefix).
  news: Record<string, readonly Motif[]>;
  // Objects shown with the team in the hiring news.
  teamColors: readonly string[];
};

// All image names of a pack mapped to their renderers.
export function packRenderers(pack: PackArt): Map<string, () => string> {
  const art = (name: string) => new Art(`${pack.kind}/${name}`, pack.palette);
  const renderers = new Map<string, () => string>();
  const add = (name: string, render: (a: Art) => string) =>
    renderers.set(`${pack.kind}/${name}`, () => render(art(name)));

  add('hero', (a) => heroScene(a, pack.hero, pack.garnish));
  add('favicon', (a) => faviconScene(a, pack.sign));
  pack.categories.forEach((motifs, i) => {
    add(`category-${i + 1}`, (a) => groupScene(a, motifs, pack.garnish));
  });
  for (const [name, motif] of Object.entries(pack.items)) add(name, (a) => itemScene(a, motif, pack.garnish));
  for (const [name, { motif, views }] of Object.entries(pack.products)) {
    for (let view = 1; view <= views; view++) {
      add(`merch-${name}-${view}`, (a) => productScene(a, motif, view, pack.garnish));
    }
  }
  for (const [name, motifs] of Object.entries(pack.news))
    add(`news-${name}`, (a) => newsScene(a, motifs, '', pack.garnish));
  add('news-launch', (a) => newsScene(a, [pack.sign], confetti(a, 1200, 675), pack.garnish));
  add('news-store', (a) => storeScene(a, 2, pack.sign));
  add('news-team', (a) => teamScene(a, team(pack.teamColors), pack.garnish));
  // Pictures for the family's draft news (how to ask, the price list): the first objects of the hero.
  add('news-idea-1', (a) => newsScene(a, pack.hero.slice(0, 2), '', pack.garnish));
  add('news-idea-2', (a) => newsScene(a, pack.hero.slice(2, 4), '', pack.garnish));
  add('news-idea-3', (a) => newsScene(a, [pack.sign, ...pack.hero.slice(4, 5)], '', pack.garnish));
  for (let i = 1; i <= 3; i++) add(`store-${i}`, (a) => storeScene(a, i, pack.sign));
  return renderers;
}
