import { scissors } from './motifs-beauty';
import {
  bag,
  brooch,
  drapedScarf,
  dress,
  earrings,
  foldedStack,
  instantHijab,
  skirt,
  top,
  trousers,
} from './motifs-fashion';
import { button } from './motifs-icons';
import type { PackArt } from './pack-art';
import type { Motif } from './svg-kit';

const CHARCOAL = '#2F2A28';
const TERRACOTTA = '#B5634B';
const SAGE = '#8FA58A';

const shirt = top('shirt', '#E8E2D6');
const tunic = top('tunic', '#7A4E2E', 'kawung');
const tee = top('tee', SAGE);
const gamis = dress('#9C6B7A', 'none', 'long');
const batikDress = dress('#6B3A2A', 'parang', 'midi');
const kaftan = dress('#C96F53', 'floral', 'long');
const ikatDress = dress('#8A3B2E', 'ikat', 'long', false);
const stack = foldedStack(['#E8D5C4', TERRACOTTA, SAGE, '#F1C9B8']);
const pashmina = drapedScarf('#D9A7A0');
const bergo = instantHijab('#6B5B55');
const kulot = trousers('#D8C3A5', 'wide');
const jeans = trousers('#4C6A8A', 'slim', 'denim');
const plisket = skirt('#9C6B7A', 'pleats');
const tote = bag('tote', '#E8DCC8', 'none', TERRACOTTA);
const sling = bag('sling', TERRACOTTA);

const coordSet: Motif = (art) =>
  `<g transform="translate(-6 6) scale(0.62)">${top('tee', '#A9B89F')(art)}</g><g transform="translate(72 70) scale(0.62)">${trousers('#A9B89F', 'wide')(art)}</g>`;

export const fashionArt: PackArt = {
  kind: 'fashion',
  palette: {
    bg: '#F7F1EC',
    bg2: '#EEDFD5',
    surface: '#D9C3B0',
    ink: CHARCOAL,
    accent: TERRACOTTA,
    accent2: SAGE,
    soft: '#F3E3DC',
  },
  garnish: button(),
  sign: dress('#F3E3DC', 'none', 'midi'),
  hero: [batikDress, tote, stack, shirt, brooch()],
  categories: [
    [shirt, tunic, tee],
    [gamis, batikDress, kaftan],
    [stack, pashmina, bergo],
    [kulot, jeans, plisket],
  ],
  items: {
    'kemeja-oversize': shirt,
    'blouse-ruffle': top('blouse', '#F1C9B8'),
    'tunik-batik': tunic,
    'kaos-basic': tee,
    kardigan: top('cardigan', '#D9B98C'),
    'blouse-lurik': top('shirt', '#8A6A4E', 'lurik'),
    'gamis-crinkle': gamis,
    'dress-batik': batikDress,
    'dress-linen': dress('#D8C3A5', 'none', 'midi', false),
    kaftan,
    setelan: coordSet,
    'dress-tenun': ikatDress,
    'pashmina-ceruty': pashmina,
    'hijab-voal': stack,
    'bergo-jersey': bergo,
    'pashmina-plisket': drapedScarf('#A9B89F', true),
    'scarf-satin': drapedScarf('#C9A45C', false, 'floral'),
    'inner-rajut': foldedStack([CHARCOAL, '#6B5B55', '#D9C3B0']),
    'kulot-linen': kulot,
    'rok-plisket': plisket,
    'jeans-highwaist': jeans,
    'rok-batik': skirt('#7A4E2E', 'kawung'),
    'celana-bahan': trousers(CHARCOAL, 'slim'),
    'rok-denim': skirt('#5A7896', 'denim'),
  },
  products: {
    tote: { motif: tote, views: 2 },
    sling: { motif: sling, views: 3 },
    wallet: { motif: bag('wallet', '#6B4A3A'), views: 2 },
    brooch: { motif: brooch(), views: 2 },
    earrings: { motif: earrings(), views: 2 },
    pouch: { motif: bag('pouch', '#7A4E2E', 'kawung'), views: 3 },
  },
  news: {
    collection: [ikatDress, batikDress, tunic],
    styling: [shirt, kulot, sling],
    tailor: [scissors(TERRACOTTA), trousers(CHARCOAL, 'slim')],
  },
  teamColors: [CHARCOAL, TERRACOTTA, SAGE],
};
