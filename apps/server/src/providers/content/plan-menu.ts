import {
  type BusinessKind,
  CATALOGUE,
  CATEGORY_LABELS,
  type CatalogueEntry,
  type CatalogueMatch,
  type CatalogueText,
  type Cuisine,
} from '@webku/content-packs';

export type PlannedCategory = { name: CatalogueText; entries: { entry: CatalogueEntry; isNamed: boolean }[] };

const MENU_SIZE = 18;
const MIN_MENU_SIZE = 10;
const PER_CATEGORY = 6;
const MAX_NAMED = 12;
// With a regional cuisine, only drinks and desserts come from the national list, never other regions' dishes.
const SIDE_CATEGORIES = new Set(['minuman', 'manis', 'teh', 'non-kopi']);

// The cuisines whose dishes fill the menu: those the owner names, else that of the first dish named
// when it is a regional one ("gudeg" fills a Javanese menu, "nasi rames" a national one).
export function menuCuisines(kind: BusinessKind, match: CatalogueMatch): Cuisine[] {
  if (kind !== 'restaurant') return [];
  if (match.cuisines.length) return match.cuisines;
  const first = match.entries[0]?.entry.cuisine;
  return first ? [first] : [];
}

// A menu from the catalogue when the owner names dishes, products or a cuisine; null keeps the pack's menu.
export function planMenu(kind: BusinessKind, match: CatalogueMatch): PlannedCategory[] | null {
  const named = match.entries.slice(0, MAX_NAMED).map(({ entry }) => entry);
  const cuisines = menuCuisines(kind, match);
  if (named.length === 0 && cuisines.length === 0) return null;

  // Entries most at home in this business come first ("Es Kopi Susu" before "Es Teh" in a coffee shop).
  const home = (entry: CatalogueEntry) => (entry.kinds.length === 1 ? 0 : entry.kinds[0] === kind ? 1 : 2);
  const ofKind = CATALOGUE.filter((entry) => entry.kinds.includes(kind) && !named.includes(entry)).sort(
    (a, b) => home(a) - home(b),
  );
  const national = ofKind.filter((entry) => !entry.cuisine);
  const fill = cuisines.length
    ? [...regional(ofKind, cuisines), ...national.filter((entry) => SIDE_CATEGORIES.has(entry.category))]
    : national;

  let chosen = [...named];
  const perCategory = new Map<string, number>();
  for (const entry of named) perCategory.set(entry.category, (perCategory.get(entry.category) ?? 0) + 1);
  const take = (pool: readonly CatalogueEntry[], size: number) => {
    for (const entry of pool) {
      if (chosen.length >= size) return;
      const count = perCategory.get(entry.category) ?? 0;
      if (chosen.includes(entry) || count >= PER_CATEGORY) continue;
      chosen.push(entry);
      perCategory.set(entry.category, count + 1);
    }
  };
  take(fill, MENU_SIZE);
  // A small regional list is topped up with national dishes rather than left thin.
  if (cuisines.length) take(national, MIN_MENU_SIZE);

  // A category holding a single filler dish looks unfinished; the dish is left out instead.
  const counts = new Map<string, number>();
  for (const entry of chosen) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
  chosen = chosen.filter((entry) => named.includes(entry) || counts.get(entry.category)! > 1);
  // Categories in the order their first dish was chosen, so what the owner named leads the menu.
  const order = [...new Set(chosen.map((entry) => entry.category))];
  return order.map((id) => ({
    name: CATEGORY_LABELS.find((label) => label.id === id)!.name,
    entries: chosen
      .filter((entry) => entry.category === id)
      .map((entry) => ({ entry, isNamed: named.includes(entry) })),
  }));
}

// Dishes of the named cuisines taken in turn, so "Jawa dan Sunda" gives both.
function regional(pool: readonly CatalogueEntry[], cuisines: readonly Cuisine[]): CatalogueEntry[] {
  const lists = cuisines.map((cuisine) => pool.filter((entry) => entry.cuisine === cuisine));
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) =>
    lists.flatMap((list) => (list[i] ? [list[i]!] : [])),
  ).flat();
}
