import { describe, expect, it } from 'vitest';
import { bookingProposal, priceUnitOf } from './booking-proposal';

describe('which kinds of business get booking proposed', () => {
  it('proposes nights to a homestay, days to a scooter rental and times to a salon, a tutor and a workshop', () => {
    expect(bookingProposal('Homestay', 'kamar dekat sawah di Ubud')).toBe('night');
    expect(bookingProposal('Sewa motor', 'sewa motor harian di Canggu')).toBe('day');
    expect(bookingProposal('Salon kecantikan')).toBe('time');
    expect(bookingProposal('Les privat matematika')).toBe('time');
    expect(bookingProposal('Bengkel motor')).toBe('time');
  });

  it('proposes months to a kos', () => {
    expect(bookingProposal('Kos putri', 'kamar kos dekat kampus, 1,2jt per bulan')).toBe('month');
    expect(bookingProposal('kos2an')).toBe('month');
  });

  it("reads the unit an offering's price names", () => {
    expect(priceUnitOf('Harga mulai dari Rp 1.200.000 per bulan.')).toBe('month');
    expect(priceUnitOf('Rp 950.000/bulan, listrik sendiri')).toBe('month');
    expect(priceUnitOf('Prices from Rp 350.000 per night.')).toBe('night');
    expect(priceUnitOf('Sewa harian, helm 2')).toBe('day');
    expect(priceUnitOf('Kamar dengan kipas angin')).toBeNull();
  });

  it('proposes nothing to a coffee shop or a clothes shop', () => {
    expect(bookingProposal('Kedai kopi')).toBeNull();
    expect(bookingProposal('Toko baju')).toBeNull();
  });
});
