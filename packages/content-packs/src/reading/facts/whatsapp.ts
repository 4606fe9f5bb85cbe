// The WhatsApp number an owner wrote in their description: "WA 0813-4567-8899", "wa/telp 085712345678",
// "hub 0812 3456 7890", "+62 812 3456 7890", "62812…", "whatsapp: 0812…", "call/WA 0857…", "wa.me/62812…".
// `number` is in the wa.me form the product stores ('62' and the national number: "6281345678899"). `index` and
// `length` cover the number as written with the words that announce it ("WA ", "wa/telp ", "hub: "), so cutting
// them out of the text leaves no "WA" behind.
export type WrittenWhatsApp = { number: string; index: number; length: number };

// Digits from a country code or a trunk 0, in groups as people type them: each digit may follow up to two
// separators (a space, dot, dash or bracket). A separator and a digit never overlap, so nothing backtracks far.
const CANDIDATE = /(?<![\p{L}\p{N}+])(?:\+\s?62|62|\(?0)(?:[\s.\-()]{0,2}\d){7,14}(?!\d)/gu;
const DIGIT_GROUP = /\d+/g;
// An Indonesian mobile number after its country code or trunk 0: 8 and 8 to 11 more digits ("0812-3456-7890").
// Landlines ("021-555-1234", "(0274) 512345") start with an area code instead.
const MOBILE = /^8\d{8,11}$/;
// The words that announce a number, read back from where it starts: "WA", "wa/telp", "hub:", "call/WA",
// "whatsapp:", "wa.me/". Only the few words before the number are read, so the pattern's cost stays bounded.
const CUE =
  /(?<![\p{L}\p{N}])(?:(?:https?:\/\/)?(?:api\.)?wa\.me\/|(?:wa|whatsapp|whats app|whatsap|watsap|wasap|w\.a|hub|hubungi|kontak|contact|call|telp|tlp|telepon|phone|hp|cp|sms|nomor|nmr|no)\.?(?:\s*[/&]\s*(?:wa|whatsapp|telp|tlp|call|sms|hp)\.?)*\s*(?:[:=]|-(?=\s))?\s*)$/iu;
const WHATSAPP_CUE = /wa|whats|watsap|wasap|w\.a/i;
const CUE_REACH = 40;
const SHORT_GROUP = 2;

/**
 * The first Indonesian mobile number in the text, or null when there is none (a landline, a number too short or
 * too long, a price). A number announced as WhatsApp ("WA 0857…") wins over one before it announced otherwise
 * ("telp 0812…").
 */
export function readWhatsApp(description: string): WrittenWhatsApp | null {
  let first: WrittenWhatsApp | null = null;
  for (const match of description.matchAll(CANDIDATE)) {
    const written = mobileNumber(match[0]);
    if (!written) continue;
    const before = description.slice(Math.max(0, match.index - CUE_REACH), match.index);
    const cue = CUE.exec(before)?.[0] ?? '';
    const found = {
      number: written.number,
      index: match.index - cue.length,
      length: cue.length + written.length,
    };
    if (WHATSAPP_CUE.test(cue)) return found;
    first ??= found;
  }
  return first;
}

// The number in the wa.me form and how many characters of the text it used. A group typed after a space may be
// something else ("0812 3456 7890 24 jam", "… 7890 2 cabang"): such groups are left off, one or two digits even
// when the number would be whole with them, until what is left is a mobile number. Groups joined by a dash or a
// dot ("0812-3456-7890-12") are one number, whole or refused.
function mobileNumber(text: string): { number: string; length: number } | null {
  const groups = [...text.matchAll(DIGIT_GROUP)];
  const end = (count: number) => groups[count - 1]!.index + groups[count - 1]![0].length;
  const number = (count: number) =>
    waForm(
      groups
        .slice(0, count)
        .map((group) => group[0])
        .join(''),
    );
  for (let count = groups.length; count > 0; count--) {
    const spaced = count > 1 && /\s/.test(text.slice(end(count - 1), groups[count - 1]!.index));
    const short = spaced && groups[count - 1]![0].length <= SHORT_GROUP && number(count - 1) !== null;
    const found = short ? null : number(count);
    if (found) return { number: found, length: end(count) };
    if (count > 1 && !spaced) return null;
  }
  return null;
}

function waForm(digits: string): string | null {
  let national = digits.startsWith('62') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : '';
  // "+62 (0)812…" keeps the trunk 0 that the country code replaces.
  if (national.startsWith('0')) national = national.slice(1);
  return MOBILE.test(national) ? `62${national}` : null;
}
