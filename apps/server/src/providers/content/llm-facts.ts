import { CITIES, matchCatalogue, normalizeText } from '@webku/content-packs';
import type { ContentInput } from './content-provider';
import type { DraftAnswer } from './llm-draft';

// Contact details an LLM likes to make up: e-mails, links, social handles, phone numbers, street addresses.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const LINK =
  /(?:https?:\/\/|www\.|wa\.me\/)\S+|\b[\p{L}\p{N}-]+\.(?:com|id|co\.id|net|org|biz|shop|store|my\.id|web\.id)\b/giu;
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}._]{2,}/gu;
const DIGITS = /\+?\d[\d\s().-]{6,}\d/g;
const STREET = /\b(?:jl|jln|jalan)\.?\s+[\p{L}\p{N}. ]+/giu;
const PHONE_DIGITS = 9;
// A sentence ends at . ! or ?, but not after an abbreviation of an address or a price ("Jl.", "No.", "Rp.").
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:jl|jln|no|gg|kec|kel|rp|rt|rw)\.)\s+/i;

function contactsIn(sentence: string): string[] {
  const found = [EMAIL, LINK, HANDLE, STREET].flatMap((pattern) => sentence.match(pattern) ?? []);
  for (const match of sentence.matchAll(DIGITS)) {
    const before = sentence.slice(0, match.index).trimEnd();
    // Prices ("Rp 1.500.000") are not phone numbers.
    if (/rp\.?$/i.test(before)) continue;
    if (match[0].replace(/\D/g, '').length >= PHONE_DIGITS) found.push(match[0]);
  }
  return found;
}

const simplify = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}@]/gu, '');
const mentions = (text: string, phrase: string) =>
  ` ${normalizeText(text)} `.includes(` ${normalizeText(phrase)} `);

// Drops the sentences of an LLM text that give a contact detail, or (for texts shown as the business's
// identity) name a city, that the owner never wrote. Undefined when nothing is left, so the built-in text stays.
export function ownerFactsOnly(text: string, ownerText: string, checkCities: boolean): string | undefined {
  const owner = simplify(ownerText);
  const sentences = text.split(SENTENCE_END).filter((sentence) => {
    if (contactsIn(sentence).some((contact) => !owner.includes(simplify(contact)))) return false;
    if (!checkCities) return true;
    return CITIES.every((city) => {
      const names = [city.name, ...(city.aliases ?? [])];
      return (
        !names.some((name) => mentions(sentence, name)) || names.some((name) => mentions(ownerText, name))
      );
    });
  });
  const kept = sentences.join(' ').trim();
  return kept || undefined;
}

// The answer without contact details the owner did not give, nor cities they did not name in the
// hero or the page's title and description.
export function withOwnerFactsOnly(answer: DraftAnswer, input: ContentInput): DraftAnswer {
  const owner = `${input.brand_name} ${input.business_type} ${input.short_description}`;
  const { hero, website_title, website_description, og_title, og_description, ...rest } = answer;
  return {
    ...scrubStrings(rest, owner, false),
    ...scrubStrings({ hero, website_title, website_description, og_title, og_description }, owner, true),
  };
}

// The menu names of the dishes the owner named, which keep their names and prices.
export function namedDishes(input: ContentInput): Set<string> {
  const lang = input.web_language === 'indonesia' ? 0 : 1;
  const { entries } = matchCatalogue(input.business_type, input.short_description);
  return new Set(entries.map(({ entry }) => entry.name[lang]));
}

function scrubStrings<T>(value: T, ownerText: string, checkCities: boolean): T {
  if (typeof value === 'string') return ownerFactsOnly(value, ownerText, checkCities) as T;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, ownerText, checkCities)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubStrings(item, ownerText, checkCities)]),
    ) as T;
  }
  return value;
}
