// Words Indonesians put before a name ("Bu Ratna", "Pak Hadi", "Kak Dinda"): alone they are no name, so a
// greeting keeps them together with the name that follows ("Selamat datang, Bu Ratna!", never "…, Bu!").
const HONORIFICS = new Set([
  'bu',
  'ibu',
  'pak',
  'bapak',
  'mas',
  'mbak',
  'mba',
  'kak',
  'kakak',
  'bang',
  'abang',
  'dik',
  'adik',
  'om',
  'tante',
  'teh',
  'aa',
  'akang',
  'kang',
  'bli',
  'mbok',
  'cak',
  'ning',
  'uda',
  'uni',
  'koh',
  'cik',
  'ci',
  'haji',
  'hajjah',
  'h.',
  'hj.',
  'dr.',
  'drg.',
  'ir.',
]);

/** The name a greeting uses: the first word of the owner's name, with an honorific before it kept. */
export function greetingName(fullName: string | null | undefined): string | undefined {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  let count = 0;
  while (count < words.length - 1 && HONORIFICS.has(words[count]!.toLowerCase())) count += 1;
  return words.length ? words.slice(0, count + 1).join(' ') : undefined;
}
