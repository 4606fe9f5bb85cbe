import { type MerchandiseItem, merchandiseItemFormSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { coverImage, moveItem, toMerchandiseFormValues, toMerchandisePayload } from './merchandise-form';

const tote: MerchandiseItem = {
  id: 4,
  name: 'Tote Bag',
  description: null,
  price: 85000,
  display_order: 2,
  is_active: true,
  images: [
    { id: 11, image_url: '/uploads/merch/b.webp', alt_text: null, display_order: 2 },
    { id: 10, image_url: '/uploads/merch/a.webp', alt_text: 'Depan', display_order: 1 },
  ],
};

describe('merchandise form', () => {
  it('shows the gallery in its stored order', () => {
    const values = toMerchandiseFormValues(tote, []);
    expect(values.images.map((image) => image.id)).toEqual([10, 11]);
    expect(values.images[1]?.alt_text).toBe('');
  });

  it('numbers the gallery by its position and names unlabelled images after the item', () => {
    const values = toMerchandiseFormValues(tote, []);
    const reordered = { ...values, images: moveItem(values.images, 1, 0) };
    const payload = toMerchandisePayload(merchandiseItemFormSchema.parse(reordered), 'Tote Bag');
    expect(payload.images).toEqual([
      { id: 11, image_url: '/uploads/merch/b.webp', alt_text: 'Tote Bag', display_order: 1 },
      { id: 10, image_url: '/uploads/merch/a.webp', alt_text: 'Depan', display_order: 2 },
    ]);
    expect(payload.price).toBe(85000);
    expect(payload.description).toBeNull();
  });

  it('sends new images without an id', () => {
    const values = {
      ...toMerchandiseFormValues(null, [1]),
      name: 'Mug',
      images: [{ image_url: '/u/m.webp', alt_text: '' }],
    };
    const payload = toMerchandisePayload(merchandiseItemFormSchema.parse(values), 'Mug');
    expect(payload.images?.[0]).toEqual({ image_url: '/u/m.webp', alt_text: 'Mug', display_order: 1 });
    expect(payload.display_order).toBe(2);
    expect(payload.is_active).toBe(true);
  });
});

describe('moveItem and coverImage', () => {
  it('moves within bounds and ignores impossible moves', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('uses the first image of the gallery as the cover', () => {
    expect(coverImage(tote)).toBe('/uploads/merch/a.webp');
    expect(coverImage({ ...tote, images: [] })).toBeNull();
  });
});
