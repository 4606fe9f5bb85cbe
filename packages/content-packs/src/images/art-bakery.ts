import {
  apron,
  bun,
  cakeSlice,
  cinnamonRoll,
  creamPuff,
  croissant,
  donut,
  loaf,
  pastry,
  pullApart,
  toast,
  wheat,
  wholeCake,
} from './motifs-bakery';
import { bag } from './motifs-fashion';
import { giftBox, jar } from './motifs-objects';
import type { PackArt } from './pack-art';

const CHOCOLATE = '#5A3825';
const CRUST = '#D9825B';
const PINK = '#E7A6A0';

const rotiSobek = pullApart(CHOCOLATE);
const rotiKopi = bun('coffee');
const rotiKeju = bun('cheese');
const rotiTawar = loaf('tin');
const sourdough = loaf('boule');
const baguette = loaf('baguette');
const cheesecake = cakeSlice(['#F4DFB0', '#F1D7A2', '#EACB90'], '#5A3016');
const birthday = wholeCake(CHOCOLATE, '#3A2010', { candles: true, berries: true });
const lapis = cakeSlice(
  ['#E9B949', '#8A5A2B', '#E9B949', '#8A5A2B', '#E9B949', '#8A5A2B', '#E9B949', '#8A5A2B'],
  '#7A4A22',
);
const chocolateDonut = donut('#5A3016', true);

export const bakeryArt: PackArt = {
  kind: 'bakery',
  palette: {
    bg: '#FFF8EE',
    bg2: '#F6E7C8',
    surface: '#D8B48A',
    ink: CHOCOLATE,
    accent: CRUST,
    accent2: PINK,
    soft: '#F6E2C0',
  },
  garnish: wheat(),
  sign: croissant('#E0A458'),
  hero: [birthday, sourdough, croissant(), chocolateDonut, baguette],
  categories: [
    [rotiKopi, rotiSobek, rotiKeju],
    [rotiTawar, sourdough, baguette],
    [cheesecake, birthday, lapis],
    [croissant(), chocolateDonut, cinnamonRoll()],
  ],
  items: {
    'roti-sobek': rotiSobek,
    'roti-abon': bun('floss'),
    'roti-kopi': rotiKopi,
    'roti-pisang': bun('drizzle', '#D9A25E'),
    'roti-keju': rotiKeju,
    'roti-srikaya': toast('#7FA65A'),
    'roti-tawar': rotiTawar,
    sourdough,
    'roti-gandum': loaf('tin', '#8A5A2B'),
    baguette,
    'sourdough-kismis': loaf('boule', '#A8652E'),
    focaccia: loaf('focaccia', '#D9A441'),
    cheesecake,
    'lapis-legit': lapis,
    'bolu-pandan': wholeCake('#8DBE6A', '#B5D69A', { hole: true }),
    brownies: cakeSlice(['#4A2A16', '#3A2010'], '#5A3825'),
    'kue-ulang-tahun': birthday,
    'bolu-marmer': cakeSlice(['#F0D39A', '#6B4228', '#F0D39A', '#6B4228'], '#C98A45'),
    croissant: croissant(),
    'donat-gula': donut('#F8F1E4', false),
    'donat-cokelat': chocolateDonut,
    danish: pastry('#F6E7B0', 'centre'),
    'cinnamon-roll': cinnamonRoll(),
    'kue-sus': creamPuff(),
  },
  products: {
    nastar: { motif: jar('cookies', CRUST, '#E9B949'), views: 3 },
    kastengel: { motif: jar('sticks', CHOCOLATE, '#F2C14E'), views: 2 },
    srikaya: { motif: jar('jam', '#4E7A3A', '#8DB36A'), views: 2 },
    hampers: { motif: giftBox(PINK, '#FFF8EE'), views: 3 },
    tote: { motif: bag('tote', '#F6E2C0', 'none', CRUST), views: 2 },
    apron: { motif: apron('#C9A27E'), views: 2 },
  },
  news: {
    cookies: [jar('cookies', CRUST, '#E9B949'), jar('sticks', CHOCOLATE, '#F2C14E')],
    sourdough: [sourdough, baguette],
    class: [rotiSobek, apron('#C9A27E')],
  },
  teamColors: [CHOCOLATE, CRUST, PINK],
};
