import { describe, expect, it } from 'vitest';
import { emptyOffer, type OwnerOffer } from '../kinds/owner-offer';
import { withBracketDetails } from './bracket-details';

const offer = (...names: string[]): OwnerOffer => ({
  ...emptyOffer(),
  offerings: names.map((name) => ({ name, price: 10_000, unit: null, details: [] })),
});
const details = (description: string, ...names: string[]) =>
  withBracketDetails(description, offer(...names)).offerings.map((offering) => offering.details);

describe('what the owner put in brackets after an offering', () => {
  it('details that offering, in their words, before or after its price', () => {
    expect(
      details('Fun dives 900k. Open water course 5.5jt (3 days).', 'Fun Dives', 'Open Water Course'),
    ).toEqual([[], ['3 days']]);
    expect(details('langganan makan siang kantor 500rb/bln (20x)', 'Langganan Makan Siang Kantor')).toEqual([
      ['20x'],
    ]);
    expect(details('nasi kuning (telor + ati ampela) 15rb', 'Nasi Kuning')).toEqual([['telor + ati ampela']]);
  });

  it('goes to the offering the words before it end with, never to another sharing a word', () => {
    expect(
      details(
        'Balinese massage 150k (60 min), hot stone massage 250k (90 min)',
        'Balinese Massage',
        'Hot Stone Massage',
      ),
    ).toEqual([['60 min'], ['90 min']]);
    // The night tour was not read as an offering: its hours are no detail of the walking tour.
    expect(
      details('Half-day walking tour 450k\nNight food tour (6pm-10pm) 550k', 'Half-day Walking Tour'),
    ).toEqual([[]]);
  });

  it('leaves brackets with a price, after no offering or already read, as they were', () => {
    expect(details('ganti oli 45rb (oli bawa sendiri 15rb)', 'Ganti Oli', 'Oli Bawa Sendiri')).toEqual([
      [],
      [],
    ]);
    expect(details('buka tiap hari (kecuali lebaran). cukur 35rb', 'Cukur')).toEqual([[]]);
    const read = offer('Foto Prewedding');
    read.offerings[0]!.details.push('2 jam');
    expect(withBracketDetails('foto prewedding 1jt (2 jam)', read).offerings[0]!.details).toEqual(['2 jam']);
  });
});
