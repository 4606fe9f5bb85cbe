import { describe, expect, it } from 'vitest';
import { ownerSubName } from './owner-words';

describe("the owner's business type as the hero sub name", () => {
  it.each([
    ['servis ac', 'Servis AC'],
    ['toko atk dan fotokopi', 'Toko ATK dan Fotokopi'],
    ['rumah makan padang', 'Rumah Makan Padang'],
    ['les privat sd smp', 'Les Privat SD SMP'],
  ])('writes %s as %s', (typed, shown) => {
    expect(ownerSubName(typed)).toBe(shown);
  });
});
