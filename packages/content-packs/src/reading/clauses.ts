// Stage 1 of reading a description: cut it into clauses (sentences, lines and bullets), after taking out the
// facts that are not offerings wherever they stand: a phone or WhatsApp number and a street address. What
// is taken out is kept with where it stood, so later stages can place it and nothing is lost.

export type TakenFact = { kind: 'phone' | 'street'; text: string };

// "WA 0813-4567-8899", "wa/telp: +62 812 3456 7890", "hub 0812 3456 7890": the cue is taken out with it.
const PHONE =
  /(?:\b(?:wa|whatsapp|whats app|telp|tlp|telepon|hp|hub|hubungi|kontak|contact|call|chat|cp|info|sms)\b[\s/:.,-]*)*(?<![\d+])(?:\+?62|0)[\s-]?8\d(?:[\s.-]?\d){6,11}(?!\d)/giu;
// "telp 031-8541234", "phone (0361) 761234": a fixed line, said with the word that announces it.
const LANDLINE =
  /\b(?:telp|tlp|telepon|phone|tel|call|hub|hubungi|kontak|contact|fax|cp)\b[\s/:.,-]*(?:\+?62[\s-]?|0)?\(?0?[2-7]\d{1,3}\)?[\s-]?\d{5,8}(?!\d)/giu;
// "jl. pettarani", "Jalan Majapahit no 12", "gg. mawar 3": up to its number ("no 45"), else a comma, a full
// stop, a line end or a word that starts something else ("dekat", "buka", a price).
const STREET =
  /(?<![\p{L}])(?:jl|jln|jalan|gg|gang|komplek|komp|perum|ruko)\b\.?\s*(?:(?:ir|h|hj|kh|dr|drs|prof|st)\.\s*)*[\p{L}\d'-]+(?:\s+(?!(?:dekat|depan|sebelah|samping|belakang|buka|open|dan|and|di|kota|kab|wa|telp|hub|harga|mulai|tiap|setiap|no|nomor|nmr)\b)[\p{L}\d'-]+){0,4}?(?:\s*\b(?:no|nomor|nmr|km)\.?\s*\d+[a-z]?(?![\p{L}\d])|(?=\s*(?:[,;!?\n.]|$)|\s+(?:dekat|depan|sebelah|samping|belakang|buka|open|dan|and|di|kota|kab|wa|telp|hub|harga|mulai|tiap|setiap)\b|\s+\d))/giu;
// Abbreviations whose full stop does not end a sentence: before a name ("Jl. Sudirman", "dr. Sinta") ...
const ABBREVIATION =
  /\b(?:jl|jln|gg|dr|drg|drh|kec|kab|kel|ds|st|pk|komp|perum|bpk|ibu|bu|pak|sdr|mr|mrs|ms|ust|amd)\.$/i;
// ... and before a number or a word in lower case ("no. 12", "min. 2 pcs"), where one in capitals starts
// another sentence ("tukar tambah HP. Servis ringan").
const ABBREVIATION_BEFORE_LOWER =
  /\b(?:no|rt|rw|tlp|telp|hp|vs|dll|dsb|etc|min|max|ukr|uk|incl|inc|approx|excl|tgl)\.$/i;

// "buka jam 6 sore smp jam 2 pagi", "open 8am-10pm", "jam 9 pagi - 9 malam": opening hours written in the
// middle of a chat, read by the hours reader; taken out here, they leave a break so no time joins a name.
// A clock time with its part of the day or zone ("10 pagi", "08.00", "9pm", "22.00 WIB").
export const CLOCK_TIME = String.raw`\d{1,2}(?:[.:]\d{2})?(?:\s*(?:pagi|siang|sore|malam|malem|mlm|subuh|am|pm|wib|wita|wit))?`;
const TIME = String.raw`(?:jam\s+|pukul\s+|pk\.?\s+)?${CLOCK_TIME}`;
const OPEN_HOURS = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:buka|open|opens|jam\s+buka)\s+)${TIME}\s*(?:-|–|s\.?/d|sd|smp|sampai|sampe|hingga|until|till|to)\s*${TIME}(?![\p{L}\d])`,
  'giu',
);

// "makasih", "terima kasih kak 🙏", "salam sehat", "Halo kak!": a courtesy on its own (between the start, a line
// break, punctuation or an emoji and the next), with the punctuation that closes it, names nothing sold,
// whatever word of selling it holds ("terima").
const COURTESY =
  /(?<=^|[\n.!?,;:]|\p{Extended_Pictographic}\uFE0F?)[ \t]*(?:terima ?kasih|trima ?kasih|makasih|makasi|mksh|thanks|thank you|thx|tq|matur nuwun|salam(?: hangat| sehat)?|wassalam|halo|hallo|hai|hello|hi|selamat (?:datang|pagi|siang|sore|malam))(?:[ \t]+(?:kak|kakak|gan|sis|bos|bosku|bund|bunda|all|semua|semuanya|ya|yaa|yah|banyak|everyone|everybody))*(?:[ \t]*[!.?,;:]+[ \t]*|[ \t]*(?=$|\n|\p{Extended_Pictographic}))/giu;

export function takeFacts(description: string): { text: string; facts: TakenFact[] } {
  const facts: TakenFact[] = [];
  const text = description
    .replace(COURTESY, ' ')
    .replace(OPEN_HOURS, '\uE00F')
    .replace(/[\s,;:]*\uE00F/g, '. ')
    .replace(PHONE, (match) => {
      facts.push({ kind: 'phone', text: match.trim() });
      return ' ';
    })
    .replace(LANDLINE, (match) => {
      facts.push({ kind: 'phone', text: match.trim() });
      return ' ';
    })
    .replace(STREET, (match) => {
      facts.push({ kind: 'street', text: match.trim() });
      return ' ';
    });
  return { text, facts };
}

// Sentences, lines and bullet points, in order. A full stop inside a number ("1.200.000"), after an
// abbreviation ("jl.", "no.") or between letters without a space ("a.n.") does not end a clause.
export function splitClauses(text: string): string[] {
  const clauses: string[] = [];
  let current = '';
  const flush = () => {
    const clause = current.trim();
    if (clause) clauses.push(clause);
    current = '';
  };
  // "1. dimsum ayam": a number that opens a line only counts the item.
  const unnumbered = text.replace(/(^|\n)\s*\d{1,2}[.)]\s+(?=\p{L})/gu, '$1');
  const lines = unnumbered.split(
    /\r?\n+|\s+(?:•|·|▪|►|✅|✔️?|☑️?|👉|🔥|⭐)\s*|\s*(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{2})(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\uFE0F|\u200D)*\s+|(?:^|\s)[-*]\s+(?=\S)|(?:^|\s)\d{1,2}[.)]\s+(?=\p{L})/u,
  );
  for (const line of lines) {
    const pieces = line.split(/(?<=[.!?])(?=\s)|(?<=\p{Ll}{2}[.!?])(?=\p{Lu})/u);
    for (const [index, piece] of pieces.entries()) {
      current += piece;
      const trimmed = current.trimEnd();
      const next = pieces[index + 1]?.trimStart() ?? '';
      if (
        /[!?]$/.test(trimmed) ||
        (/\.$/.test(trimmed) &&
          !ABBREVIATION.test(trimmed) &&
          !(ABBREVIATION_BEFORE_LOWER.test(trimmed) && /^[\p{Ll}\d]/u.test(next)))
      ) {
        flush();
      }
    }
    flush();
  }
  // A line ending on a colon heads the lines after it ("Intimate wedding packages in Uluwatu:"): it keeps
  // the colon, so what it names is read as the list's heading, never one of its members.
  return clauses
    .map((clause) => clause.replace(/^[\s,;:.-]+|[\s,;]+$/g, '').replace(/(\S)\s*:+$/, '$1:'))
    .filter((clause) => clause && clause !== ':');
}
