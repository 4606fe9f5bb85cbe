import { DAYS_OF_WEEK, type DayOfWeek } from '@webku/contract';

export type OwnerHours = {
  day_of_week: DayOfWeek;
  opening_time: string | null;
  closing_time: string | null;
  is_closed: boolean;
};

// The opening hours an owner wrote in their description, one row per day, Monday first; null when the text gives
// none. Only what was written: a day without times keeps its times empty, "sampe abis" leaves the closing time
// empty, and times written without a day ("buka jam 10 pagi smp 9 malem") hold for every day the owner did not
// name otherwise. A time is an opening hour only next to a day, right after "buka"/"open"/"jam buka"/"operasional",
// or as a sentence of its own ("08.00-22.00 WIB"); a pickup at 1am, a class at 5, a night package are not. The text
// is read once, word by word, so the cost grows with its length and nothing backtracks.
export function ownerHours(description: string): OwnerHours[] | null {
  return hoursOf(readEvents(words(description)));
}

type Token = string;
// cued: the owner wrote it as opening hours ("buka jam 8-17", a sentence "08.00-22.00"), so it holds without a day.
type Slot = { open: string | null; close: string | null; partial: 'open' | 'close' | null; cued: boolean };
type HoursEvent =
  | { kind: 'days'; days: number[]; daily: boolean }
  // direct: written right after its days ("Sabtu 8-12"), so it is theirs even when times came before the days.
  | { kind: 'time'; slot: Slot; direct: boolean }
  | { kind: 'closed-days'; days: number[] }
  | { kind: 'closed-after' }
  | { kind: 'except' }
  | { kind: 'cue' }
  | { kind: 'break' };

const DAY_NAMES: Record<string, number> = {
  senin: 0,
  selasa: 1,
  rabu: 2,
  kamis: 3,
  jumat: 4,
  jumaat: 4,
  sabtu: 5,
  minggu: 6,
  ahad: 6,
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};
// Short names read as days only next to another day or right before a time: "min" is also "minimal", "sun" the sun.
const DAY_SHORT_NAMES: Record<string, number> = {
  sen: 0,
  sel: 1,
  rab: 2,
  kam: 3,
  jum: 4,
  sab: 5,
  min: 6,
  mon: 0,
  tue: 1,
  tues: 1,
  wed: 2,
  thu: 3,
  thur: 3,
  thurs: 3,
  fri: 4,
  sat: 5,
  sun: 6,
};
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const DAILY_PHRASES = [
  'setiap hari',
  'tiap hari',
  'setiap hr',
  'tiap hr',
  'setiap harinya',
  'tiap harinya',
  'everyday',
  'every day',
  'daily',
  '7 hari seminggu',
  '7 hari dalam seminggu',
  'seminggu penuh',
  'full seminggu',
  '7 days a week',
  'seven days a week',
].map((phrase) => phrase.split(' '));
// "7 hari" and "7 days" are every day only right after "buka"/"open": "garansi 7 hari" is a week.
const SEVEN_DAY_PHRASES = ['7 hari', '7 days', 'seven days'].map((phrase) => phrase.split(' '));
const WEEKDAY_PHRASES = ['weekdays', 'weekday', 'hari kerja'].map((phrase) => phrase.split(' '));
const WEEKEND_PHRASES = ['weekends', 'weekend', 'akhir pekan', 'akhir minggu'].map((phrase) =>
  phrase.split(' '),
);
// Words after which "24 jam" is how long something takes or a facility's ("CCTV 24 jam"), not when the
// business is open.
const LENGTH_CUES = new Set(
  'selesai jadi proses estimasi kilat dalam dlm within max maks maksimal tahan awet garansi ready siap dikirim kirim sampai sampe delivery in cctv akses access security satpam keamanan penjaga jaga air listrik wifi parkir parkiran'.split(
    ' ',
  ),
);
const ALL_DAY_PHRASES = ['24 jam', '24 hours', '24 hour', '24 hrs', '24/7'].map((phrase) =>
  phrase.split(' '),
);

const RANGE_WORDS = new Set([
  '-',
  'sd',
  'sampai',
  'sampe',
  'smp',
  'hingga',
  'to',
  'through',
  'thru',
  'until',
  'till',
  'til',
]);
const REST_WORDS = new Set(['istirahat', 'ishoma', 'rehat', 'break']);
const LIST_WORDS = new Set([',', '&', '+', '/', 'dan', 'and', 'n', 'serta']);
const OPEN_END_WORDS = new Set(['habis', 'abis', 'selesai', 'sunset', 'late', 'tutup']);
const CLOSED_WORDS = new Set(['libur', 'tutup', 'closed', 'close', 'off']);
const EXCEPT_WORDS = new Set(['kecuali', 'except', 'excluding']);
const CUE_WORDS = new Set([
  'buka',
  'open',
  'opens',
  'operasional',
  'beroperasi',
  'melayani',
  'available',
  'hours',
]);
const OPEN_WORDS = new Set(['buka', 'open', 'opens', 'opening', 'from', 'dari', 'dr', 'mulai']);
const CLOSE_WORDS = new Set([
  'sampai',
  'sampe',
  'smp',
  'hingga',
  'until',
  'till',
  'til',
  'tutup',
  'close',
  'closes',
  'closing',
]);
// Words between a marker and its days, or between a prefix and its time: "libur hari Minggu", "closed on Sundays".
const FILLER_WORDS = new Set([
  'hari',
  'tiap',
  'setiap',
  'on',
  'every',
  'pada',
  'pd',
  'at',
  'jam',
  'jm',
  'pukul',
  'pkl',
]);
const CLOCK_PREFIXES = new Set(['jam', 'jm', 'pukul', 'pkl']);
// The words that make the time right after them an opening hour even without a day: "buka jam 8", "open 9am-5pm",
// "jam buka 09.00", "operasional 08.00-17.00"; and the two-word names of opening hours ("happy hours" is not one).
const TIME_CUE_WORDS = new Set([
  'buka',
  'open',
  'opens',
  'operasional',
  'beroperasi',
  'melayani',
  'available',
]);
const HOURS_NAMES = [
  'jam kerja',
  'jam layanan',
  'jam pelayanan',
  'jam praktek',
  'jam praktik',
  'opening hours',
  'business hours',
  'office hours',
  'operating hours',
].map((phrase) => phrase.split(' '));
// Words between such a cue and its time: "buka mulai jam 6", "open from 9am", "buka dr jam 8 pagi".
const CUE_GAP_WORDS = new Set([...FILLER_WORDS, '-', 'mulai', 'dari', 'dr', 'from']);
// A number followed by one of these is an amount, not a time: "2 jam", "90 menit", "3 hari", "10rb".
const AMOUNT_WORDS = new Set([
  'jam',
  'menit',
  'hari',
  'malam',
  'bulan',
  'tahun',
  'thn',
  'orang',
  'kg',
  'km',
  'pcs',
  'porsi',
  'x',
  'rb',
  'ribu',
  'k',
  'jt',
  'juta',
  'hour',
  'hours',
  'hrs',
  'minute',
  'minutes',
  'days',
  'nights',
  'people',
  'weeks',
]);
const PERIODS = new Set([
  'am',
  'pm',
  'pagi',
  'siang',
  'sore',
  'malam',
  'malem',
  'mlm',
  'subuh',
  'wib',
  'wita',
  'wit',
]);
const LATE_PERIODS = new Set(['pm', 'siang', 'sore', 'malam', 'malem', 'mlm']);

function words(description: string): Token[] {
  const text = description
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/(\p{L})['’`](\p{L})/gu, '$1$2')
    .replace(/\b([ap])\.m\b\.?/g, '$1m')
    .replace(/\bs ?[./] ?d\b\.?/g, ' sd ');
  return text.match(/24\/7|\d{1,2}[.:]\d{2}(?!\d)|\d+(?:[.,]\d+)*|\p{L}+|[-,&+/]|[.!?;\n]/gu) ?? [];
}

const isBreak = (token: Token | undefined) => token !== undefined && /^[.!?;\n]$/.test(token);
const endsSentence = (token: Token | undefined) => token === undefined || isBreak(token);

function phraseAt(tokens: Token[], at: number, phrases: Token[][]): number {
  for (const phrase of phrases) {
    if (phrase.every((word, offset) => tokens[at + offset] === word)) return phrase.length;
  }
  return 0;
}

type Clock = {
  hour: number;
  minute: number;
  period: string | null;
  strong: boolean;
  end: number;
  written: string;
};

// "jam 7 pagi", "08.00", "9am", "pukul 22", "noon": the hour before its period is applied.
function clockAt(tokens: Token[], at: number): Clock | null {
  let index = at;
  const prefixed = CLOCK_PREFIXES.has(tokens[index] ?? '');
  if (prefixed) index += 1;
  const token = tokens[index];
  if (token === 'noon' || token === 'midnight') {
    return {
      hour: token === 'noon' ? 12 : 0,
      minute: 0,
      period: null,
      strong: true,
      end: index + 1,
      written: token,
    };
  }
  if (token === 'tengah' && ['malam', 'malem', 'hari'].includes(tokens[index + 1] ?? '')) {
    const hour = tokens[index + 1] === 'hari' ? 12 : 0;
    return { hour, minute: 0, period: null, strong: true, end: index + 2, written: token };
  }
  const parts = token === undefined ? null : /^(\d{1,2})(?:[.:](\d{2}))?$/.exec(token);
  if (!parts) return null;
  const hour = Number(parts[1]);
  const minute = parts[2] === undefined ? 0 : Number(parts[2]);
  if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return null;
  const next = tokens[index + 1] ?? '';
  if (PERIODS.has(next)) {
    const strong = prefixed || parts[2] !== undefined || !['malam', 'malem', 'mlm'].includes(next);
    return { hour, minute, period: next, strong, end: index + 2, written: token! };
  }
  // "08.00-20.00 jam bebas pilih": a time with its minutes is a clock, whatever word follows it.
  if (AMOUNT_WORDS.has(next) && parts[2] === undefined) return null;
  // "subuh jam 5", "malam jam 8": the part of the day said before "jam".
  const said = tokens[at - 1] ?? '';
  const before = prefixed && PERIODS.has(said) && !/^wi/.test(said) ? said : null;
  return {
    hour,
    minute,
    period: before,
    strong: prefixed || parts[2] !== undefined,
    end: index + 1,
    written: token!,
  };
}

function hourOf(clock: Clock): number {
  const { hour, period } = clock;
  if (period === 'am' || period === 'pagi' || period === 'subuh') return hour === 12 ? 0 : hour;
  if (period === 'pm' || period === 'sore') return hour < 12 ? hour + 12 : hour;
  if (period === 'siang') return hour <= 4 ? hour + 12 : hour;
  if (period === 'malam' || period === 'malem' || period === 'mlm') {
    if (hour === 12) return 0;
    return hour >= 6 && hour < 12 ? hour + 12 : hour;
  }
  return hour;
}

const asTime = (hour: number, minute: number) =>
  `${String(hour % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

// The two ends of a range read together: "jam 3-5 sore" is 15.00-17.00, "jam 8-5" is 08.00-17.00.
function rangeSlot(from: Clock, to: Clock): Slot {
  let toHour = hourOf(to);
  let fromHour = hourOf(from);
  const lateEnd = to.period !== null && LATE_PERIODS.has(to.period) && toHour >= 12;
  if (from.period === null && lateEnd && fromHour < 12 && fromHour + 12 < toHour) fromHour += 12;
  const bareEnd = to.period === null && /^\d$/.test(to.written);
  if (bareEnd && toHour <= fromHour && toHour + 12 > fromHour) toHour += 12;
  return {
    open: asTime(fromHour, from.minute),
    close: asTime(toHour, to.minute),
    partial: null,
    cued: false,
  };
}

type DayList = { days: number[]; end: number };

function dayAt(tokens: Token[], at: number): { day: number; short: boolean } | null {
  const token = tokens[at] ?? '';
  const plural = token.endsWith('days') ? token.slice(0, -1) : token;
  const day = DAY_NAMES[plural];
  if (day !== undefined) {
    // "2 minggu", "per minggu", "minggu depan" count weeks, not Sundays; "Pasar Minggu" is a place. A time with
    // minutes before it counts no weeks: "08.00-17.00 Minggu libur".
    const before = tokens[at - 1] ?? '';
    const after = tokens[at + 1] ?? '';
    // "buka 09-18 minggu libur": after a range of hours, a Sunday that is closed is a day ("PO 2 minggu libur
    // lebaran" counts weeks).
    const week =
      token === 'minggu' &&
      !(CLOSED_WORDS.has(after) && RANGE_WORDS.has(tokens[at - 2] ?? '') && Number(before) >= 13) &&
      (/^\d+$/.test(before) ||
        ['per', 'x', 'kali', 'dalam', 'akhir', 'pasar', '/'].includes(before) ||
        ['depan', 'lalu', 'ini', 'ke', 'sekali'].includes(after));
    return week ? null : { day, short: false };
  }
  const short = DAY_SHORT_NAMES[token];
  return short === undefined ? null : { day: short, short: true };
}

function span(from: number, to: number): number[] {
  const days = [from];
  for (let day = from; day !== to; ) {
    day = (day + 1) % 7;
    days.push(day);
  }
  return days;
}

// "Senin-Jumat", "Senin s/d Jumat", "Mon to Fri", "Senin, Rabu dan Jumat", "Sabtu Minggu".
function dayListAt(tokens: Token[], at: number): DayList | null {
  const first = dayAt(tokens, at);
  if (!first) return null;
  const days = [first.day];
  let onlyShort = first.short;
  let index = at + 1;
  for (;;) {
    const joiner = tokens[index] ?? '';
    const joined = RANGE_WORDS.has(joiner) || LIST_WORDS.has(joiner) ? dayAt(tokens, index + 1) : null;
    if (joined) {
      days.push(...(RANGE_WORDS.has(joiner) ? span(days.at(-1)!, joined.day).slice(1) : [joined.day]));
      onlyShort &&= joined.short;
      index += 2;
      continue;
    }
    const next = dayAt(tokens, index);
    if (!next || next.short) break;
    days.push(next.day);
    onlyShort = false;
    index += 1;
  }
  if (onlyShort && days.length === 1) {
    const clock = clockAt(tokens, index);
    const closedBefore = CLOSED_WORDS.has(tokens[at - 1] ?? '');
    // "Sat 10-2": a range of hours right after it makes a short name a day, like a time written in full.
    const range =
      clock !== null && RANGE_WORDS.has(tokens[clock.end] ?? '') && clockAt(tokens, clock.end + 1);
    if (!clock?.strong && !range && !closedBefore && !CLOSED_WORDS.has(tokens[index] ?? '')) return null;
  }
  return { days: [...new Set(days)], end: index };
}

const skipFillers = (tokens: Token[], at: number, step: 1 | -1) => {
  let index = at;
  while (FILLER_WORDS.has(tokens[index] ?? '') || tokens[index] === '-') index += step;
  return index;
};

// Whether the time that starts at `at` comes right after "buka", "open", "jam buka", "jam kerja" and the like.
function cuedAt(tokens: Token[], at: number): boolean {
  let index = at - 1;
  // "buka subuh jam 5": a part of the day between the cue and the time.
  while (CUE_GAP_WORDS.has(tokens[index] ?? '') || PERIODS.has(tokens[index] ?? '')) index -= 1;
  if (TIME_CUE_WORDS.has(tokens[index] ?? '')) return true;
  return phraseAt(tokens, index - 1, HOURS_NAMES) === 2;
}

function readEvents(tokens: Token[]): HoursEvent[] {
  const events: HoursEvent[] = [];
  let lastDaysEnd = -1;
  let sentenceStart = 0;
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (isBreak(token)) {
      events.push({ kind: 'break' });
      index += 1;
      sentenceStart = index;
      continue;
    }
    if (REST_WORDS.has(token)) {
      // "jumat istirahat jam 11-13", "break 12-1pm": a rest inside a day's hours, never hours of their own; the
      // day it names keeps the hours written for it.
      if (events.at(-1)?.kind === 'days' && skipFillers(tokens, index - 1, -1) === lastDaysEnd - 1)
        events.pop();
      index += 1;
      for (let guard = 0; guard < 8 && index < tokens.length; guard++) {
        const clock = clockAt(tokens, index);
        if (clock) index = clock.end;
        else if (RANGE_WORDS.has(tokens[index]!) || FILLER_WORDS.has(tokens[index]!)) index += 1;
        else break;
      }
      continue;
    }
    const allDay = phraseAt(tokens, index, ALL_DAY_PHRASES);
    if (allDay) {
      if (token === '24/7') events.push({ kind: 'days', days: ALL_DAYS, daily: true });
      const alone = index === sentenceStart && endsSentence(tokens[index + allDay]);
      // "warteg 24 jam", "SEDOT WC 24 JAM!!", "ojek siap antar jemput 24 jam": in the sentence where the
      // business names itself, round the clock, unless it says how long something takes ("selesai 24 jam",
      // "300rb/24 jam"); elsewhere a facility's ("CCTV 24 jam").
      const before = tokens[index - 1] ?? '';
      const naming = sentenceStart === 0 && !LENGTH_CUES.has(before) && !/^[\d/]/.test(before);
      const cued = alone || cuedAt(tokens, index) || naming;
      const slot: Slot = { open: '00:00', close: '23:59', partial: null, cued };
      events.push({ kind: 'time', slot, direct: index === lastDaysEnd });
      index += allDay;
      continue;
    }
    const daily =
      phraseAt(tokens, index, DAILY_PHRASES) ||
      (TIME_CUE_WORDS.has(tokens[index - 1] ?? '') ? phraseAt(tokens, index, SEVEN_DAY_PHRASES) : 0);
    const weekdays = /^\d/.test(tokens[index - 1] ?? '') ? 0 : phraseAt(tokens, index, WEEKDAY_PHRASES);
    const weekend = phraseAt(tokens, index, WEEKEND_PHRASES);
    const named = daily || weekdays || weekend ? null : dayListAt(tokens, index);
    if (daily || weekdays || weekend || named) {
      const days = named?.days ?? (daily ? ALL_DAYS : weekdays ? [0, 1, 2, 3, 4] : [5, 6]);
      events.push({ kind: 'days', days, daily: daily > 0 });
      index = named?.end ?? index + (daily || weekdays || weekend);
      lastDaysEnd = index;
      continue;
    }
    if (CLOSED_WORDS.has(token) && !clockAt(tokens, index + 1)) {
      const target = skipFillers(tokens, index + 1, 1);
      const list = dayListAt(tokens, target);
      if (list) {
        events.push({ kind: 'closed-days', days: list.days });
        index = list.end;
        lastDaysEnd = index;
        continue;
      }
      const weekendClosed = phraseAt(tokens, target, WEEKEND_PHRASES);
      if (weekendClosed) {
        events.push({ kind: 'closed-days', days: [5, 6] });
        index = target + weekendClosed;
        lastDaysEnd = index;
        continue;
      }
      if (skipFillers(tokens, index - 1, -1) === lastDaysEnd - 1) events.push({ kind: 'closed-after' });
      index += 1;
      continue;
    }
    if (EXCEPT_WORDS.has(token)) events.push({ kind: 'except' });
    if (CUE_WORDS.has(token)) events.push({ kind: 'cue' });
    const clock = clockAt(tokens, index);
    if (clock) {
      index = timeAt(tokens, index, clock, { lastDaysEnd, sentenceStart }, events);
      continue;
    }
    index += 1;
  }
  return events;
}

type Place = { lastDaysEnd: number; sentenceStart: number };

// A range ("08.00-17.00", "jam 7 pagi sampe 9 malem", "jam 6 sore sampe abis") or a single time after "buka" or
// "sampai"; a bare "8-17" counts only right after a day or after "buka". A range that is a whole sentence by itself
// ("Jam 08.00-22.00 WIB.") is cued like one after "buka"; one inside other words ("paket begadang jam 11 malem - 6
// pagi") is not. Returns where reading goes on.
function timeAt(tokens: Token[], at: number, from: Clock, place: Place, events: HoursEvent[]): number {
  const beforeAt = skipFillers(tokens, at - 1, -1);
  const before = tokens[beforeAt] ?? '';
  const joiner = tokens[from.end] ?? '';
  const direct = at === place.lastDaysEnd;
  const cued = cuedAt(tokens, at);
  // "jam 9 pagi - 9 malam, creambath …": a range with the part of the day on both ends that opens its clause
  // (after a sentence or a comma, with at most "jam" or "pukul" before it) is cued too.
  const opensClause =
    beforeAt < 0 ||
    beforeAt < place.sentenceStart ||
    tokens[beforeAt] === ',' ||
    (CLOCK_PREFIXES.has(tokens[beforeAt] ?? '') &&
      (beforeAt === place.sentenceStart || tokens[beforeAt - 1] === ','));
  const cuedTo = (end: number) =>
    cued ||
    (at === place.sentenceStart && endsSentence(tokens[end])) ||
    (opensClause &&
      PERIODS.has(tokens[from.end - 1] ?? '') &&
      PERIODS.has(tokens[end - 1] ?? '') &&
      (endsSentence(tokens[end]) || tokens[end] === ','));
  if (RANGE_WORDS.has(joiner)) {
    const to = clockAt(tokens, from.end + 1);
    const afterDays = direct || CUE_WORDS.has(before) || OPEN_WORDS.has(before);
    // "buka 1-2 minggu" counts weeks; "Senin-Sabtu 8-17 Minggu" is a time before a day.
    const weeks =
      to !== null &&
      tokens[to.end] === 'minggu' &&
      !dayAt(tokens, to.end) &&
      !direct &&
      !/^0\d$/.test(from.written);
    if (to && (from.strong || to.strong || (afterDays && !weeks))) {
      events.push({ kind: 'time', slot: { ...rangeSlot(from, to), cued: cuedTo(to.end) }, direct });
      return to.end;
    }
    if (!to && OPEN_END_WORDS.has(tokens[from.end + 1] ?? '') && (from.strong || afterDays)) {
      const open = asTime(hourOf(from), from.minute);
      const slot: Slot = { open, close: null, partial: null, cued: cuedTo(from.end + 2) };
      events.push({ kind: 'time', slot, direct });
      return from.end + 2;
    }
  }
  if (from.strong && OPEN_WORDS.has(before)) {
    const slot: Slot = { open: asTime(hourOf(from), from.minute), close: null, partial: 'open', cued };
    events.push({ kind: 'time', slot, direct });
  } else if (from.strong && CLOSE_WORDS.has(before)) {
    // "buka sampai jam 10 malam", a sentence "Tutup jam 9 malam."; not "PO tutup jam 9 malam".
    const closeCued =
      cuedAt(tokens, beforeAt) || (beforeAt === place.sentenceStart && endsSentence(tokens[from.end]));
    const slot: Slot = {
      open: null,
      close: asTime(hourOf(from), from.minute),
      partial: 'close',
      cued: closeCued,
    };
    events.push({ kind: 'time', slot, direct });
  }
  return from.end;
}

type Group = {
  days: number[];
  daily: boolean;
  slot: Slot | null;
  slotBefore: boolean;
  closed: boolean;
  sentence: number;
};

function joinSlots(first: Slot | null, second: Slot): Slot | null {
  if (!first) return second;
  const cued = first.cued || second.cued;
  if (first.partial === 'open' && second.partial === 'close')
    return { ...first, close: second.close, partial: null, cued };
  if (first.partial === 'close' && second.partial === 'open')
    return { ...first, open: second.open, partial: null, cued };
  return null;
}

function hoursOf(events: HoursEvent[]): OwnerHours[] | null {
  const groups: Group[] = [];
  const cued = new Set<number>();
  let sentence = 0;
  let current: Group | null = null;
  let pending: Slot | null = null;
  // The first opening hours written for no day ("buka jam 8-17, Minggu libur"): they hold for every other day. An
  // opening and a closing time written apart join: "Buka jam 7 pagi. Tutup jam 9 malam."
  let dayless: Slot | null = null;
  let closingNext = false;
  const flush = () => {
    if (current) groups.push(current);
    current = null;
  };
  const closeDays = (days: number[]) => {
    groups.push({ days, daily: false, slot: null, slotBefore: false, closed: true, sentence });
  };
  const release = (slot: Slot | null) => {
    if (slot?.cued) dayless = dayless ? (joinSlots(dayless, slot) ?? dayless) : slot;
  };
  for (const event of events) {
    if (event.kind === 'break') {
      flush();
      release(pending);
      pending = null;
      closingNext = false;
      sentence += 1;
    } else if (event.kind === 'cue') {
      cued.add(sentence);
    } else if (event.kind === 'except') {
      closingNext = true;
    } else if (event.kind === 'closed-days') {
      closeDays(event.days);
      cued.add(sentence);
    } else if (event.kind === 'closed-after') {
      // "buka jam 8-17, Minggu libur": the times written before Sunday were never Sunday's but the other days'.
      const open: Group | null = current;
      if (open && (!open.slot || open.slotBefore)) {
        if (open.slotBefore) release(open.slot);
        open.closed = true;
        open.slot = null;
        cued.add(sentence);
        flush();
      }
    } else if (event.kind === 'days') {
      if (closingNext) {
        closeDays(event.days);
        closingNext = false;
        continue;
      }
      flush();
      current = {
        days: event.days,
        daily: event.daily,
        slot: pending,
        slotBefore: pending !== null,
        closed: false,
        sentence,
      };
      pending = null;
    } else {
      const open: Group | null = current;
      const joined = open && !open.closed ? joinSlots(open.slot, event.slot) : null;
      if (open && joined) {
        open.slot = joined;
        open.slotBefore = false;
      } else if (open && !open.closed && open.slotBefore && (event.direct || event.slot.cued)) {
        // "buka jam 8-17, Sabtu 8-12": Saturday has its own times, the ones before it are the other days'.
        release(open.slot);
        open.slot = event.slot;
        open.slotBefore = false;
      } else {
        const next = joinSlots(pending, event.slot);
        if (!next) release(pending);
        pending = next ?? event.slot;
      }
    }
  }
  flush();
  release(pending);
  const kept = groups.filter((group) => group.closed || group.slot || cued.has(group.sentence));
  if (dayless) {
    // "Buka Senin-Sabtu. Jam 08.00-17.00": the days named without times take them; otherwise every day does.
    const untimed = kept.filter((group) => !group.closed && !group.slot);
    for (const group of untimed) group.slot = dayless;
    if (untimed.length === 0) {
      kept.unshift({
        days: ALL_DAYS,
        daily: true,
        slot: dayless,
        slotBefore: false,
        closed: false,
        sentence,
      });
    }
  }
  const byDay = new Map<number, OwnerHours>();
  for (const group of [...kept.filter((g) => g.daily), ...kept.filter((g) => !g.daily)]) {
    for (const day of group.days) {
      byDay.set(day, {
        day_of_week: DAYS_OF_WEEK[day]!,
        opening_time: group.closed ? null : (group.slot?.open ?? null),
        closing_time: group.closed ? null : (group.slot?.close ?? null),
        is_closed: group.closed,
      });
    }
  }
  if (byDay.size === 0) return null;
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}
