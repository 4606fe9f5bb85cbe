// Spelling variants owners write, mapped to the catalogue's spelling (token by token).
const VARIANTS: Record<string, string> = {
  mie: 'mi',
  bakmie: 'bakmi',
  baso: 'bakso',
  gule: 'gulai',
  satay: 'sate',
  sambel: 'sambal',
  coklat: 'cokelat',
  chocolate: 'cokelat',
  cabe: 'cabai',
  ijo: 'hijau',
  telor: 'telur',
  kwetiaw: 'kwetiau',
  kwetiauw: 'kwetiau',
  kwetiao: 'kwetiau',
  nasgor: 'nasi goreng',
  capcai: 'capcay',
  juice: 'jus',
  cafe: 'kafe',
  caffe: 'kafe',
  coffee: 'kopi',
  brownis: 'brownies',
  kukis: 'cookies',
  donut: 'donat',
  doughnut: 'donat',
  sop: 'sup',
  soup: 'sup',
  jogya: 'jogja',
  yogya: 'jogja',
  djogja: 'jogja',
  menado: 'manado',
  londri: 'laundry',
  laundri: 'laundry',
  loundry: 'laundry',
  laundy: 'laundry',
  service: 'servis',
  sevis: 'servis',
  servise: 'servis',
  fotocopy: 'fotokopi',
  photocopy: 'fotokopi',
  potokopi: 'fotokopi',
  fotocopi: 'fotokopi',
  kost: 'kos',
  kosan: 'kos',
  kostan: 'kos',
  vila: 'villa',
  hijap: 'hijab',
  handphone: 'hp',
  hape: 'hp',
  ponsel: 'hp',
  petshop: 'pet shop',
  carwash: 'car wash',
  rentcar: 'rent car',
  photo: 'foto',
  poto: 'foto',
  snorkling: 'snorkeling',
  snorkelling: 'snorkeling',
  katering: 'catering',
  percetakkan: 'percetakan',
  aksesoris: 'aksesori',
  accessories: 'aksesori',
  barber: 'barbershop',
  guesthouse: 'guest house',
  kripik: 'keripik',
  cemilan: 'camilan',
  tambel: 'tambal',
};

// Lowercase, no diacritics or punctuation, old Indonesian spelling (oe, dj, tj) made modern,
// reduplication written with a 2 spelled out ("gado2" → "gado gado"), and common variants unified.
export function normalizeText(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/oe/g, 'u')
    .replace(/dj/g, 'j')
    .replace(/tj/g, 'c')
    .trim();
  return plain
    .split(' ')
    .map((token) => VARIANTS[token] ?? token.replace(/^([a-z]{3,})2$/, '$1 $1'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  const normal = normalizeText(text);
  return normal ? normal.split(' ') : [];
}
