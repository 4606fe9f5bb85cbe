import { builtinImageUrl, type Rng } from '@webku/content-packs';
import { type BuildContext, pick, say } from './build-context';
import type { GeneratedMenuCategory, GeneratedMerchandiseItem } from './content-provider';
import type { PlannedCategory } from './plan-menu';
import { slugify } from './text-utils';

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
  if (ctx.menuPlan) return buildPlannedMenu(ctx, ctx.menuPlan);
  const names = ctx.pack.categories.map((category) => say(ctx, category.name));
  const slugs = uniqueSlugs(names);
  return ctx.pack.categories.map((category, index) => ({
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
      display_order: itemIndex + 1,
    })),
  }));
}

// Dishes the owner named are marked recommended; nothing is called a best seller on the owner's behalf.
function buildPlannedMenu(ctx: BuildContext, plan: PlannedCategory[]): GeneratedMenuCategory[] {
  const names = plan.map((category) => pick(ctx, category.name));
  const slugs = uniqueSlugs(names);
  return plan.map((category, index) => {
    const categoryImage = `${ctx.pack.kind}/category-${(index % 4) + 1}`;
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
        display_order: itemIndex + 1,
      })),
    };
  });
}

export function buildMerchandise(ctx: BuildContext): GeneratedMerchandiseItem[] {
  return ctx.pack.merchandise.map((item, index) => {
    const name = say(ctx, item.name);
    return {
      name,
      description: say(ctx, item.description),
      price: item.price,
      display_order: index + 1,
      images: item.images.map((key, imageIndex) => ({
        image_url: builtinImageUrl(key),
        alt_text: `${name} (${imageIndex + 1}/${item.images.length})`,
        display_order: imageIndex + 1,
      })),
    };
  });
}
