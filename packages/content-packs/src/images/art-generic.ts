import { wholeCake } from './motifs-bakery';
import { pumpBottle } from './motifs-beauty';
import { hotCup } from './motifs-drinks';
import { bag, top } from './motifs-fashion';
import {
  balloons,
  bolt,
  boxStack,
  briefcase,
  calendar,
  chatBubbles,
  clock,
  gradCap,
  house,
  magnifier,
  memberCard,
  phoneChat,
  shield,
  sparkle,
  starBadge,
} from './motifs-icons';
import { box, bundle, giftBox, giftCard, hamper, notebook, priceTag, tumbler } from './motifs-objects';
import type { PackArt } from './pack-art';

const INK = '#2E2A26';
const CLAY = '#C0704D';
const OLIVE = '#6F7D4E';
const OCHRE = '#D9A441';
const SAND = '#EFDCC4';

const starter = box();
const hampers = hamper('#C99A63', [CLAY, OLIVE, OCHRE]);
const voucher = giftCard(CLAY, SAND);
const chat = chatBubbles(CLAY, OLIVE);
const regular = clock('#FFFDF8', OLIVE);
const warranty = shield(OLIVE);
const monthly = calendar(CLAY);
const pair = bundle(CLAY, OLIVE);
const member = memberCard(OLIVE);
const corporate = briefcase('#6B4A35');
const bulk = boxStack(OCHRE);
const reseller = priceTag(CLAY);
const tote = bag('tote', SAND, 'none', CLAY);

export const genericArt: PackArt = {
  kind: 'generic',
  palette: {
    bg: '#F7F2EA',
    bg2: '#EDE2D2',
    surface: '#CDB497',
    ink: INK,
    accent: CLAY,
    accent2: OLIVE,
    soft: SAND,
  },
  garnish: sparkle(OCHRE),
  sign: bag('tote', SAND, 'none', CLAY),
  hero: [hampers, starter, tote, voucher, starBadge(OCHRE, CLAY)],
  categories: [
    [starter, hampers, voucher],
    [chat, regular, warranty],
    [monthly, pair, member],
    [corporate, bulk, reseller],
  ],
  items: {
    starter,
    limited: starBadge(CLAY, OLIVE),
    hampers,
    refill: pumpBottle(OLIVE, '#F7F2EA'),
    'family-pack': boxStack('#C99A63'),
    voucher,
    konsultasi: chat,
    reguler: regular,
    ekspres: bolt(CLAY, '#FFE39A'),
    premium: starBadge(OCHRE, CLAY),
    kunjungan: house(SAND, CLAY),
    garansi: warranty,
    bulanan: monthly,
    'tiga-bulan': calendar(OLIVE, 3),
    berdua: pair,
    pelajar: gradCap(INK, OCHRE),
    'ulang-tahun': wholeCake(CLAY, '#F7E3CF', { candles: true }),
    member,
    korporat: corporate,
    'partai-besar': bulk,
    reseller,
    acara: balloons([OLIVE, OCHRE, CLAY]),
    'langganan-bisnis': calendar(INK, 2),
    'custom-branding': box(CLAY, SAND),
  },
  products: {
    tote: { motif: tote, views: 2 },
    tumbler: { motif: tumbler(OLIVE, SAND), views: 2 },
    mug: { motif: hotCup({ cup: CLAY, liquid: '#3A2114', art: 'heart', mug: true }), views: 2 },
    tshirt: { motif: top('tee', OLIVE), views: 3 },
    notebook: { motif: notebook('#C99A63', CLAY), views: 2 },
    giftcard: { motif: giftCard(OLIVE, SAND), views: 2 },
  },
  news: {
    whatsapp: [phoneChat(INK, '#BFE3B4'), chat],
    member: [member, giftBox(CLAY, OCHRE)],
    quality: [magnifier(OLIVE), starter],
  },
  teamColors: [INK, CLAY, OLIVE],
};
