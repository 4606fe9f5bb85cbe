// The stage after the rule reader: the tagger (reading/offer-tagger.ts) checks the offerings the rules read and
// names those they missed. An offering the tagger does not see stays the owner's to add (`unplaced`), never
// silently dropped; an offering it adds takes only a price the owner wrote right after it, and only a price
// no other offering took.
import type { Kind } from '../kinds/kind-types';
import { isCallToAct, type OwnerOffer, type OwnerOffering, wordClassesOf } from '../kinds/owner-offer';
import { writtenPrices } from '../kinds/owner-prices';
import { normalizeText } from '../packs/catalogue/normalize';
import { tidyName, trimName } from './names';
import { type ReaderMode, type Tagging, tagDescription, thresholds } from './offer-tagger';

const MAX_OFFERINGS = 12;
// Words that say what sort of offering, not which one: they neither confirm an offering nor claim a span.
const GENERIC = new Set(
  'sewa rental rent paket package jasa layanan service servis les kursus kelas class harga the of dan and di ke per untuk utk for with dengan dgn isi'.split(
    ' ',
  ),
);
const BOUNDARY = /^(?:\n|[.!?:;])$/;

const wordsOf = (text: string) =>
  normalizeText(text)
    .split(' ')
    .filter((word) => word && !GENERIC.has(word));

// Every word of the offerings the rules read: the tagger's `r=` features, the same in training
// (bench/train-tagger.ts) as here.
export function ruleWordsOf(offer: OwnerOffer): Set<string> {
  return new Set(
    offer.offerings.flatMap((offering) => normalizeText(offering.name).split(' ').filter(Boolean)),
  );
}

export function checkOffer(
  description: string,
  offer: OwnerOffer,
  kind: Kind,
  mode: ReaderMode,
  businessType = '',
  brand = '',
): OwnerOffer {
  if (mode === 'rules') return offer;
  const ruleWords = ruleWordsOf(offer);
  const tagging = tagDescription(description, kind, ruleWords);
  const offerings = mode === 'filter' || mode === 'both' ? confirmed(offer, tagging) : [...offer.offerings];
  const result = { ...offer, offerings, unplaced: [...offer.unplaced] };
  for (const dropped of offer.offerings.filter((offering) => !offerings.includes(offering)))
    result.unplaced.push({ text: dropped.name, price: dropped.price });
  const business = new Set(normalizeText(`${businessType} ${brand}`).split(' '));
  if (mode === 'add' || mode === 'both') addMissed(result, tagging, ruleWords, business);
  return result;
}

// The offerings at least one of whose own words the tagger marks as an offering's; one whose words are not
// in the description as written (a shared head, a spelling variant) cannot be judged and stays.
function confirmed(offer: OwnerOffer, tagging: Tagging): OwnerOffering[] {
  const { drop, keepPriced, onlyX } = thresholds();
  // Each word's best margin wherever it is written, and whether it is ever tagged other than X.
  const margin = new Map<string, number>();
  const notX = new Set<string>();
  tagging.tokens.forEach((token, at) => {
    for (const word of normalizeText(token.text).split(' ')) {
      if (!word) continue;
      margin.set(word, Math.max(margin.get(word) ?? -Infinity, tagging.margins[at]!));
      if (tagging.tags[at] !== 'X') notX.add(word);
    }
  });
  return offer.offerings.filter((offering) => {
    if (keepPriced && offering.price !== null) return true;
    const own = wordsOf(offering.name).filter((word) => margin.has(word));
    if (onlyX && own.some((word) => notX.has(word))) return true;
    return own.length === 0 || own.some((word) => margin.get(word)! > -drop);
  });
}

function addMissed(
  offer: OwnerOffer,
  tagging: Tagging,
  ruleWords: Set<string>,
  business: ReadonlySet<string>,
): void {
  const prices = writtenPrices(tagging.text);
  const taken = new Set(offer.offerings.map((offering) => offering.price).filter((price) => price !== null));
  const starts = new Set(tagging.spans.map((span) => span.from));
  const { add, addPriced, addKnown } = thresholds();
  // What the rules read as a term or a feature ("weekend naik 100rb") is none of the owner's offerings.
  const terms = new Set(wordsOf([...offer.conditions, ...offer.features].join(' ')));
  for (const span of tagging.spans) {
    if (offer.offerings.length >= MAX_OFFERINGS) break;
    const sure = tagging.margins.slice(span.from, span.to);
    if (sure.reduce((sum, value) => sum + value, 0) / sure.length < add) continue;
    const known = addKnown === 'kind' ? tagging.context.vocabulary : tagging.context.anyKind;
    if (addKnown && !known.slice(span.from, span.to).some(Boolean)) continue;
    const own = wordsOf(span.words.join(' '));
    if (own.length === 0 || own.some((word) => ruleWords.has(word)) || own.every((word) => terms.has(word)))
      continue;
    // A name needs a word of its own: not a filler, a place, a day or a claim the rules know, not a number,
    // and not only the business's own type or brand ("Laundry" at a laundry).
    const content = own.filter(
      (word) => word.length > 2 && /\p{L}/u.test(word) && wordClassesOf(word).length === 0,
    );
    if (content.length === 0 || own.every((word) => business.has(word))) continue;
    const trimmed = trimName(span.words.filter((word) => /[\p{L}\p{N}]/u.test(word) || word === '+'));
    const name = tidyName(trimmed.words);
    if (!name || !/\p{L}/u.test(name)) continue;
    const key = normalizeText(name);
    if (isCallToAct(key) || offer.offerings.some((offering) => normalizeText(offering.name) === key))
      continue;
    const offering: OwnerOffering = { name, price: null, unit: null, details: trimmed.details };
    // The price written right after it, before the clause ends or another offering starts.
    for (let at = span.to; at < Math.min(tagging.tokens.length, span.to + 4); at++) {
      if (BOUNDARY.test(tagging.tokens[at]!.text) || (at > span.to && starts.has(at))) break;
      if (!tagging.context.price[at]) continue;
      const token = tagging.tokens[at]!;
      const price = prices.find((one) => token.start < one.index + one.length && token.end > one.index);
      if (price && !taken.has(price.value)) {
        offering.price = price.value;
        offering.unit = price.unit;
        if (price.from) offering.from = true;
        taken.add(price.value);
      }
      break;
    }
    if (addPriced && offering.price === null) continue;
    offer.offerings.push(offering);
    for (const word of own) ruleWords.add(word);
    offer.unplaced = offer.unplaced.filter((left) => normalizeText(left.text) !== key);
  }
}
