// The stage after the offerings are read: what the owner put in brackets after an offering ("Open water course
// 5.5jt (3 days)", "langganan makan siang 500rb/bln (20x)", "nasi kuning (telor + ati ampela)") details that
// offering, in their words, where earlier stages only left it in the About text. Brackets that hold a price
// are read as offerings or variants there; brackets after anything that is not an offering change nothing.
import type { OwnerOffer } from '../kinds/owner-offer';
import { writtenPrices } from '../kinds/owner-prices';
import { normalizeText } from '../packs/catalogue/normalize';

// A bracket of a few words, and the words written before it on the same line.
const BRACKET = /([^\n()]{1,80}?)\s*\(([^()\n]{1,60})\)/gu;
const MAX_BRACKETS = 20;

export function withBracketDetails(description: string, offer: OwnerOffer): OwnerOffer {
  const names = offer.offerings.map((offering) => normalizeText(offering.name).split(' ').filter(Boolean));
  const found = new Map<number, string[]>();
  let seen = 0;
  for (const match of description.matchAll(BRACKET)) {
    if (++seen > MAX_BRACKETS) break;
    const [, before = '', inside = ''] = match;
    const detail = inside.trim();
    if (!/\p{L}|\d/u.test(detail) || writtenPrices(detail).length > 0) continue;
    // The words before the bracket, its prices left out ("course 5.5jt (3 days)" is said of the course).
    let words = before;
    for (const price of writtenPrices(before).reverse())
      words = `${words.slice(0, price.index)} ${words.slice(price.index + price.length)}`;
    const said = normalizeText(words.split(/[,;:.!?]/).at(-1) ?? '')
      .split(' ')
      .filter(Boolean);
    // The offering those words end with: its whole name, or at least its last two words ("hot stone massage
    // (90 min)" is not the Balinese massage's; "night food tour (6pm-10pm)" is no other tour's).
    let index = -1;
    let best = 0;
    for (const [at, name] of names.entries()) {
      let common = 0;
      while (common < name.length && name.at(-1 - common) === said.at(-1 - common)) common++;
      if ((common === name.length || common >= 2) && common > best) [index, best] = [at, common];
    }
    if (index < 0) continue;
    const details = found.get(index) ?? [];
    details.push(detail);
    found.set(index, details);
  }
  if (found.size === 0) return offer;
  return {
    ...offer,
    offerings: offer.offerings.map((offering, index) => {
      const more = (found.get(index) ?? []).filter(
        (detail) => !offering.details.some((known) => normalizeText(known) === normalizeText(detail)),
      );
      return more.length ? { ...offering, details: [...offering.details, ...more] } : offering;
    }),
  };
}
