import { DASHBOARD_CHECKLIST_KEYS } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '../admin-pages';
import { CHECKLIST_STEPS, countCaption, stepHint } from './checklist-steps';

describe('checklist steps', () => {
  it('describes every step the server reports and links it to an editor (or the dashboard) that exists', () => {
    const editors = new Set(['', ...ADMIN_PAGES.map((page) => page.path)]);
    for (const key of DASHBOARD_CHECKLIST_KEYS) {
      expect(CHECKLIST_STEPS[key].title, key).not.toBe('');
      expect(stepHint(CHECKLIST_STEPS[key], 1), key).not.toBe('');
      expect(editors.has(CHECKLIST_STEPS[key].sub), key).toBe(true);
    }
  });

  it('captions a count with its visible share', () => {
    expect(countCaption(24, 20, 'item', 'aktif')).toBe('24 item, 20 aktif');
  });
});

describe('what an open step asks for', () => {
  // Not "pelanggan melihat “Tanya harga”": a coffee-shop, classic or catalogue site shows no price at all,
  // and an English one says "Ask for price".
  it('counts the items without a price and says what visitors of any site see', () => {
    expect(stepHint(CHECKLIST_STEPS.menu_prices, 3)).toBe(
      '3 item belum ada harganya — pengunjung website tidak melihat harga item itu.',
    );
  });

  it('counts the phrases of the description still waiting on the dashboard', () => {
    expect(stepHint(CHECKLIST_STEPS.description_phrases, 2)).toBe(
      '2 hal dari deskripsi Anda belum kami pasang — tambahkan atau abaikan.',
    );
    expect(CHECKLIST_STEPS.description_phrases.search).toBe('#dari-deskripsi');
  });

  it('says the site shows no opening hours until they are filled in', () => {
    expect(stepHint(CHECKLIST_STEPS.opening_hours)).toBe(
      'Jam buka belum diisi — website tidak menampilkan jam buka.',
    );
  });
});
