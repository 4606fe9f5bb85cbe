import { describe, expect, it } from 'vitest';
import { bookingProposal } from './booking-proposal';

describe('which kinds of business get booking proposed', () => {
  it('proposes nights to a homestay, days to a scooter rental and times to a salon, a tutor and a workshop', () => {
    expect(bookingProposal('Homestay', 'kamar dekat sawah di Ubud')).toBe('night');
    expect(bookingProposal('Sewa motor', 'sewa motor harian di Canggu')).toBe('day');
    expect(bookingProposal('Salon kecantikan')).toBe('time');
    expect(bookingProposal('Les privat matematika')).toBe('time');
    expect(bookingProposal('Bengkel motor')).toBe('time');
  });

  it('proposes nothing to a coffee shop or a clothes shop', () => {
    expect(bookingProposal('Kedai kopi')).toBeNull();
    expect(bookingProposal('Toko baju')).toBeNull();
  });
});
