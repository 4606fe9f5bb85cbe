import { describe, expect, it } from 'vitest';
import { saysNoPlace } from './premises';

describe('a business with no place to come to', () => {
  it('is one that sells online or brings what it offers', () => {
    for (const words of [
      'Toko online batik tulis, kirim ke seluruh Indonesia',
      'Olshop hijab dan gamis',
      'Rental mobil Avanza, mobil diantar ke hotel atau bandara',
      'Car rental in Bali, we deliver to your villa',
      'Jualan online kue kering',
    ])
      expect(saysNoPlace(words), words).toBe(true);
  });

  it('is not a shop, a warung or a salon that says nothing of it', () => {
    for (const words of [
      'Kedai kopi kecil di sudut kota dengan kopi susu gula aren andalan',
      'Barbershop di Makassar, potong rambut 35rb',
      'Laundry kiloan dekat kampus, cuci setrika 7rb/kg',
    ])
      expect(saysNoPlace(words), words).toBe(false);
  });
});
