import type { MenuCategory } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../../tests/support/site/fixture-payload';
import { buildMenuModel } from '../../data/menu-model';
import { buildCommerceModel } from '../../data/order-model';
import { SITE_TEXTS } from '../../texts/site-texts';
import { MenuCatalogue } from './menu-catalogue';

const texts = SITE_TEXTS.indonesia;

function render(edit: (categories: MenuCategory[]) => MenuCategory[] = (categories) => categories) {
  const payload = fixturePayload();
  const { categories } = buildMenuModel(
    payload.menu_section_settings!,
    edit(payload.menu_categories),
    'Menu',
    texts,
  );
  const { order } = buildCommerceModel(payload, texts.order);
  const html = renderToStaticMarkup(<MenuCatalogue categories={categories} texts={texts} order={order} />);
  return { html, categories };
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('catalogue layout', () => {
  test('a chip per group links to its anchor, after "Semua" (the whole catalogue) and the featured row', () => {
    const { html, categories } = render();
    const chips = [...html.matchAll(/<a class="chip[^"]*" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [
      m[1],
      m[2]!.replace(/&amp;/g, '&'),
    ]);
    expect(chips[0]).toEqual(['#menu', 'Semua']);
    expect(chips[1]).toEqual(['#menu-featured', 'Produk Unggulan']);
    const withItems = categories.filter((category) => category.items.length > 0);
    expect(chips.slice(2)).toEqual(withItems.map((category) => [`#${category.anchorId}`, category.name]));
    for (const [href] of chips.slice(1)) expect(html).toContain(`id="${href!.slice(1)}"`);
    expect(html).toContain('<nav class="catalogue-filters" aria-label="Kategori produk">');
  });

  test('every product on sale has its own "Pesan", a sold-out one only its "Habis" tag', () => {
    const { html } = render((categories) =>
      categories.map((category, c) => ({
        ...category,
        menu_items: category.menu_items.map((item) =>
          c === 1 && item.name === 'Espresso' ? { ...item, sold_out: true } : item,
        ),
      })),
    );
    const espresso = html.slice(
      html.indexOf('>Espresso<'),
      html.indexOf('</li>', html.indexOf('>Espresso<')),
    );
    expect(espresso).toContain('class="sold-out-tag">Habis<');
    expect(espresso).not.toContain('data-order-add');
    expect(html).toMatch(/<li class="product-tile is-sold-out">/);
    const tiles = count(html, /<li class="product-tile/);
    expect(count(html, /data-order-add=/)).toBe(tiles - 1);
  });

  test('product pictures are square and keep their ratio; prices sit on the picture as a tag', () => {
    const { html } = render();
    expect(html).toMatch(/<span class="product-media"><img [^>]*width="600" height="600"/);
    expect(html).toContain('<span class="price-badge">Rp 22.000</span>');
  });

  test('one category with one product: no chips, no featured row, one tile', () => {
    const { html } = render(([first]) => [
      { ...first!, menu_items: first!.menu_items.filter((item) => item.is_active).slice(0, 1) },
    ]);
    expect(html).not.toContain('catalogue-filters');
    expect(html).not.toContain('menu-featured');
    expect(count(html, /<li class="product-tile/)).toBe(1);
  });
});
