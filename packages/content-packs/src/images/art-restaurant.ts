import { hotCup, icedGlass } from './motifs-drinks';
import { bag } from './motifs-fashion';
import {
  bananaLeaf,
  bowl,
  cucumber,
  dome,
  drumstick,
  friedEgg,
  greens,
  kerupuk,
  noodlePile,
  pieces,
  plate,
  sambal,
  skewer,
} from './motifs-food';
import { chili } from './motifs-icons';
import { box, hamper, jar, pouch, sachet } from './motifs-objects';
import type { PackArt } from './pack-art';
import type { Motif } from './svg-kit';

const INK = '#3A2418';
const TERRACOTTA = '#C4552D';
const LEAF = '#4E7A3A';
const PLATE = '#FBF8F1';
const RICE = '#FBF6EA';

const dish =
  (...layers: (string | Motif)[]): Motif =>
  (art) =>
    layers.map((layer) => (typeof layer === 'string' ? layer : layer(art))).join('');

const nasiGoreng = dish(
  plate(PLATE),
  kerupuk(62, 134),
  (a) => dome(a, 100, 152, 100, 46, '#C98A4B', '#D0452E'),
  friedEgg(104, 112, 0.9),
  cucumber(150, 156),
  cucumber(162, 148),
);
const ayamBakar = dish(
  plate(PLATE),
  (a) => dome(a, 74, 150, 76, 38, RICE),
  (a) => drumstick(a, 124, 140, '#7A3B1E'),
  sambal(60, 160),
  greens(150, 160),
);
const rendang = dish(
  plate(PLATE),
  (a) => dome(a, 80, 150, 84, 40, RICE),
  pieces(132, 148, '#4A2616', 5, 'chunk'),
  greens(70, 164),
);
const soto = bowl({
  bowl: '#FFFFFF',
  broth: '#E9B949',
  toppings: ['chicken', 'egg', 'koya', 'scallion'],
  stripe: '#3E7CB1',
});
const bakso = bowl({
  bowl: '#FFFFFF',
  broth: '#D9B48A',
  toppings: ['noodles', 'meatballs', 'scallion'],
  stripe: TERRACOTTA,
});
const mieAyam = bowl({
  bowl: '#FFFFFF',
  broth: '#C08A4F',
  toppings: ['noodles', 'chicken', 'greens', 'wonton'],
  stripe: LEAF,
});
const peanutSauce =
  '<ellipse cx="62" cy="150" rx="30" ry="11" fill="#9A5B2A"/><ellipse cx="56" cy="147" rx="10" ry="3" fill="#C98A4B"/>';
const lontong =
  '<rect x="120" y="142" width="22" height="18" rx="3" fill="#EEF2D8"/><rect x="146" y="146" width="22" height="18" rx="3" fill="#E3EAC6"/>';
const sate = dish(
  plate(PLATE),
  peanutSauce,
  lontong,
  skewer(40, 150, 170, 96, '#8A4A22'),
  skewer(34, 136, 164, 82, '#7A3F1C'),
  skewer(48, 164, 178, 110, '#8A4A22'),
);
const mendoan = dish(
  plate(PLATE),
  pieces(96, 150, '#D9A441', 5, 'chunk'),
  '<circle cx="150" cy="150" r="16" fill="#3A2418"/><circle cx="146" cy="146" r="3" fill="#C8372D"/>',
);
const perkedel = dish(plate(PLATE), pieces(100, 150, '#C9873F', 5, 'round'));
const esTeh = icedGlass({ liquid: '#B5642B', straw: TERRACOTTA });
const cendol = icedGlass({
  liquid: '#F4EDE0',
  layers: ['#F8F3EA', '#EFE6D6', '#6E9B4F', '#5B3418'],
  straw: LEAF,
});
const esJeruk = icedGlass({ liquid: '#F2A23A', topping: 'orange', straw: LEAF });
const banana =
  '<path d="M40 150 Q60 118 104 122 Q120 126 112 138 Q76 136 52 158 Z" fill="#D9A441"/><path d="M92 160 Q110 126 156 128 Q170 134 160 146 Q126 142 102 166 Z" fill="#CF9636"/>';
const cheese = Array.from(
  { length: 12 },
  (_, i) =>
    `<rect x="${56 + ((i * 23) % 96)}" y="${126 + ((i * 7) % 22)}" width="10" height="3" rx="1.5" fill="#F6D35B" transform="rotate(${(i * 40) % 180} ${56 + ((i * 23) % 96)} 130)"/>`,
).join('');

export const restaurantArt: PackArt = {
  kind: 'restaurant',
  palette: {
    bg: '#FBF4E8',
    bg2: '#F3E2C7',
    surface: '#B9875A',
    ink: INK,
    accent: TERRACOTTA,
    accent2: LEAF,
    soft: '#F1D9B5',
  },
  garnish: chili(),
  sign: bowl({ bowl: '#FBF4E8', broth: '#E9B949', toppings: ['noodles', 'egg'] }),
  hero: [nasiGoreng, esTeh, sate, soto, jar('sambal', TERRACOTTA, '#C23B22')],
  categories: [
    [ayamBakar, nasiGoreng, rendang],
    [soto, bakso, mieAyam],
    [mendoan, sate, perkedel],
    [esJeruk, esTeh, cendol],
  ],
  items: {
    'nasi-goreng': nasiGoreng,
    'ayam-bakar': ayamBakar,
    'ayam-penyet': dish(
      plate('#5E5550'),
      '<ellipse cx="100" cy="152" rx="62" ry="18" fill="#C23B22"/>',
      (a) => drumstick(a, 104, 140, '#C98A3F'),
      pieces(150, 160, '#B98A4A', 2, 'block'),
      greens(54, 154),
    ),
    'nasi-campur': dish(
      bananaLeaf(),
      (a) => dome(a, 96, 148, 70, 40, RICE),
      skewer(120, 160, 180, 120, '#B86B3A', false),
      pieces(58, 150, '#EED9B4', 3, 'chunk'),
      greens(140, 140),
      sambal(66, 166, '#E0542E'),
    ),
    'nasi-rendang': rendang,
    'nasi-uduk': dish(
      bananaLeaf(),
      (a) => dome(a, 92, 146, 74, 44, '#FFF9EC'),
      pieces(144, 150, '#C8372D', 2, 'round'),
      pieces(56, 156, '#C99A4A', 2, 'block'),
      '<path d="M70 120 h40" stroke="#C98A4B" stroke-width="4" stroke-dasharray="3 3"/>',
    ),
    'soto-ayam': soto,
    bakso,
    'mie-ayam': mieAyam,
    'sop-buntut': bowl({ bowl: '#F3E8D6', broth: '#E8C98E', toppings: ['bone', 'carrot', 'scallion'] }),
    'mie-goreng': dish(
      plate(PLATE),
      noodlePile(100, 150, '#A8672E'),
      friedEgg(120, 118, 0.7),
      greens(58, 156),
    ),
    rawon: bowl({
      bowl: '#FFFFFF',
      broth: '#2E2118',
      toppings: ['beef', 'sprouts', 'egg'],
      stripe: '#3E7CB1',
    }),
    'sate-ayam': sate,
    'sate-taichan': dish(
      plate(PLATE),
      sambal(60, 152, '#E0542E'),
      skewer(40, 150, 170, 96, '#EFD9B8'),
      skewer(48, 164, 178, 110, '#F2E0C2'),
      '<circle cx="150" cy="152" r="13" fill="#9CCB5B"/><circle cx="150" cy="152" r="9" fill="#DDEFA8"/>',
    ),
    mendoan,
    'tahu-gejrot': dish(
      bowl({ bowl: '#A0522D', broth: '#6B3A1E', toppings: ['chili'] }),
      pieces(100, 96, '#E2B062', 4, 'block'),
    ),
    perkedel,
    'cumi-goreng': dish(plate(PLATE), pieces(96, 152, '#D9A441', 6, 'ring'), sambal(152, 156, '#F08A4B')),
    'es-teh': esTeh,
    'es-jeruk': esJeruk,
    'es-cendol': cendol,
    'es-campur': icedGlass({
      liquid: '#F6C7C7',
      layers: ['#FFFFFF', '#F4B6C2', '#F7D774', '#6E9B4F'],
      topping: 'jelly',
      straw: TERRACOTTA,
    }),
    'wedang-jahe': hotCup({ cup: '#FBF4E8', liquid: '#C98A3B', art: 'none', mug: true }),
    'pisang-goreng': dish(
      plate(PLATE),
      banana,
      cheese,
      '<path d="M52 132 q20 10 40 0 t40 0" stroke="#5B3418" stroke-width="3" fill="none"/>',
    ),
  },
  products: {
    sambal: { motif: jar('sambal', TERRACOTTA, '#C23B22'), views: 2 },
    rendang: { motif: pouch('#5B3420', '#F1D9B5', '#3A2418'), views: 3 },
    kerupuk: { motif: pouch('#F2D08A', '#FFFFFF', '#F4E3B5'), views: 2 },
    bumbu: { motif: sachet(INK, '#2E2118'), views: 2 },
    tote: { motif: bag('tote', '#F1D9B5', 'none', TERRACOTTA), views: 2 },
    hampers: { motif: hamper('#C99A63', ['#C23B22', '#5B3420', '#F2D08A', LEAF]), views: 3 },
  },
  news: {
    catering: [box('#F6EEE0', '#C4552D'), nasiGoreng, box('#F6EEE0', '#C4552D')],
    rendang: [rendang, jar('sambal', TERRACOTTA, '#5B3420')],
    lunchbox: [box('#F6EEE0', LEAF), esTeh],
  },
  teamColors: [TERRACOTTA, LEAF, INK],
};
