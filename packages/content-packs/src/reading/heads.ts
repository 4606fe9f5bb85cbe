// Stage 3 of reading a description: members of one list that lean on another for their head or their tail.
// "cuci mobil dan motor" → "cuci mobil", "cuci motor"; "lapangan voli dan basket" → both lapangan;
// "kelas reguler dan intensif" → "kelas intensif"; "antar jemput sekolah, juga ke stasiun" → "antar jemput
// ke stasiun"; "beginner and advanced freediving courses" → "beginner freediving courses".

// Words that tell variants of one offering apart: levels, times of day, periods, sizes, kinds of session.
const VARIANT_WORDS = new Set(
  'reguler regular intensif intensive privat private grup group kelompok pemula lanjutan menengah dasar basic beginner beginners intermediate advanced pro expert anak dewasa kids adult adults pagi siang sore malam malem morning afternoon evening night harian bulanan mingguan tahunan daily weekly monthly yearly kecil sedang besar small medium large jumbo mini premium standar standard vip deluxe ekonomi economy express kilat biasa online offline weekday weekend pendek panjang short long tipis tebal motor mobil sepeda'.split(
    ' ',
  ),
);
// Heads a list shares when its next member is one bare word ("sewa kamera, lensa", "es teh dan jeruk").
const SHARED_HEADS = new Set(
  'cuci sewa rental rent servis service pasang cetak potong antar sablon es jus kelas class paket package les kursus course lapangan kamar kos tambal ganti isi jasa sedot bikin desain private privat bimbel terapi pijat'.split(
    ' ',
  ),
);
const TAIL_NOUNS = new Set(
  'class classes lesson lessons course courses package packages session sessions tour tours trip trips room rooms ride'.split(
    ' ',
  ),
);
const SESSIONS = /^(?:pertemuan|sesi|session|sessions|kali|lessons?)$/i;
const COUNT_AFTER_PRICE =
  /(?<=\uE000\d+\uE001)\s+\d+\s*x\s*(?:pertemuan|sesi|session|sessions|kali|lessons?)\s*$/iu;
const TRADING = new Set('jual beli terima menjual dijual menerima nerima sedia'.split(' '));
const STYLE_HEADS = new Set('adat tradisional khas etnik'.split(' '));
// Heads of a repair: each thing the list names after one is repaired.
const SERVICE_HEADS = new Set('servis service reparasi perbaikan'.split(' '));
// School levels and who it is for qualify a head without making it longer ("les privat SD SMP matematika & IPA").
export const LEVEL_WORDS = new Set('tk paud sd smp sma smk mi mts ma kuliah mahasiswa umum'.split(' '));
// A letter or a roman numeral that tells packages apart ("paket A", "kelas II").
export const LETTER = /^(?:[A-E]|I{1,3}|IV|V)$/;
const MARK = /^(?:\uE000\d+\uE001|\uE003)$/;
const MARKS = /\uE000\d+\uE001/g;
// A unit written without its price ("basket per jam") says how it is sold, not what it is.
const TRAILING_UNIT =
  /\s+(?:per|\/)\s*(?:jam|hari|malam|bulan|minggu|orang|sesi|pertemuan|kg|pcs|unit|hour|day|night|month|week|person|session)\b\s*$/i;

// Connectors a member may still start with ("juga ke stasiun", "plus paket bulanan").
const CONNECTORS = new Set('juga jg dan serta plus atau also and or n & dengan dgn'.split(' '));
const wordsOf = (text: string) => {
  // Marks and punctuation ("mobil 25rb.") are no words of a member.
  const words = text.split(/\s+/).filter((word) => word && !MARK.test(word) && /[\p{L}\p{N}]/u.test(word));
  while (words.length > 1 && CONNECTORS.has(words[0]!.toLowerCase())) words.shift();
  return words;
};
const firstWord = (text: string) => text.trim().split(/\s+/)[0] ?? '';
const SELF_DRIVE = /^(?:lepas kunci|self drive)$/i;
const marksOf = (text: string) => text.split(/\s+/).filter((word) => MARK.test(word));
const lower = (word: string) => word.toLowerCase();

/**
 * Gives each member of a list the head or the tail it shares with its neighbour. `isKnown` says whether a
 * phrase is an offering the kind knows by name: a bare member that is one already ("setrika" after "cuci
 * kiloan") keeps its own name, unless head and member together are a known offering too.
 */
export function shareHeads(
  members: readonly string[],
  isKnown: (phrase: string) => boolean,
  // conjoined[i]: member i followed "dan", "&", "and" rather than a comma ("servis motor matic & bebek").
  conjoined: readonly boolean[] = [],
): string[] {
  const out = members.map((member) =>
    /\d/.test(member.replace(MARKS, '')) ? member : member.replace(TRAILING_UNIT, ''),
  );
  // The tail: "beginner and advanced freediving courses", "morning and evening yoga".
  for (let index = 0; index + 1 < out.length; index++) {
    const own = wordsOf(out[index]!);
    const next = wordsOf(out[index + 1]!);
    if (
      own.length === 1 &&
      VARIANT_WORDS.has(lower(own[0]!)) &&
      next.length >= 2 &&
      VARIANT_WORDS.has(lower(next[0]!))
    ) {
      out[index] = [own[0], ...next.slice(1), ...marksOf(out[index]!)].join(' ');
    }
  }
  // The head: the member before with two words or more lends all but its last word.
  let head: string[] | null = null;
  // The noun variants share at the end, in English word order ("beginner class").
  let tail: string | null = null;
  // The words up to a repair's head ("terima servis"), while the list goes on naming what is repaired.
  let serviced: string[] | null = null;
  for (let index = 0; index < out.length; index++) {
    // "gitar 300rb/bln 4x pertemuan": how often, written after the price, is no word of the name; it stays
    // after the price.
    const count = COUNT_AFTER_PRICE.exec(out[index]!);
    const own = wordsOf(count ? out[index]!.slice(0, count.index) : out[index]!);
    const marks = [...marksOf(out[index]!), ...(count ? [count[0].trim()] : [])];
    // "cuci motor 15rb, mobil kecil 40rb": a member of variant words alone is a variant under the same head.
    if (
      head &&
      head.length <= 3 &&
      own.length >= 2 &&
      own.length <= 3 &&
      own.every((word) => VARIANT_WORDS.has(lower(word)))
    ) {
      out[index] = [...head, ...own, ...marks].join(' ');
      continue;
    }
    // "terima servis kulkas, mesin cuci, dispenser dan freezer": a repair is done to each thing the list names
    // after it (what is rented keeps its own name: "sewa tenda, sleeping bag").
    if (
      serviced &&
      own.length > 0 &&
      own.length <= 2 &&
      !SHARED_HEADS.has(lower(own[0]!)) &&
      !VARIANT_WORDS.has(lower(own[0]!)) &&
      !isKnown(own.join(' '))
    ) {
      out[index] = [...serviced, ...own, ...marks].join(' ');
      continue;
    }
    const repair = own.findIndex((word) => SERVICE_HEADS.has(lower(word)));
    serviced = repair >= 0 && repair <= 1 && repair < own.length - 1 ? own.slice(0, repair + 1) : null;
    if (own.length >= 2 && !(/^(?:ke|to)$/i.test(own[0]!) && head)) {
      // "bayar 6 bln diskon, tahunan": a head with a count or a length in it is a term, not a name to lend;
      // "kelas pemula 8x pertemuan 600rb, lanjutan 900rb": the name before the count lends its head.
      const count = own.findIndex(
        (word, at) => /^\d+x$/i.test(word) || (/^\d+$/.test(word) && SESSIONS.test(own[at + 1] ?? '')),
      );
      const named = count >= 2 ? own.slice(0, count) : own;
      // "rental mobil lepas kunci & dengan driver": a self-drive hire lends what is hired, not "lepas".
      const lends = SELF_DRIVE.test(named.slice(-2).join(' ')) ? named.slice(0, -1) : named;
      // "jual beli emas perhiasan 24K, 22K": the verbs of trading are no part of the head lent.
      const traded = lends.findIndex((word) => !TRADING.has(lower(word)));
      const from = traded > 0 && traded < lends.length - 1 ? traded : 0;
      head = lends.slice(0, -1).some((word) => /\d/.test(word)) ? null : lends.slice(from, -1);
      // "beginner class 1.5jt, intermediate 1.8jt": variant words before a noun of what is sold share the noun.
      tail =
        TAIL_NOUNS.has(lower(named.at(-1)!)) &&
        named.slice(0, -1).every((word) => VARIANT_WORDS.has(lower(word)))
          ? named.at(-1)!
          : null;
      continue;
    }
    if (!head || own.length === 0) continue;
    const bare = own.join(' ');
    const previousLast = index > 0 ? (wordsOf(out[index - 1]!).at(-1) ?? '') : '';
    const towards = lower(own[0]!) === 'ke' || lower(own[0]!) === 'to';
    // "airport transfer to Ubud 350k, to Canggu 250k": the head's own "to" is not said twice.
    const lent = towards && /^(?:ke|to)$/i.test(head.at(-1)!) ? head.slice(0, -1) : head;
    // "… & dengan driver": what it comes with is joined by a plus ("rental mobil + driver").
    const withWhat = /^(?:dengan|dgn|with|pakai|plus)$/i.test(firstWord(out[index]!));
    const joined = [...lent, ...(withWhat ? ['+'] : []), ...own].join(' ');
    // "gas 3kg, 12kg", "emas 24K, 22K" (carats; a price is a mark by now): a size alone is another size.
    // A sentence's last member keeps its stop ("22K & 18K.").
    const alone = own.length === 1 ? own[0]!.replace(/[.;:!?]+$/, '') : '';
    const variant =
      own.length === 1 &&
      (VARIANT_WORDS.has(lower(alone)) ||
        /^\d+(?:[.,]\d+)?(?:kg|gr|g|ml|l|liter|ltr|cm|m|inch|k)$/i.test(alone) ||
        // "1x/week 1.2jt or 2x/week 2jt": how often is another variant; so is "B" after "paket kambing A".
        /^\d+x\/\p{L}+$/iu.test(own[0]!) ||
        (LETTER.test(own[0]!) && LETTER.test(previousLast)));
    // A bare word lends itself to the head only in a pair ("cuci mobil dan motor", or "matic & bebek" inside
    // a longer list), or when together they are an offering the kind knows and the word alone is not; a
    // list by commas names things of their own ("sablon kaos, stiker, brosur").
    // "les matematika, fisika, kimia": each subject after a teaching head is taught too.
    const taught = own.length === 1 && TEACHING.has(lower(head[0]!)) && SUBJECTS.has(lower(own[0]!));
    // "baju adat jawa, bali, minang": after a head of a tradition, each region's name is its style.
    const styled = own.length === 1 && head.some((word) => STYLE_HEADS.has(lower(word)));
    const lends =
      taught ||
      styled ||
      (own.length === 1 &&
        head.filter((word) => !LEVEL_WORDS.has(lower(word))).length <= 3 &&
        head.some((word) => SHARED_HEADS.has(lower(word))) &&
        ((isKnown(joined) && !isKnown(bare)) ||
          ((out.length === 2 || (conjoined[index] === true && wordsOf(out[index - 1]!).length >= 2)) &&
            !isKnown(bare))));
    // A head of more than three words is a sentence, not a name to lend ("with a native teacher beginner").
    if (variant && tail && VARIANT_WORDS.has(lower(own[0]!))) out[index] = [...own, tail, ...marks].join(' ');
    else if (towards || (variant && head.length <= 3) || lends) out[index] = [joined, ...marks].join(' ');
  }
  return out;
}

// What a tutor or a music school teaches, written one after another without commas ("les privat matematika
// fisika kimia").
const SUBJECTS = new Set(
  'matematika mtk math maths fisika physics kimia chemistry biologi biology ipa ips ekonomi akuntansi geografi sejarah sosiologi inggris english mandarin arab jepang korea jerman prancis piano gitar guitar biola violin drum vokal vocal keyboard sempoa calistung coding'.split(
    ' ',
  ),
);
const TEACHING = new Set(
  'les kursus kelas privat private bimbel course courses lesson lessons class classes'.split(' '),
);

const LANGUAGE_WORD = /^(?:bhs|bahasa|b\.)$/i;
// A subject at `index`: one word, or a language with its word ("bhs inggris"); its length in words, else 0.
// The comma after the last one ("ipa, bhs inggris, guru datang") ends the list.
const bare = (word: string | undefined) => lower(word ?? '').replace(/[,.;:!?]+$/, '');
function subjectAt(words: readonly string[], index: number): number {
  if (SUBJECTS.has(bare(words[index]))) return 1;
  return LANGUAGE_WORD.test(words[index] ?? '') && SUBJECTS.has(bare(words[index + 1])) ? 2 : 0;
}

/**
 * "les privat matematika fisika kimia utk sma" → "les privat matematika, les privat fisika, les privat kimia
 * utk sma": subjects named one after another under a teaching head are offerings of their own. The school
 * levels between them are who it is for ("les privat sd smp matematika ipa bhs inggris" → "les privat
 * matematika, les privat ipa, les privat bhs inggris utk sd smp"). Without a head ("bimbel sd smp:
 * matematika ipa bhs inggris") the subjects are a list of their own.
 */
export function spreadSubjects(text: string): string {
  const words = text.split(' ');
  for (let start = 0; start < words.length; start++) {
    if (!TEACHING.has(lower(words[start]!))) continue;
    const head: string[] = [words[start]!];
    const levels: string[] = [];
    let end = start + 1;
    while (end < words.length && !subjectAt(words, end)) {
      if (LEVEL_WORDS.has(lower(words[end]!))) levels.push(words[end]!);
      else if (head.length < 3) head.push(words[end]!);
      else break;
      end++;
    }
    const spread = spreadFrom(words, start, end, head, levels);
    if (spread) return spread;
  }
  const first = words.findIndex((_, index) => subjectAt(words, index) > 0);
  return (first >= 0 && spreadFrom(words, first, first, [], [])) || text;
}

// The subjects from `end` on, each under `head`, with the levels said among them; null for fewer than two.
function spreadFrom(
  words: readonly string[],
  start: number,
  end: number,
  head: readonly string[],
  levels: string[],
): string | null {
  const subjects: string[] = [];
  let last = end;
  for (;;) {
    while (LEVEL_WORDS.has(lower(words[last] ?? ''))) levels.push(words[last++]!);
    const length = subjectAt(words, last);
    if (!length) break;
    subjects.push(words.slice(last, last + length).join(' '));
    last += length;
    if (/[,.;:!?]$/.test(words[last - 1]!)) break;
  }
  if (subjects.length < 2) return null;
  const stop = /[,.;:!?]+$/.exec(subjects.at(-1)!)?.[0] ?? '';
  subjects[subjects.length - 1] = subjects.at(-1)!.slice(0, subjects.at(-1)!.length - stop.length);
  const spread = subjects.map((subject) => [...head, subject].join(' ')).join(', ');
  const rest = words.slice(last);
  const forWhom = levels.length
    ? /^(?:utk|untuk|buat|for)$/i.test(rest[0] ?? '')
      ? [...levels]
      : ['utk', ...levels]
    : [];
  return [...words.slice(0, start), `${[spread, ...forWhom].join(' ')}${stop}`, ...rest].join(' ');
}

const MAX_KNOWN_WORDS = 3;
const WORD = /^\p{L}[\p{L}\p{N}-]*$/u;

/**
 * "jual keramik granit pipa pvc kran cat dll" → "jual keramik, granit, pipa pvc, kran, cat dll": three or more
 * things the kind knows by name, written one after another without commas, are a list. Each is matched
 * longest first (up to three words); a word the kind does not know ends the run, and so does a stop.
 */
export function spreadKnown(text: string, isKnown: (phrase: string) => boolean): string {
  const words = text.split(' ');
  const out: string[] = [];
  let at = 0;
  while (at < words.length) {
    const run: string[] = [];
    let end = at;
    let stop = '';
    while (!stop && end < words.length) {
      let length = 0;
      for (let size = MAX_KNOWN_WORDS; size >= 1 && !length; size--) {
        const slice = words.slice(end, end + size);
        const last = (slice.at(-1) ?? '').replace(/[,.;:!?]+$/, '');
        const bare = [...slice.slice(0, -1), last];
        if (
          slice.length === size &&
          bare.every((word) => WORD.test(word)) &&
          isKnown(bare.join(' ').toLowerCase())
        )
          length = size;
      }
      if (!length) break;
      const slice = words.slice(end, end + length);
      stop = /[,.;:!?]+$/.exec(slice.at(-1)!)?.[0] ?? '';
      run.push(slice.join(' ').slice(0, slice.join(' ').length - stop.length));
      end += length;
    }
    if (run.length >= 3) {
      out.push(`${run.join(', ')}${stop}`);
      at = end;
    } else {
      out.push(words[at]!);
      at += 1;
    }
  }
  return out.join(' ');
}
