import { describe, expect, it } from 'vitest';
import { selectPackKind } from './select-pack';

describe('selectPackKind', () => {
  it.each([
    ['Kedai kopi', 'coffee'],
    ['coffee shop', 'coffee'],
    ['Kafe & roastery', 'coffee'],
    ['Café', 'coffee'],
    ['warung kopi', 'coffee'],
    ['Coffeeshop dan tempat nongkrong', 'coffee'],
    ['Warung makan', 'restaurant'],
    ['Restoran Padang', 'restaurant'],
    ['resto keluarga', 'restaurant'],
    ['Bakso & mie ayam', 'restaurant'],
    ['Soto Lamongan', 'restaurant'],
    ['Indonesian restaurant', 'restaurant'],
    ['frozen food', 'restaurant'],
    ['Toko roti', 'bakery'],
    ['Bakery & cake shop', 'bakery'],
    ['kue kering rumahan', 'bakery'],
    ['Pastry', 'bakery'],
    ['Butik muslimah', 'fashion'],
    ['Fashion wanita', 'fashion'],
    ['Boutique', 'fashion'],
    ['jual baju anak', 'fashion'],
    ['Hijab & gamis', 'fashion'],
    ['Clothing brand', 'fashion'],
    ['Salon kecantikan', 'beauty'],
    ['Beauty clinic', 'beauty'],
    ['Barbershop', 'beauty'],
    ['Nail art studio', 'beauty'],
    ['Spa & pijat', 'beauty'],
    ['Percetakan dan spanduk', 'generic'],
    ['Laundry kiloan', 'generic'],
    ['Toko bangunan nasional', 'generic'],
    ['Jasa fotografi', 'generic'],
    ['', 'generic'],
  ])('"%s" uses the %s pack', (businessType, kind) => {
    expect(selectPackKind(businessType)).toBe(kind);
  });

  it('lets the keyword mentioned first win when a business mixes two kinds', () => {
    expect(selectPackKind('Toko roti dan kopi')).toBe('bakery');
    expect(selectPackKind('Kopi dan roti')).toBe('coffee');
    expect(selectPackKind('Cafe & resto')).toBe('coffee');
  });

  it('falls back on a named dish, product or cuisine, then on the description', () => {
    expect(selectPackKind('pempek palembang')).toBe('restaurant');
    expect(selectPackKind('es teh jumbo')).toBe('coffee');
    expect(selectPackKind('masakan Minang')).toBe('restaurant');
    expect(selectPackKind('Usaha rumahan', 'Jual nastar dan kastengel')).toBe('bakery');
    expect(selectPackKind('UMKM', 'butik gamis')).toBe('fashion');
  });

  it('lets a named service win over the thing it handles', () => {
    expect(selectPackKind('Jasa cuci sepatu')).toBe('generic');
    expect(selectPackKind('Servis HP')).toBe('generic');
    expect(selectPackKind('Toko sepatu')).toBe('fashion');
  });

  it('does not match short keywords inside other words', () => {
    expect(selectPackKind('spanduk')).toBe('generic');
    expect(selectPackKind('satelit')).toBe('generic');
    expect(selectPackKind('restorasi mebel')).toBe('generic');
  });
});
