import { describe, expect, it } from 'vitest';
import { merchandiseItemInputSchema } from './merchandise-item';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('merchandiseItemInputSchema', () => {
  it('coerces price and image order', () => {
    const parsed = merchandiseItemInputSchema.parse({
      name: 'Tumbler',
      price: '125000',
      images: [{ image_url: '/uploads/t.webp', display_order: '2' }],
    });
    expect(parsed).toEqual({
      name: 'Tumbler',
      price: 125000,
      images: [{ image_url: '/uploads/t.webp', display_order: 2 }],
    });
  });

  it('requires an image_url per image', () => {
    expect(
      firstMessage(merchandiseItemInputSchema.safeParse({ name: 'T', images: [{ image_url: '' }] })),
    ).toBe('URL gambar wajib diisi');
  });

  it('requires image_url on every gallery image, even when the key is missing', () => {
    const result = merchandiseItemInputSchema.safeParse({ name: 'Tote Bag', images: [{ alt_text: 'tas' }] });
    expect(firstMessage(result)).toBe('URL gambar wajib diisi');
  });

  it('refuses script URLs for gallery images', () => {
    const result = merchandiseItemInputSchema.safeParse({
      name: 'Tote Bag',
      images: [{ image_url: 'javascript:alert(1)' }],
    });
    expect(result.success).toBe(false);
  });
});
