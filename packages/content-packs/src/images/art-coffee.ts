import { cakeSlice, croissant, pastry, toast } from './motifs-bakery';
import { hotCup, icedGlass, pourOver } from './motifs-drinks';
import { bag, top } from './motifs-fashion';
import { cucumber, dome, friedEgg, friesCup, kerupuk, plate } from './motifs-food';
import { coffeeBean } from './motifs-icons';
import { dripBags, pouch, tumbler } from './motifs-objects';
import type { PackArt } from './pack-art';
import type { Motif } from './svg-kit';

const ESPRESSO = '#3B2A20';
const CARAMEL = '#C8874A';
const CREAM = '#FAF7F2';

const esKopiAren = icedGlass({ liquid: '#C9A27E', bottom: '#7A4A22', straw: ESPRESSO });
const esKopiPandan = icedGlass({ liquid: '#D8CFA0', bottom: '#5E9446', foam: '#F6EEDF', straw: '#2E5E3A' });
const esKopiRegal = icedGlass({ liquid: '#BE9670', foam: '#FFF8EE', topping: 'crumbs', straw: ESPRESSO });
const espresso = hotCup({ cup: '#FFFFFF', liquid: '#5B3419', art: 'crema', saucer: '#F2ECE3', small: true });
const latte = hotCup({ cup: CARAMEL, liquid: '#B7814F', art: 'rosetta', saucer: '#E9D8C2' });
const v60 = pourOver('#F4EEE6', '#4A2A16');
const matcha = icedGlass({ liquid: '#8DB36A', layers: ['#EEF0DC', '#B5CF8C', '#86AD61'], straw: '#2E5E3A' });
const chocolate = icedGlass({ liquid: '#6B3F26', foam: '#F3E4CF', straw: CARAMEL });
const yuzu = icedGlass({ liquid: '#F3D46B', topping: 'lemon', straw: CARAMEL });
const tehTarik = hotCup({ cup: '#E7DCCB', liquid: '#C99A6B', art: 'crema', mug: true });
const nasiGoreng: Motif = (art) =>
  [
    plate('#FBF8F1'),
    kerupuk(62, 134),
    dome(art, 100, 152, 100, 46, '#C98A4B', '#D0452E'),
    friedEgg(104, 112, 0.9),
    cucumber(150, 156),
    cucumber(162, 148),
  ].join('');

export const coffeeArt: PackArt = {
  kind: 'coffee',
  palette: {
    bg: CREAM,
    bg2: '#F0E4D3',
    surface: '#C9A27E',
    ink: ESPRESSO,
    accent: CARAMEL,
    accent2: '#8A5A3B',
    soft: '#EBD9C3',
  },
  garnish: coffeeBean(),
  sign: hotCup({ cup: CREAM, liquid: CARAMEL, art: 'heart', mug: true }),
  hero: [latte, esKopiAren, croissant(), espresso, pouch(ESPRESSO, '#EBD9C3')],
  categories: [
    [esKopiPandan, esKopiAren, esKopiRegal],
    [espresso, latte, v60],
    [matcha, chocolate, yuzu],
    [pastry('#4A2A16', 'ends'), croissant(), toast('#7FA65A')],
  ],
  items: {
    'es-kopi-aren': esKopiAren,
    'es-kopi-pandan': esKopiPandan,
    'es-kopi-klepon': icedGlass({
      liquid: '#C7A07A',
      bottom: '#6C8F3E',
      foam: '#FBF6EC',
      topping: 'coconut',
      straw: '#6C8F3E',
    }),
    'es-kopi-regal': esKopiRegal,
    'es-butterscotch': icedGlass({ liquid: '#D9A866', bottom: '#B36B22', straw: CARAMEL }),
    'es-oat-latte': icedGlass({ liquid: '#E3D2B8', foam: '#F4ECDD', straw: '#8A5A3B' }),
    espresso,
    americano: hotCup({ cup: '#E7DCCB', liquid: '#2A170C', art: 'crema', mug: true }),
    cappuccino: hotCup({ cup: '#F7F1E8', liquid: '#B7814F', art: 'cocoa', saucer: '#EFE6DA' }),
    'caffe-latte': latte,
    'flat-white': hotCup({ cup: ESPRESSO, liquid: '#A56E3F', art: 'heart', saucer: '#5B4333' }),
    v60,
    'matcha-latte': matcha,
    'es-cokelat': chocolate,
    'es-teh-leci': icedGlass({ liquid: '#D79A4A', topping: 'lychee', straw: '#F2D04B' }),
    'red-velvet': icedGlass({ liquid: '#B9485A', foam: '#FFF3F1', straw: ESPRESSO }),
    'teh-tarik-jahe': tehTarik,
    'yuzu-soda': yuzu,
    croissant: croissant(),
    'pain-au-chocolat': pastry('#4A2A16', 'ends'),
    'banana-bread': cakeSlice(['#B97A3E', '#A56A33', '#B97A3E', '#9A5E2C'], '#7E4A22'),
    'roti-bakar-srikaya': toast('#7FA65A'),
    'nasi-goreng': nasiGoreng,
    'truffle-fries': friesCup(CARAMEL),
  },
  products: {
    tote: { motif: bag('tote', '#E9DCC6', 'none', CARAMEL), views: 2 },
    tumbler: { motif: tumbler(ESPRESSO, '#EBD9C3'), views: 3 },
    beans: { motif: pouch(ESPRESSO, '#EBD9C3'), views: 3 },
    mug: { motif: hotCup({ cup: CARAMEL, liquid: '#3A2114', art: 'heart', mug: true }), views: 2 },
    tshirt: { motif: top('tee', ESPRESSO), views: 2 },
    dripbag: { motif: dripBags(CARAMEL, ESPRESSO), views: 2 },
  },
  news: {
    beans: [pouch(ESPRESSO, '#EBD9C3'), v60],
    'latte-class': [latte, hotCup({ cup: '#F7F1E8', liquid: '#B7814F', art: 'tulip', saucer: '#EFE6DA' })],
    seasonal: [tehTarik, croissant(), tehTarik],
  },
  teamColors: [ESPRESSO, CARAMEL, '#8A5A3B'],
};
