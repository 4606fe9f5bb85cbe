import { DASHBOARD_CHECKLIST_KEYS } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { type ChecklistContent, checklistFrom } from './dashboard-checklist';

const empty: ChecklistContent = {
  whatsappNumber: null,
  oneRows: new Map(),
  stores: [],
  menuItems: [],
  domain: null,
  descriptionPhrases: { total: 0, open: 0 },
};

const step = (content: Partial<ChecklistContent>, key: string) =>
  checklistFrom({ ...empty, ...content }).find((each) => each.key === key);

describe('dashboard checklist', () => {
  it('lists every step once, in the order the dashboard shows them', () => {
    const phrases = { total: 2, open: 1 };
    const steps = checklistFrom({ ...empty, descriptionPhrases: phrases });
    expect(steps.map((each) => each.key)).toEqual([...DASHBOARD_CHECKLIST_KEYS]);
    for (const each of steps) expect(typeof each.done, each.key).toBe('boolean');
  });

  it("ticks a section's photo step once its own photo is there (and About's text), never for a drawn one", () => {
    const rows = (hero: object | null, about: object | null) =>
      new Map<string, object | null>([
        ['hero', hero],
        ['about', about],
      ]);
    const drawn = '/media/builtin/coffee/hero.svg';
    const own = '/media/u/7/toko.webp';
    expect(step({ oneRows: rows(null, null) }, 'hero_photo')?.done).toBe(false);
    expect(step({ oneRows: rows({ background_image: drawn }, null) }, 'hero_photo')?.done).toBe(false);
    expect(step({ oneRows: rows({ background_image: own }, null) }, 'hero_photo')?.done).toBe(true);
    expect(step({ oneRows: rows(null, { text: '', image: own }) }, 'about_photo')?.done).toBe(false);
    expect(step({ oneRows: rows(null, { text: 'Sejak 2019.', image: drawn }) }, 'about_photo')?.done).toBe(
      false,
    );
    expect(step({ oneRows: rows(null, { text: 'Sejak 2019.', image: own }) }, 'about_photo')?.done).toBe(
      true,
    );
  });

  it('asks to review the phrases of the description while any is open, and only when there were some', () => {
    expect(step({}, 'description_phrases')).toBeUndefined();
    expect(step({ descriptionPhrases: { total: 3, open: 2 } }, 'description_phrases')).toEqual({
      key: 'description_phrases',
      done: false,
      missing: 2,
    });
    expect(step({ descriptionPhrases: { total: 3, open: 0 } }, 'description_phrases')).toEqual({
      key: 'description_phrases',
      done: true,
      missing: 0,
    });
  });

  it('asks for the prices of the items that have none, counting them', () => {
    const items = [
      { image: null, price: 0 },
      { image: null, price: 18_000 },
      { image: null, price: 0 },
      { image: null, price: 0 },
    ];
    expect(step({ menuItems: items }, 'menu_prices')).toEqual({
      key: 'menu_prices',
      done: false,
      missing: 3,
    });
    const priced = items.map((item) => ({ ...item, price: 15_000 }));
    expect(step({ menuItems: priced }, 'menu_prices')).toEqual({
      key: 'menu_prices',
      done: true,
      missing: 0,
    });
  });

  it('asks for opening hours until a store has any', () => {
    const noHours = [{ address: 'Jl. Braga 1', whatsapp_number: null, opening_hours: [] }];
    expect(step({ stores: noHours }, 'opening_hours')).toEqual({ key: 'opening_hours', done: false });
    const withHours = [
      ...noHours,
      { address: null, whatsapp_number: null, opening_hours: [{ day_of_week: 'monday' }] },
    ];
    expect(step({ stores: withHours }, 'opening_hours')).toEqual({ key: 'opening_hours', done: true });
  });

  it('counts the one business number wherever the owner typed it', () => {
    expect(step({}, 'phone')?.done).toBe(false);
    expect(step({ whatsappNumber: '6281234567890' }, 'phone')?.done).toBe(true);
    expect(
      step({ stores: [{ address: null, whatsapp_number: '6281234567890', opening_hours: [] }] }, 'phone')
        ?.done,
    ).toBe(true);
  });

  it('counts only the owner’s own photos, not the drawn ones', () => {
    const drawn = [{ image: '/media/builtin/coffee/espresso.svg', price: 0 }];
    expect(step({ menuItems: drawn }, 'menu_photos')?.done).toBe(false);
    expect(
      step({ menuItems: [...drawn, { image: '/media/u/1/menu/a.webp', price: 0 }] }, 'menu_photos')?.done,
    ).toBe(true);
  });
});
