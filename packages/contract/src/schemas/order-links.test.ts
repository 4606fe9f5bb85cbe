import { describe, expect, it } from 'vitest';
import { orderLinkPlatform, orderLinkProblem, orderLinksInput, reviewLinkInput } from './order-links';

describe('order link platforms', () => {
  it.each([
    ['https://gofood.co.id/bandung/restaurant/kopi-senja-4f1c2', 'gofood'],
    ['https://gofood.link/a/abc123', 'gofood'],
    ['https://food.grab.com/id/id/restaurant/kopi-senja-delivery/6-C2X', 'grabfood'],
    ['https://r.grab.com/g/6-2023', 'grabfood'],
    ['https://shopee.co.id/universal-link/now-food/shop/123', 'shopeefood'],
    ['https://shopeefood.co.id/bandung/kopi-senja', 'shopeefood'],
    ['https://shopee.co.id/kopisenja', 'shopee'],
    ['https://id.shp.ee/xyz', 'shopee'],
    ['https://www.tokopedia.com/kopisenja', 'tokopedia'],
    ['https://tk.tokopedia.link/abc', 'tokopedia'],
    ['https://tokopedia.link/abc', 'tokopedia'],
    ['https://shop.tiktok.com/view/product/1729', 'tiktok_shop'],
    ['https://www.tiktok.com/@kopisenja', 'tiktok'],
    ['https://vt.tiktok.com/ZSabc/', 'tiktok'],
    ['https://www.instagram.com/kopisenja/', 'instagram'],
    ['https://m.facebook.com/kopisenja', 'facebook'],
    ['https://maps.app.goo.gl/AbCdEf', 'google_maps'],
    ['https://www.google.com/maps/place/Kopi+Senja', 'google_maps'],
    ['https://www.google.com/search?q=kopi', null],
    ['https://notgofood.co.id/x', null],
    ['https://gofood.co.id.evil.example/x', null],
    ['not a url', null],
    // Copied without its scheme: still known by its address.
    ['www.tokopedia.com/kopisenja', 'tokopedia'],
    ['shopee.co.id/kopisenja', 'shopee'],
  ])('%s is %s', (url, platform) => {
    expect(orderLinkPlatform(url)).toBe(platform);
  });

  it('names the platform the address really belongs to', () => {
    expect(orderLinkProblem('shopee', 'https://gofood.co.id/x')).toBe(
      'Tautan ini alamat GoFood, bukan Shopee: pilih GoFood atau tempel tautan Shopee Anda',
    );
    expect(orderLinkProblem('gofood', 'https://gofood.co.id/x')).toBeNull();
    expect(orderLinkProblem('gofood', 'http://gofood.co.id/x')).toBe('Tautan GoFood harus diawali https://');
  });

  it('says the fix in the name of the platform a pasted address belongs to, whatever the row was', () => {
    expect(orderLinkProblem('gofood', 'www.tokopedia.com/kopisenja')).toBe(
      'Tautan Tokopedia harus alamat lengkap yang diawali https://',
    );
    expect(orderLinkProblem('gofood', 'kopisenja')).toBe(
      'Tautan GoFood harus alamat lengkap yang diawali https://',
    );
  });

  it('takes one link per platform', () => {
    const link = { platform: 'gofood', url: 'https://gofood.co.id/x' };
    expect(orderLinksInput().safeParse([link]).success).toBe(true);
    expect(orderLinksInput().safeParse([link, link]).success).toBe(false);
  });
});

describe('the Google review link', () => {
  // Within 500 characters, but each Devanagari letter is 3 bytes of UTF-8: 1,457 bytes.
  const tooBig = `https://g.page/r/${'न'.repeat(479)}abc`;

  it('is refused, naming the field and the limit in bytes, when a printed QR code cannot hold it', () => {
    expect(tooBig.length).toBeLessThanOrEqual(500);
    expect(new TextEncoder().encode(tooBig).length).toBe(1457);
    const result = reviewLinkInput().safeParse(tooBig);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Tautan ulasan Google terlalu panjang untuk dicetak sebagai kode QR (1.457 byte, maksimal 1.273 byte; huruf di luar abjad Latin dihitung 2 sampai 4 byte): pakai tautan pendek "Minta ulasan" dari Profil Bisnis Google Anda',
    );
  });

  it('is taken up to what a printed QR code holds, 1,273 bytes', () => {
    const fits = `https://g.page/r/${'न'.repeat(418)}ab`;
    expect(new TextEncoder().encode(fits).length).toBe(1273);
    expect(reviewLinkInput().safeParse(fits)).toMatchObject({ success: true, data: fits });
    expect(reviewLinkInput().safeParse(`${fits}c`).success).toBe(false);
  });
});
