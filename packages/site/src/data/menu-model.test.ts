import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { SITE_TEXTS } from '../texts/site-texts';
import { buildMenuModel, itemBadges } from './menu-model';

const menu = () => {
  const payload = fixturePayload();
  return buildMenuModel(payload.menu_section_settings!, payload.menu_categories, 'Menu', SITE_TEXTS.english);
};

describe('menu model', () => {
  test('items are active only and sorted by display_order', () => {
    const [first] = menu().categories;
    expect(first?.items.map((item) => item.name)).toEqual([
      'Es Kopi Susu Gula Aren',
      'Es Kopi Pandan',
      'Es Kopi Klepon',
      'Es Kopi Regal',
      'Es Kopi Butterscotch',
      'Es Kopi Susu Oat',
    ]);
  });

  test('badges are the spec texts, best seller first', () => {
    const both = { is_best_seller: true, is_recommended: true };
    expect(itemBadges(both, SITE_TEXTS.english)).toEqual(['★ Best Seller', '👍 Recommended']);
    expect(itemBadges(both, SITE_TEXTS.indonesia)).toEqual(['★ Terlaris', '👍 Rekomendasi']);
    expect(itemBadges({ is_best_seller: false, is_recommended: false }, SITE_TEXTS.english)).toEqual([]);
  });

  test('a price is shown only when greater than 0, in rupiah', () => {
    const items = menu().categories.flatMap((category) => category.items);
    expect(items.find((item) => item.name === 'Espresso')?.price).toBe('Rp 18.000');
    expect(items.find((item) => item.name === 'Air Mineral')?.price).toBeNull();
  });

  test('the stage image falls back from the item to the category to the first item image', () => {
    const nonKopi = menu().categories.find((category) => category.name === 'Non-Kopi')!;
    expect(nonKopi.stageImage).toBe('/media/builtin/coffee/matcha-latte.svg');
    const redVelvet = nonKopi.items.find((item) => item.name === 'Red Velvet Latte')!;
    expect(redVelvet.stageImage).toBe('/media/builtin/coffee/matcha-latte.svg');
    const classic = menu().categories.find((category) => category.name === 'Kopi Klasik')!;
    expect(classic.stageImage).toBe('/media/builtin/coffee/category-2.svg');
    expect(classic.items[0]?.stageImage).toBe('/media/builtin/coffee/espresso.svg');
  });

  test('the Google Drive link is labelled title + " Detail"', () => {
    expect(menu().driveLink).toEqual({
      label: 'Menu Kami Detail',
      href: 'https://drive.google.com/file/d/kopi-senja-menu/view',
    });
    const payload = fixturePayload();
    const setting = { ...payload.menu_section_settings!, title: null, google_drive_menu_url: null };
    const model = buildMenuModel(setting, payload.menu_categories, 'Menu', SITE_TEXTS.english);
    expect(model.title).toBe('Menu');
    expect(model.driveLink).toBeNull();
  });

  test('a bookable item is asked for by "Booking" only; the others keep their order action', () => {
    const payload = fixturePayload();
    const [espresso, ...others] = menu().categories.flatMap((category) => category.items);
    const booking = {
      label: 'Booking',
      href: (id: number) => (id === espresso!.id ? `/kopi/booking?offering=${id}` : null),
    };
    const model = buildMenuModel(
      payload.menu_section_settings!,
      payload.menu_categories,
      'Menu',
      SITE_TEXTS.indonesia,
      booking,
    );
    const items = model.categories.flatMap((category) => category.items);
    expect(items.find((item) => item.id === espresso!.id)?.orderItem.booking).toEqual({
      label: 'Booking',
      href: `/kopi/booking?offering=${espresso!.id}`,
    });
    const other = items.find((item) => item.id === others[0]!.id);
    expect(other?.orderItem).toEqual({
      key: `menu-${other?.id}`,
      name: other?.name,
      price: expect.any(Number),
    });
  });
});
