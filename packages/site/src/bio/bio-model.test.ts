import { bioButtonId } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { arrangeBioButtons } from './bio-model';

const site = new Map([
  ['whatsapp', { label: 'Chat WhatsApp', url: 'https://wa.me/6281234567890' }],
  ['menu', { label: 'Menu Kami', url: '/kopi#menu' }],
  ['gofood', { label: 'GoFood', url: 'https://gofood.co.id/x' }],
] as const);
const keys = (views: ReturnType<typeof arrangeBioButtons>) =>
  views.map((v) => [v.key, v.label, v.is_visible]);

describe('arrangeBioButtons', () => {
  it('shows the site’s buttons in their order while nothing is saved', () => {
    expect(keys(arrangeBioButtons(new Map(site), null))).toEqual([
      ['whatsapp', 'Chat WhatsApp', true],
      ['menu', 'Menu Kami', true],
      ['gofood', 'GoFood', true],
    ]);
  });

  it('keeps the owner’s order and hidden buttons, appends new site buttons, drops what the site lost', () => {
    const views = arrangeBioButtons(new Map(site), [
      { key: 'gofood', is_visible: true },
      { key: 'custom', label: 'Katalog', url: 'https://contoh.com/katalog', is_visible: true },
      { key: 'shopee', is_visible: true },
      { key: 'whatsapp', is_visible: false },
      { key: 'gofood', is_visible: false },
    ]);
    expect(keys(views)).toEqual([
      ['gofood', 'GoFood', true],
      ['custom', 'Katalog', true],
      ['whatsapp', 'Chat WhatsApp', false],
      ['menu', 'Menu Kami', true],
    ]);
    expect(views[0]).toMatchObject({ id: 'gofood', platform: 'gofood' });
    expect(views[1]).toMatchObject({ id: bioButtonId({ key: 'custom', url: 'https://contoh.com/katalog' }) });
  });

  it('never shows an own link that is not https, whatever was stored', () => {
    const views = arrangeBioButtons(new Map(), [
      { key: 'custom', label: 'X', url: 'javascript:alert(1)', is_visible: true },
      { key: 'custom', label: 'Y', url: 'http://contoh.com', is_visible: true },
    ]);
    expect(views).toEqual([]);
  });
});

describe('bioButtonId', () => {
  it('is the key of a site button, and a short stable id of an own link’s address', () => {
    expect(bioButtonId({ key: 'gofood' })).toBe('gofood');
    const id = bioButtonId({ key: 'custom', url: 'https://contoh.com/a' });
    expect(id).toMatch(/^custom-[0-9a-z]{1,7}$/);
    expect(bioButtonId({ key: 'custom', url: 'https://contoh.com/a' })).toBe(id);
    expect(bioButtonId({ key: 'custom', url: 'https://contoh.com/b' })).not.toBe(id);
  });
});
