// The last stage of reading a description: an offering's name in the owner's words, tidied but never
// rewritten. What qualifies it rather than names it (a length, a language, a filler) moves to its details.

const words = (list: string) => new Set(list.split(' '));
const SMALL = words(
  'di dan dengan tanpa untuk yang dari and of in the for with without at by per isi atau or ke to',
);
const ABBREVIATIONS = words(
  'ac tv hp pc atk cctv led sd smp sma smk umkm diy ps ktp sim stnk bpkb vip utbk snbt cpns toefl ielts lpg km ipa ips tk paud bbm',
);
// Chat fillers that trail a name ("persiapan UTBK jg bisa", "vinyasa aja", "ready kak").
const FILLERS = words(
  'jg juga bisa aja saja ya yah kak kakak gan sis bos bro dong deh sdh udah udh sudah ready tersedia available too also ok oke yaa yg',
);
const NAME_MAX = 60;
// Chat shorthand spelled out in a name a visitor reads ("Les Bhs Inggris" → "Les Bahasa Inggris").
const SHORTHAND: Record<string, string> = { bhs: 'bahasa', dgn: 'dengan', utk: 'untuk', yg: 'yang' };
const PACKAGE_WORD = /^(?:paket|package|pkt|member|membership|langganan)$/i;
// "2 jam", "90 menit", "1x pertemuan": how long or how often, said of the offering.
const DURATION =
  /^(?:\d+(?:[.,]\d+)?)\s*x?\s*(?:jam|menit|mnt|hari|malam|minggu|bulan|thn|tahun|minute|minutes|min|hour|hours|hr|hrs|day|days|night|nights|week|weeks|month|months|pertemuan|sesi|session|sessions)$/i;
// "dlm bhs inggris", "in English", "pakai bahasa Jepang": the language it is taught or held in.
const LANGUAGE =
  /^(?:dlm|dalam|pake|pakai|in|with|using|full|bhs|bahasa|english|inggris|indonesia|mandarin|jepang|arab|korea)$/i;
const LANGUAGE_NAME =
  /^(?:english|inggris|indonesia|indonesian|mandarin|jepang|japanese|arab|arabic|korea|korean|jawa|sunda|bali)$/i;

const TIME_OF_DAY = /^(?:am|pm|pagi|siang|sore|malam|malem|mlm|wib|wita|wit)$/i;

export type TrimmedName = { words: string[]; details: string[] };

/**
 * Takes from the end of a name what qualifies it rather than names it: a length or frequency ("2 jam"),
 * the language it is held in ("dlm bhs inggris") and chat fillers ("jg bisa"). They become details, in the
 * owner's words; a name is never emptied.
 */
export function trimName(raw: readonly string[]): TrimmedName {
  const kept = [...raw];
  const details: string[] = [];
  while (kept.length > 1 && FILLERS.has(kept.at(-1)!.toLowerCase())) kept.pop();
  // The language: from the first language word to a language name at the end.
  const last = kept.length - 1;
  if (last >= 1 && LANGUAGE_NAME.test(kept[last]!)) {
    let start = last;
    while (start > 1 && LANGUAGE.test(kept[start - 1]!)) start--;
    // "kursus bahasa Jepang", "les bhs Inggris": after a word of teaching the language is what is taught.
    const taught = /^(?:kursus|les|kelas|course|class|belajar|privat|private)$/i.test(kept[start - 1] ?? '');
    if (!taught && (start < last || /^(?:english)$/i.test(kept[last]!))) {
      details.push(kept.splice(start).join(' '));
    }
  }
  // "baby massage 0-12 bln", "renang anak usia 5-12 thn": the ages it is for.
  const ages = kept.findIndex(
    (word, index) =>
      index > 0 &&
      /^\d{1,2}\s*-\s*\d{1,2}$/.test(word) &&
      /^(?:bln|bulan|thn|tahun|th|yo|years?|months?)$/i.test(kept[index + 1] ?? ''),
  );
  if (ages > 0) {
    const from = /^(?:usia|umur|age|ages)$/i.test(kept[ages - 1]!) && ages > 1 ? ages - 1 : ages;
    details.push(kept.splice(from, ages + 2 - from).join(' '));
  }
  // "dewasa jam 7 malam", "vinyasa 5pm": the time it is held, after the first word.
  const clock = kept.findIndex(
    (word, index) =>
      index > 0 &&
      ((/^(?:jam|pukul|pk|at)$/i.test(word) &&
        /^\d{1,2}(?:[.:]\d{2})?$/.test(kept[index + 1] ?? '') &&
        (index + 2 >= kept.length || TIME_OF_DAY.test(kept[index + 2]!))) ||
        (/^\d{1,2}(?:[.:]\d{2})?$/.test(word) && TIME_OF_DAY.test(kept[index + 1] ?? '')) ||
        /^\d{1,2}(?:[.:]\d{2})?(?:am|pm)$/i.test(word)),
  );
  if (clock > 0) {
    const end = /^(?:jam|pukul|pk|at)$/i.test(kept[clock]!)
      ? clock + 2 + (TIME_OF_DAY.test(kept[clock + 2] ?? '') ? 1 : 0)
      : clock + (/^\d{1,2}(?:[.:]\d{2})?$/.test(kept[clock]!) ? 2 : 1);
    details.push(kept.splice(clock, end - clock).join(' '));
  }
  // A length or frequency anywhere after the first word ("pijat 2 jam", "kelas 90menit"), unless the name is
  // a package by its length ("paket 5 hari", "member 3 bulan").
  let index = PACKAGE_WORD.test(kept[0] ?? '') && kept.length <= 3 ? kept.length : 1;
  while (index < kept.length && kept.length > 1) {
    const pair = index + 1 < kept.length ? `${kept[index]} ${kept[index + 1]}` : '';
    const glued = kept[index]!.replace(/^(\d+(?:[.,]\d+)?)(?=\p{L})/u, '$1 ');
    if (pair && /^\d/.test(pair) && DURATION.test(pair)) details.push(kept.splice(index, 2).join(' '));
    else if (/^\d/.test(glued) && glued.includes(' ') && DURATION.test(glued))
      details.push(kept.splice(index, 1)[0]!);
    else index++;
  }
  while (kept.length > 1 && FILLERS.has(kept.at(-1)!.toLowerCase())) kept.pop();
  // "aerobik tiap sore": when it is held.
  // "merawat anggrek tiap minggu pagi": a day and its part too; "pastries baked daily": when it is made.
  const when = kept.findIndex((word, index) => index > 0 && /^(?:tiap|setiap|every)$/i.test(word));
  if (
    when > 0 &&
    (kept.length - when <= 2 ||
      (kept.length - when === 3 &&
        /^(?:pagi|siang|sore|malam|malem|morning|afternoon|evening|night)$/i.test(kept.at(-1)!)))
  )
    details.push(kept.splice(when).join(' '));
  if (
    kept.length > 2 &&
    /^(?:daily|harian)$/i.test(kept.at(-1)!) &&
    /^(?:baked|made|fresh|dibuat|dipanggang|roasted|cooked)$/i.test(kept.at(-2)!)
  )
    details.push(kept.splice(-2).join(' '));
  // "whole cakes by pre-order", "nail art by appointment": how it is ordered, said of the offering.
  const by = kept.findIndex(
    (word, index) =>
      index > 0 &&
      /^(?:by|via|sistem|system)$/i.test(word) &&
      /^(?:pre-?order|po|order|request|req|appointment|reservation|booking)$/i.test(kept[index + 1] ?? ''),
  );
  if (by > 0 && kept.length - by === 2) details.push(kept.splice(by).join(' '));
  // "intimate package up to 30 guests", "villa max 6 orang", "jeep muat 4 org": how many it takes;
  // "prasmanan min 50 porsi": how many it must be.
  const capacity = kept.findIndex(
    (word, index) =>
      index > 0 &&
      ((/^up$/i.test(word) && /^to$/i.test(kept[index + 1] ?? '') && /^\d/.test(kept[index + 2] ?? '')) ||
        (/^(?:max|maks|maksimal|min|minimal|kapasitas|capacity|muat|sleeps)$/i.test(word) &&
          /^\d/.test(kept[index + 1] ?? ''))),
  );
  if (capacity > 0) details.push(kept.splice(capacity).join(' '));
  // "kepiting 1 ekor", "tenda 1 set": how many come with it.
  if (
    kept.length > 2 &&
    /^\d+$/.test(kept.at(-2)!) &&
    /^(?:ekor|set|pcs|pc|biji|buah|porsi|loyang|toples|pack|lusin|orang|pax|unit|box)$/i.test(kept.at(-1)!)
  )
    details.push(kept.splice(-2).join(' '));
  // "pijat tradisional per sesi": how it is sold, said of the offering.
  const per = kept.findIndex((word, index) => index > 0 && /^(?:per|\/)$/i.test(word));
  if (per > 0 && kept.length - per <= 2) details.push(kept.splice(per).join(' '));
  return { words: kept, details };
}

// "nasi kotak" → "Nasi Kotak"; capitals the owner wrote stay ("NMAX"), abbreviations read in capitals ("AC"),
// "cukur+cuci" → "Cukur + Cuci".
export function tidyName(raw: readonly string[]): string {
  const text = raw
    .flatMap((word) =>
      word.split(/(?<=\p{L})\+(?=\p{L})/u).flatMap((piece, index) => (index ? ['+', piece] : [piece])),
    )
    .map((written, index, all) => {
      const word = SHORTHAND[written.toLowerCase()] ?? written;
      const lower = word.toLowerCase();
      if (ABBREVIATIONS.has(lower)) return word.toUpperCase();
      // "anak2", "kue2": a word said twice, as chats write it ("Anak-anak"); a code ("PS2", "mp3") is not.
      const twice = /^(\p{Ll}{3,})2$/u.exec(word);
      if (twice) return `${twice[1]!.charAt(0).toUpperCase()}${twice[1]!.slice(1)}-${twice[1]}`;
      // "Snack Box isi 4", but "Air Isi Ulang": "isi" is small only before how many.
      if (lower === 'isi' && !/^\d/.test(all[index + 1] ?? '')) return 'Isi';
      if (index > 0 && SMALL.has(lower)) return lower;
      return (word.charAt(0).toUpperCase() + word.slice(1)).replace(
        /\/(\p{Ll})/gu,
        (_, letter: string) => `/${letter.toUpperCase()}`,
      );
    })
    .join(' ')
    .replace(/^["'“‘(]+|["'”’).:!?-]+$/g, '');
  if (text.length <= NAME_MAX) return text;
  const cut = text.slice(0, NAME_MAX);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : NAME_MAX);
}
