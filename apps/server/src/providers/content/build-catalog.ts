import { type BuildContext, say } from './build-context';
import type { GeneratedMenuCategory, GeneratedMerchandiseItem } from './content-provider';
import { builtinImageUrl } from './images';
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

export function buildMenu(ctx: BuildContext): GeneratedMenuCategory[] {
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
