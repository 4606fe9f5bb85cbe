import { describe, expect, it } from 'vitest';
import { heroPlaceholders, toHeroFormValues } from './hero-form';

describe('hero form values', () => {
  it('falls back to placeholder defaults named after the company', () => {
    expect(toHeroFormValues(null, 'Kopi Senja')).toEqual(heroPlaceholders('Kopi Senja'));
    expect(heroPlaceholders('Kopi Senja')).toMatchObject({ shop_name: 'Kopi Senja', cta_link: '#menu' });
  });

  it('shows stored nulls as empty fields', () => {
    const values = toHeroFormValues({
      background_image: '/uploads/hero.webp',
      logo: null,
      shop_name: 'Kopi Senja',
      sub_name: null,
      tagline: 'Kopi enak',
      cta_text: null,
      cta_link: '#menu',
    });
    expect(values).toEqual({
      background_image: '/uploads/hero.webp',
      logo: '',
      shop_name: 'Kopi Senja',
      sub_name: '',
      tagline: 'Kopi enak',
      cta_text: '',
      cta_link: '#menu',
    });
  });
});
