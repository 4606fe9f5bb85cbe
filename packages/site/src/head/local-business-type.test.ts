import { describe, expect, test } from 'vitest';
import { localBusinessType } from './local-business-type';

describe('localBusinessType', () => {
  test.each([
    ['Kopi Senja | Kedai Kopi & Espresso Bar', 'CafeOrCoffeeShop'],
    ['Café Lumière', 'CafeOrCoffeeShop'],
    ['Roti Bunda: toko roti dan kue, juga kopi', 'Bakery'],
    ['Warung Sate Pak Kumis', 'Restaurant'],
    ['Rumah Makan Padang Sederhana', 'Restaurant'],
    ['Salon & Spa Cantik', 'BeautySalon'],
    ['Butik Hijab Aira', 'ClothingStore'],
    ['Bengkel Motor Jaya', 'LocalBusiness'],
    ['', 'LocalBusiness'],
  ])('%s is a %s', (text, type) => {
    expect(localBusinessType(text)).toBe(type);
  });

  test('words inside other words do not count', () => {
    expect(localBusinessType('Kopiah Store')).toBe('LocalBusiness');
  });
});
