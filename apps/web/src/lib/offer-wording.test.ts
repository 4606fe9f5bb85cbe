import { ORDER_LINK_PLATFORMS, READING_WORDINGS } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { menuPageLine, merchandiseEmptyLine, orderLinkPlatforms } from './offer-wording';

describe('the editors’ helper lines follow what the business offers', () => {
  it('speak of food and drink only to a business whose offer is a menu', () => {
    expect(menuPageLine('menu')).toContain('makanan dan minuman');
    for (const wording of READING_WORDINGS.filter((w) => w !== 'menu'))
      expect(menuPageLine(wording)).not.toMatch(/makanan|minuman/);
    expect(menuPageLine('services')).toContain('layanan');
    expect(menuPageLine('rooms')).toContain('kamar');
  });

  it('say nothing of a kind not known yet but what any business offers', () => {
    expect(menuPageLine(null)).toBe(menuPageLine('catalogue'));
    expect(menuPageLine(null)).not.toMatch(/makanan|minuman|menu/);
  });

  it('suggest café goods for the merchandise of a food business only', () => {
    expect(merchandiseEmptyLine('menu')).toContain('tumbler');
    for (const wording of [...READING_WORDINGS.filter((w) => w !== 'menu'), null])
      expect(merchandiseEmptyLine(wording)).not.toMatch(/tumbler|kopi|tas kain/);
  });
});

describe('the first "Pesan juga di" platform follows what the business sells', () => {
  it('offers the delivery apps to food, the marketplaces to a shop and pages to the rest', () => {
    expect(orderLinkPlatforms('menu')[0]).toBe('gofood');
    expect(orderLinkPlatforms('products').slice(0, 2)).toEqual(['shopee', 'tokopedia']);
    for (const wording of ['services', 'rooms', 'classes', 'fleet', null] as const)
      expect(orderLinkPlatforms(wording)[0]).toBe('instagram');
  });

  it('keeps every platform, once', () => {
    for (const wording of [...READING_WORDINGS, null])
      expect([...orderLinkPlatforms(wording)].sort()).toEqual([...ORDER_LINK_PLATFORMS].sort());
  });
});
