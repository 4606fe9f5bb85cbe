import { afterEach, describe, expect, it } from 'vitest';
import { classifyBusiness } from '../kinds/classify';
import { emptyOffer, type OwnerOffer, type OwnerOffering } from '../kinds/owner-offer';
import { type TaggerModel, type Thresholds, useTaggerModel } from './offer-tagger';
import { readOwnerOffer } from './read-owner-offer';
import { checkOffer, ruleWordsOf } from './tagger-check';

const TAGS = ['O', 'B', 'I', 'X'];
// A model written by hand: every word is outside an offering unless named here as the first word of one
// (B) or a word that is not one (X).
function model(
  words: { offering?: string[]; not?: string[] },
  thresholds: Partial<Thresholds> = {},
): TaggerModel {
  const features = ['bias'];
  const weights = [100, 0, 0, 0];
  for (const word of words.offering ?? []) {
    features.push(`w=${word}`);
    weights.push(0, 500, 0, 0);
  }
  for (const word of words.not ?? []) {
    features.push(`w=${word}`);
    weights.push(0, 0, 0, 500);
  }
  return {
    tags: TAGS,
    features,
    weights,
    mode: 'add',
    thresholds: { drop: 0, add: 0, keepPriced: false, addPriced: true, ...thresholds },
  };
}

const item = (name: string, price: number | null = null): OwnerOffering => ({
  name,
  price,
  unit: null,
  details: [],
});
const offerOf = (...offerings: OwnerOffering[]): OwnerOffer => ({ ...emptyOffer(), offerings });
const names = (offer: OwnerOffer) => offer.offerings.map((one) => [one.name, one.price]);
const rental = classifyBusiness('rental kamera', 'sewa kamera');

afterEach(() => useTaggerModel(null));

describe('adding what the rules missed', () => {
  it('adds an offering the tagger marks, with the price written right after it', () => {
    useTaggerModel(model({ offering: ['gimbal'] }));
    const offer = offerOf(item('Sewa Kamera', 150000));
    const checked = checkOffer('Sewa kamera 150rb, gimbal 50rb', offer, rental, 'add');
    expect(names(checked)).toEqual([
      ['Sewa Kamera', 150000],
      ['Gimbal', 50000],
    ]);
    expect(names(offer)).toEqual([['Sewa Kamera', 150000]]);
  });

  it('adds none without a price of its own when told to add only priced ones', () => {
    useTaggerModel(model({ offering: ['gimbal'] }));
    expect(
      names(
        checkOffer('Sewa kamera 150rb, gimbal juga ada', offerOf(item('Sewa Kamera', 150000)), rental, 'add'),
      ),
    ).toEqual([['Sewa Kamera', 150000]]);
    useTaggerModel(model({ offering: ['gimbal'] }, { addPriced: false }));
    expect(
      names(
        checkOffer('Sewa kamera 150rb, gimbal juga ada', offerOf(item('Sewa Kamera', 150000)), rental, 'add'),
      ),
    ).toEqual([
      ['Sewa Kamera', 150000],
      ['Gimbal', null],
    ]);
  });

  it('never takes a price another offering took', () => {
    useTaggerModel(model({ offering: ['gimbal'] }));
    const offer = offerOf(item('Paket Kamera', 150000));
    expect(names(checkOffer('paket kamera + gimbal 150rb', offer, rental, 'add'))).toEqual([
      ['Paket Kamera', 150000],
    ]);
    useTaggerModel(model({ offering: ['tripod'] }));
    expect(names(checkOffer('kamera, tripod 150rb', offerOf(item('Kamera', 150000)), rental, 'add'))).toEqual(
      [['Kamera', 150000]],
    );
  });

  it('adds no street, day, city or chat word, and not the business’s own type', () => {
    useTaggerModel(model({ offering: ['makassar', 'minggu', 'rental'] }, { addPriced: false }));
    const checked = checkOffer('Rental di Makassar, minggu libur', offerOf(), rental, 'add', 'rental kamera');
    expect(checked.offerings).toEqual([]);
  });

  it('adds no call to act, even with a price by it', () => {
    useTaggerModel(model({ offering: ['book', 'pesan'] }));
    const offer = offerOf(item('Surf Lessons', 350000));
    expect(names(checkOffer('surf lessons 350k, book now 50k', offer, rental, 'add'))).toEqual([
      ['Surf Lessons', 350000],
    ]);
    expect(names(checkOffer('pesan sekarang 15rb', offerOf(), rental, 'add'))).toEqual([]);
  });

  it('takes an added offering off the phrases left for the owner', () => {
    useTaggerModel(model({ offering: ['gimbal'] }));
    const offer = { ...offerOf(), unplaced: [{ text: 'gimbal', price: 50000 }] };
    const checked = checkOffer('gimbal 50rb', offer, rental, 'add');
    expect(names(checked)).toEqual([['Gimbal', 50000]]);
    expect(checked.unplaced).toEqual([]);
  });
});

describe('checking what the rules read', () => {
  it('leaves the offer as the rules read it in the rules mode', () => {
    useTaggerModel(model({ offering: ['gimbal'] }));
    const offer = offerOf(item('Pesan', 50000));
    expect(checkOffer('Pesan sekarang 50rb, gimbal 20rb', offer, rental, 'rules')).toBe(offer);
  });

  it('moves an offering the tagger sees as no offering to the phrases left for the owner', () => {
    useTaggerModel({ ...model({ not: ['pesan'] }), mode: 'filter' });
    const checked = checkOffer(
      'Sewa kamera. Pesan sekarang 50rb',
      offerOf(item('Pesan', 50000)),
      rental,
      'filter',
    );
    expect(checked.offerings).toEqual([]);
    expect(checked.unplaced).toEqual([{ text: 'Pesan', price: 50000 }]);
  });

  it('drops an offering none of whose written words the tagger marks', () => {
    useTaggerModel({ ...model({}), mode: 'filter' });
    expect(names(checkOffer('Cuci mobil dan motor', offerOf(item('Cuci Motor')), rental, 'filter'))).toEqual(
      [],
    );
  });

  it('keeps an offering none of whose words are written as such, as it cannot judge it', () => {
    useTaggerModel({ ...model({}), mode: 'filter' });
    expect(names(checkOffer('pokoknya beres', offerOf(item('Cuci Motor')), rental, 'filter'))).toEqual([
      ['Cuci Motor', null],
    ]);
  });

  it('gives the tagger every word of the rules’ offerings', () => {
    expect([...ruleWordsOf(offerOf(item('Sewa Lensa Tele'), item('Cukur + Cuci', 45000)))]).toEqual([
      'sewa',
      'lensa',
      'tele',
      'cukur',
      'cuci',
    ]);
  });
});

describe('the reader with the shipped tagger, on chat-style descriptions', () => {
  const read = (type: string, text: string) =>
    readOwnerOffer(text, classifyBusiness(type, text), type, 'Uji').offerings.map((one) => [
      one.name,
      one.price,
    ]);

  it('keeps a combined service and its price whole', () => {
    expect(
      read(
        'barbershop',
        'Barbershop di makassar jl. pettarani. cukur 35rb, cukur+cuci 45rb, buka jam 10 pagi smp 9 malem',
      ),
    ).toEqual([
      ['Cukur', 35000],
      ['Cukur + Cuci', 45000],
    ]);
  });

  it('reads a drop-in class, not its time or the WhatsApp number', () => {
    const offerings = read(
      'studio yoga',
      'Yoga studio di Ubud. drop-in 150rb, paket 10x 1,2jt. kelas jam 5 sore tiap hari. WA 0813 3344 5566',
    );
    expect(offerings).toContainEqual(['Drop-in', 150000]);
    expect(offerings.map(([name]) => name).join(' ')).not.toMatch(/Sore|0813|WA/);
  });

  it('reads every member of a list with its price', () => {
    expect(
      read('rental kamera', 'Sewa kamera, lensa dan tripod. kamera 150rb/hari, lensa 75rb, tripod 25rb'),
    ).toEqual([
      ['Sewa Kamera', 150000],
      ['Lensa', 75000],
      ['Tripod', 25000],
    ]);
  });
});
