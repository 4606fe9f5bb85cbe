import { bag, foldedStack } from './motifs-fashion';
import { boxStack, calendar, chatBubbles, clock, gradCap, house, shield, sparkle } from './motifs-icons';
import { box, giftBox, notebook, priceTag } from './motifs-objects';
import { bed, books, car, gear, key, mask, palm, shopBag, surfboard, wave, wrench } from './motifs-trades';
import { camera, foldingChair, helmet, routeMap, scooter, speaker, tent } from './motifs-vehicles';
import type { PackArt } from './pack-art';
import type { Palette } from './svg-kit';

// Pictures for the families the packs do not draw: each in its own palette, none showing food or drink.
function familyArt(
  kind: PackArt['kind'],
  palette: Palette,
  motifs: PackArt['hero'],
  goods: PackArt['sign'],
): PackArt {
  const [a, b, c, d, e] = motifs;
  return {
    kind,
    palette,
    garnish: sparkle(palette.accent2),
    // The first object over the second, so the favicon and the store sign carry some detail.
    sign: (art) => `${b!(art)}<g transform="translate(40 40) scale(0.6)">${a!(art)}</g>`,
    hero: motifs,
    categories: [
      [a!, b!, c!],
      [d!, e!, a!],
      [b!, c!, d!],
      [e!, a!, b!],
    ],
    items: {},
    products: { goods: { motif: goods, views: 2 } },
    news: {},
    teamColors: [palette.ink, palette.accent, palette.accent2],
  };
}

export const servicesArt = familyArt(
  'services',
  {
    bg: '#F2F4F6',
    bg2: '#E1E7EC',
    surface: '#B8C4CE',
    ink: '#26313B',
    accent: '#2F6F9F',
    accent2: '#E0A43A',
    soft: '#DCE8F1',
  },
  [
    wrench('#5D6B78'),
    gear('#2F6F9F'),
    clock('#FFFDF8', '#E0A43A'),
    shield('#2F6F9F'),
    chatBubbles('#2F6F9F', '#E0A43A'),
  ],
  box('#C99A63', '#E8D5B5'),
);

export const retailArt = familyArt(
  'retail',
  {
    bg: '#F8F3EC',
    bg2: '#EFE3D3',
    surface: '#D5BFA3',
    ink: '#322923',
    accent: '#B5533C',
    accent2: '#4E7A5A',
    soft: '#F3DCCB',
  },
  [
    shopBag('#B5533C', '#322923'),
    boxStack('#D9A441'),
    priceTag('#4E7A5A'),
    giftBox('#B5533C', '#D9A441'),
    bag('tote', '#F3DCCB', 'none', '#B5533C'),
  ],
  shopBag('#4E7A5A', '#322923'),
);

export const educationArt = familyArt(
  'education',
  {
    bg: '#F5F4EE',
    bg2: '#E6E4D6',
    surface: '#C7C2A8',
    ink: '#2B2C3A',
    accent: '#3F5E96',
    accent2: '#D98E3A',
    soft: '#DDE4F0',
  },
  [
    books(['#3F5E96', '#D98E3A', '#6E8B5E']),
    gradCap('#2B2C3A', '#D98E3A'),
    notebook('#D98E3A', '#3F5E96'),
    calendar('#3F5E96'),
    chatBubbles('#3F5E96', '#D98E3A'),
  ],
  notebook('#3F5E96', '#D98E3A'),
);

export const lodgingArt = familyArt(
  'lodging',
  {
    bg: '#F6F2EC',
    bg2: '#E9DFD2',
    surface: '#CBB9A2',
    ink: '#2F2A25',
    accent: '#7A5A3C',
    accent2: '#5F8A7A',
    soft: '#EADFCF',
  },
  [
    house('#EADFCF', '#7A5A3C'),
    bed('#7A5A3C', '#5F8A7A'),
    key('#C9A45C'),
    car('#5F8A7A'),
    calendar('#7A5A3C'),
  ],
  foldedStack(['#EADFCF', '#5F8A7A', '#7A5A3C']),
);

export const tourismArt = familyArt(
  'tourism',
  {
    bg: '#EEF6F6',
    bg2: '#D7EBEA',
    surface: '#E8D6B0',
    ink: '#1F3A44',
    accent: '#1F8A9A',
    accent2: '#F2A541',
    soft: '#CFEBEA',
  },
  [
    surfboard('#F2A541', '#1F8A9A'),
    wave('#1F8A9A'),
    palm('#8A6A45', '#3E8E5E'),
    mask('#1F3A44'),
    calendar('#1F8A9A'),
  ],
  box('#F2A541', '#1F8A9A'),
);

// Cars and scooters for hire: the vehicles first, never a bed. The scooter alone is the emblem, so
// the favicon and the store sign stay readable when small.
const rentalScooter = scooter('#2E7D78', '#5B4636');
export const rentalArt: PackArt = {
  ...familyArt(
    'rental',
    {
      bg: '#F3F5F2',
      bg2: '#E0E8E4',
      surface: '#BAC3BF',
      ink: '#23302F',
      accent: '#E0612F',
      accent2: '#2E7D78',
      soft: '#D8ECE8',
    },
    [
      rentalScooter,
      car('#E0612F'),
      helmet('#F2B441', '#2E7D78'),
      key('#C9A45C'),
      routeMap('#FFFDF8', '#2E7D78', '#E0612F'),
    ],
    helmet('#2E7D78', '#F3F5F2'),
  ),
  sign: rentalScooter,
};

// Tents, cameras, sound and chairs for hire: the things a customer borrows for a day. The tent alone
// is the emblem, light enough for the dark favicon.
const hireTent = tent('#3D7A4F', '#2A2D33');
export const equipmentArt: PackArt = {
  ...familyArt(
    'equipment',
    {
      bg: '#F5F3EE',
      bg2: '#E7E3D8',
      surface: '#C9BFAE',
      ink: '#2A2D33',
      accent: '#3D7A4F',
      accent2: '#D9822B',
      soft: '#E3ECDF',
    },
    [
      hireTent,
      camera('#2A2D33', '#D9822B'),
      speaker('#3A3F47', '#8E97A3'),
      foldingChair('#8E97A3', '#D9822B'),
      calendar('#3D7A4F'),
    ],
    box('#C99A63', '#E8D5B5'),
  ),
  sign: hireTent,
};
