import {
  builtinImageUrl,
  catalogueEntryFor,
  fitsKind,
  type KindItem,
  kindItemFor,
  matchCatalogue,
  normalizeText,
  type Rng,
} from '@webku/content-packs';
import { type BuildContext, pick, say } from './build-context';
import type { GeneratedMenuCategory, GeneratedMenuItem, GeneratedMerchandiseItem } from './content-provider';
import type { PlannedCategory } from './plan-menu';
import { slugify } from './text-utils';

// A kind's menu: what the owner named first, then its typical items up to this many.
const KIND_MENU_SIZE = 10;

// Slugs stay unique within a site even if two names slugify the same.
export function uniqueSlugs(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name, index) => {
    const base = slugify(name) || `kategori-${index + 1}`;
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  });
}

// A whole-rupiah price inside the catalogue range, on a step a shop would use.
export function priceInRange([min, max]: readonly [number, number], rng: Rng): number {
  const range = max - min;
  const step = range >= 20_000 ? 1000 : range >= 2000 ? 500 : 100;
  return min + rng.int(0, Math.floor(range / step)) * step;
}

export function buildMenu(ctx: BuildContext): GeneratedMenuCategory[] {
  const menu = ctx.menuPlan
    ? buildPlannedMenu(ctx, ctx.menuPlan)
    : ctx.pack && ctx.offerings.length === 0
      ? buildPackMenu(ctx)
      : buildKindMenu(ctx);
  return withOwnerOfferings(ctx, menu);
}

function buildPackMenu(ctx: BuildContext): GeneratedMenuCategory[] {
  const categories = ctx.pack!.categories;
  const names = categories.map((category) => say(ctx, category.name));
  const slugs = uniqueSlugs(names);
  return categories.map((category, index) => ({
    name: names[index]!,
    slug: slugs[index]!,
    display_order: index + 1,
    image: builtinImageUrl(category.image),
    items: category.items.map((item, itemIndex) => ({
      name: say(ctx, item.name),
      description: say(ctx, item.description),
      price: item.price,
      image: builtinImageUrl(item.image),
      is_best_seller: item.best === true,
      is_recommended: item.recommended === true,
      is_example: false,
      display_order: itemIndex + 1,
    })),
  }));
}

// Dishes the owner named are marked recommended; nothing is called a best seller on the owner's behalf.
function buildPlannedMenu(ctx: BuildContext, plan: PlannedCategory[]): GeneratedMenuCategory[] {
  const names = plan.map((category) => pick(ctx, category.name));
  const slugs = uniqueSlugs(names);
  return plan.map((category, index) => {
    const categoryImage = `${ctx.art}/category-${(index % 4) + 1}`;
    return {
      name: names[index]!,
      slug: slugs[index]!,
      display_order: index + 1,
      image: builtinImageUrl(categoryImage),
      items: category.entries.map(({ entry, isNamed }, itemIndex) => ({
        name: pick(ctx, entry.name),
        description: pick(ctx, entry.description),
        price: priceInRange(entry.price, ctx.rng),
        image: builtinImageUrl(entry.image ?? categoryImage),
        is_best_seller: false,
        is_recommended: isNamed,
        is_example: false,
        display_order: itemIndex + 1,
      })),
    };
  });
}

type Row = { name: string; price: number; isNamed: boolean };

// A price only from a matching item of the kind or of the catalogue; none (hidden on the site) otherwise.
function ownerPrice(ctx: BuildContext, offering: string, item: KindItem | undefined): number {
  const range = item?.price ?? catalogueEntryFor(offering, ctx.kind)?.price;
  return range ? priceInRange(range, ctx.rng) : 0;
}

// The owner's offerings in their words, each in its item's category with the item's price (none when
// the kind has no such item), then the kind's typical items. The general kind has only the owner's words.
function buildKindMenu(ctx: BuildContext): GeneratedMenuCategory[] {
  const { kind } = ctx;
  const rows: Row[][] = kind.categories.map(() => []);
  const used = new Set<KindItem>();
  for (const offering of ctx.offerings) {
    const item = kindItemFor(offering, kind);
    if (item) used.add(item);
    rows[item?.category ?? 0]!.push({
      name: offering,
      price: ownerPrice(ctx, offering, item),
      isNamed: true,
    });
  }
  // Dishes and products of the catalogue named outside a list ("Pecel lele kaki lima di Surabaya").
  const written = ctx.offerings.map((offering) => ` ${normalizeText(offering)} `);
  const named = ctx.catalogueMatch.entries.filter(
    ({ entry, phrase }) => fitsKind(entry, kind) && !written.some((text) => text.includes(` ${phrase} `)),
  );
  for (const { entry } of named) {
    rows[0]!.push({ name: pick(ctx, entry.name), price: priceInRange(entry.price, ctx.rng), isNamed: true });
  }
  let count = ctx.offerings.length + named.length;
  for (const item of kind.items) {
    if (count >= KIND_MENU_SIZE) break;
    if (used.has(item)) continue;
    rows[item.category]!.push({
      name: pick(ctx, item.name),
      price: priceInRange(item.price, ctx.rng),
      isNamed: false,
    });
    count++;
  }
  if (count === 0) rows[0]!.push({ name: ctx.vars.business ?? ctx.brand, price: 0, isNamed: true });
  const filled = kind.categories.map((name, index) => ({ name: pick(ctx, name), rows: rows[index]! }));
  // A category holding one typical item looks unfinished; it is left out unless the owner named the item.
  const shown = filled.filter(
    (category, index) =>
      category.rows.length > 1 ||
      category.rows.some((row) => row.isNamed) ||
      (index === 0 && category.rows.length > 0),
  );
  const slugs = uniqueSlugs(shown.map((category) => category.name));
  return shown.map((category, index) => {
    const image = builtinImageUrl(`${ctx.art}/category-${(index % 4) + 1}`);
    return {
      name: category.name,
      slug: slugs[index]!,
      display_order: index + 1,
      image,
      items: category.rows.map((row, itemIndex) => menuItem(row, image, itemIndex)),
    };
  });
}

function menuItem(row: Row, image: string, index: number): GeneratedMenuItem {
  return {
    name: row.name,
    description: '',
    price: row.price,
    image,
    is_best_seller: false,
    is_recommended: row.isNamed,
    is_example: false,
    display_order: index + 1,
  };
}

// Every offering the owner named ends up on the menu in their words: a catalogue item they named under
// another name takes theirs ("gudeg" is not renamed "Gudeg Jogja"); those the menu lacks lead the first category.
function withOwnerOfferings(ctx: BuildContext, menu: GeneratedMenuCategory[]): GeneratedMenuCategory[] {
  if (menu.length === 0) return menu;
  const names = new Set(menu.flatMap((category) => category.items.map((item) => normalizeText(item.name))));
  const renames = new Map<string, string>();
  const missing: string[] = [];
  for (const offering of ctx.offerings) {
    if (names.has(normalizeText(offering))) continue;
    const named = matchCatalogue(offering).entries[0];
    const catalogueName = named?.entry.name.map(normalizeText).find((name) => names.has(name));
    if (named && catalogueName && !renames.has(catalogueName)) renames.set(catalogueName, offering);
    else missing.push(offering);
  }
  const renamed = menu.map((category) => ({
    ...category,
    items: category.items.map((item) => {
      const name = renames.get(normalizeText(item.name));
      return name ? { ...item, name, is_recommended: true } : item;
    }),
  }));
  if (missing.length === 0) return renamed;
  const [first, ...rest] = renamed;
  const added = missing.map((offering) => ({
    name: offering,
    price: ownerPrice(ctx, offering, kindItemFor(offering, ctx.kind)),
    isNamed: true,
  }));
  const items = [...added.map((row, index) => menuItem(row, first!.image, index)), ...first!.items].map(
    (item, index) => ({ ...item, display_order: index + 1 }),
  );
  return [{ ...first!, items }, ...rest];
}

export function buildMerchandise(ctx: BuildContext): GeneratedMerchandiseItem[] {
  if (ctx.kind.goods.length === 0) return [];
  if (ctx.pack && ctx.kind.goodsFromPack) {
    return (ctx.pack.merchandise ?? []).map((item, index) =>
      merchandise(say(ctx, item.name), say(ctx, item.description), item.price, index, item.images),
    );
  }
  return ctx.kind.goods.map((item, index) =>
    merchandise(pick(ctx, item.name), '', priceInRange(item.price, ctx.rng), index, [
      `${ctx.art}/merch-goods-1`,
      `${ctx.art}/merch-goods-2`,
    ]),
  );
}

function merchandise(
  name: string,
  description: string,
  price: number,
  index: number,
  images: readonly string[],
): GeneratedMerchandiseItem {
  return {
    name,
    description,
    price,
    display_order: index + 1,
    images: images.map((key, imageIndex) => ({
      image_url: builtinImageUrl(key),
      alt_text: `${name} (${imageIndex + 1}/${images.length})`,
      display_order: imageIndex + 1,
    })),
  };
}
