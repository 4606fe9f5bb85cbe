import {
  candle,
  comb,
  creamJar,
  dropperBottle,
  facialSet,
  foot,
  frangipani,
  hairDryer,
  hairStrands,
  lashes,
  nailFan,
  nailPolish,
  petalBowl,
  pumpBottle,
  scissors,
  stones,
  towelRoll,
} from './motifs-beauty';
import { petal } from './motifs-icons';
import { giftCard, jar } from './motifs-objects';
import type { PackArt } from './pack-art';

const PLUM = '#4A2F3A';
const ROSE = '#C97B84';
const GOLD = '#C9A45C';

const cut = scissors(ROSE);
const dryer = hairDryer(ROSE);
const combMotif = comb(PLUM);
const facial = facialSet();
const serum = dropperBottle('#E9A23B', '#FFF8EC');
const hydrating = pumpBottle('#9CC3D5', '#FFFFFF');
const gel = nailPolish('#C0392B');
const fan = nailFan(['#F4DCD6', '#E7A6A0', ROSE, '#9C6B7A', PLUM]);
const artFan = nailFan([ROSE, GOLD, ROSE, GOLD, ROSE], true);
const hotStones = stones();
const bowl = petalBowl('#FFFFFF');
const towel = towelRoll('#F4DCD6');
const calm = candle('#F4DCD6');

export const beautyArt: PackArt = {
  kind: 'beauty',
  palette: {
    bg: '#FBF3EF',
    bg2: '#F3DCD6',
    surface: '#D9B8A8',
    ink: PLUM,
    accent: ROSE,
    accent2: GOLD,
    soft: '#F4DCD6',
  },
  garnish: petal(),
  sign: frangipani(),
  hero: [bowl, hydrating, towel, calm, hotStones],
  categories: [
    [cut, dryer, combMotif],
    [facial, serum, hydrating],
    [gel, fan, nailPolish('#E7A6A0', GOLD)],
    [hotStones, bowl, towel],
  ],
  items: {
    'potong-wanita': cut,
    'potong-pria': combMotif,
    creambath: creamJar('#F4DCD6', GOLD),
    'hair-coloring': hairStrands(['#7A3B2E', '#A0522D', GOLD, '#E0B56A']),
    keratin: dryer,
    'hair-mask': creamJar('#8FA58A', PLUM, '#EAF2E3'),
    'facial-acne': facial,
    'facial-brightening': serum,
    'facial-hydrating': hydrating,
    'totok-wajah': calm,
    microdermabrasi: creamJar('#FFFFFF', '#9C6B7A'),
    eyelash: lashes(),
    'gel-polish': gel,
    manicure: fan,
    pedicure: bowl,
    'nail-art': artFan,
    'mani-pedi': nailPolish('#E7A6A0', GOLD),
    'lepas-gel': nailFan(['#F6EFE4', '#F4DCD6', '#F6EFE4']),
    lulur: jar('scrub', GOLD, '#E9B949'),
    'pijat-aromaterapi': dropperBottle('#9C86B8', '#FFF8EC'),
    refleksi: foot(),
    'scrub-kopi': jar('scrub', PLUM, '#8A5A3B'),
    'hot-stone': hotStones,
    'paket-pengantin': towel,
  },
  products: {
    serum: { motif: dropperBottle(GOLD, '#FFF8EC'), views: 3 },
    goods: { motif: pumpBottle('#E9D3C5', '#FFFFFF'), views: 2 },
    shampoo: { motif: pumpBottle('#E9D3C5', '#FFFFFF'), views: 2 },
    scrub: { motif: jar('scrub', PLUM, '#8A5A3B'), views: 2 },
    oil: { motif: dropperBottle('#9C86B8', '#FFF8EC'), views: 2 },
    comb: { motif: comb('#8A5A3B'), views: 2 },
    voucher: { motif: giftCard(ROSE, '#F4DCD6'), views: 2 },
  },
  news: {
    'nail-art': [artFan, gel],
    'hair-tips': [hydrating, hairStrands(['#5A3A2A', '#7A4E2E', '#A0522D'])],
    'me-time': [creamJar('#F4DCD6', GOLD), calm, nailPolish('#E7A6A0', GOLD)],
  },
  teamColors: [PLUM, ROSE, GOLD],
};
