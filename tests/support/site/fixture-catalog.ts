import type { MerchandiseItem, NewsArticle, OpeningHour, Store } from '@webku/contract';
import { fixtureImage as img } from './fixture-image';

const MERCH: [string, string, number, string[]][] = [
  [
    'Tote Bag Kanvas',
    'Tote bag kanvas tebal dengan saku dalam. Muat laptop 14 inci.',
    89000,
    ['tote-1', 'tote-2'],
  ],
  [
    'Tumbler Stainless 500 ml',
    'Menjaga es kopi tetap dingin hingga 12 jam.',
    149000,
    ['tumbler-1', 'tumbler-2', 'tumbler-3'],
  ],
  [
    'Biji Kopi House Blend 250 g',
    'Arabika Gayo dan Robusta Temanggung, sangrai medium.',
    95000,
    ['beans-1', 'beans-2'],
  ],
  ['Mug Keramik', 'Mug keramik buatan pengrajin Plered, Purwakarta.', 79000, ['mug-1', 'mug-2']],
  ['Kaos "Ngopi Dulu"', 'Kaos katun combed 30s, sablon tangan. Ukuran S sampai XXL.', 129000, ['tshirt-1']],
  ['Drip Bag Coffee isi 10', 'Sobek, gantung di cangkir, tuang air panas.', 0, []],
];

export function fixtureMerchandise(): MerchandiseItem[] {
  const items = MERCH.map(([name, description, price, images], i) => ({
    id: i + 1,
    name,
    description,
    price,
    display_order: i + 1,
    is_active: true,
    images: images.map((key, j) => ({
      id: (i + 1) * 10 + j,
      image_url: img(`merch-${key}`),
      alt_text: j === 0 ? name : null,
      display_order: j + 1,
    })),
  }));
  items.push({ ...items[0]!, id: 99, name: 'Payung Lipat (nonaktif)', is_active: false, display_order: 0 });
  return items.reverse();
}

const NEWS: [string, string, string, string][] = [
  [
    'Biji Baru di Bar: Flores Bajawa',
    'Menu Baru',
    'Kopi dari lereng Gunung Inerie dengan aroma buah tropis.',
    'news-beans',
  ],
  [
    'Kelas Latte Art untuk Pemula',
    'Acara',
    'Belajar steaming susu dan membuat pola hati, setiap Sabtu pagi.',
    'news-latte-class',
  ],
  ['Teh Tarik Jahe Kembali', 'Promo', 'Menu hangat favorit kembali untuk musim hujan.', 'news-seasonal'],
  ['Kedai Baru di Braga', 'Kabar', 'Kopi Senja kini hadir di Jl. Braga, Bandung.', 'news-launch'],
  ['Jam Buka Baru Saat Ramadan', 'Info', 'Kami buka sampai sahur setiap akhir pekan.', 'news-store'],
  ['Kami Mencari Barista', 'Karier', 'Bergabunglah dengan tim barista Kopi Senja.', 'news-team'],
];

export function fixtureNews(): NewsArticle[] {
  const articles = NEWS.map(([title, category, description, thumbnail], i) => ({
    id: i + 1,
    title,
    category,
    description,
    // As stored: the server sanitised it when it was written.
    content: `<p>${description}</p><h3>Sampai jumpa</h3><p>Mampir ke kedai <strong>Kopi Senja</strong> terdekat.</p>`,
    thumbnail: img(thumbnail),
    display_order: i + 1,
    is_published: true,
    created_date: i === 5 ? null : `2025-0${6 - Math.min(i, 5)}-1${i}`,
    created_at: '2025-01-05T20:30:00.000Z',
  }));
  articles.push({
    ...articles[0]!,
    id: 99,
    title: 'Draf Artikel (belum terbit)',
    is_published: false,
    display_order: 0,
  });
  return articles.reverse();
}

const week = (open: string, close: string, closedDay?: string): OpeningHour[] =>
  (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((day) => ({
    day_of_week: day,
    opening_time: day === closedDay ? null : open,
    closing_time: day === closedDay ? null : close,
    is_closed: day === closedDay,
  }));

export function fixtureStores(): Store[] {
  return [
    {
      id: 1,
      name: 'Kopi Senja Braga',
      city: 'Bandung',
      address: 'Jl. Braga No. 58, Braga, Kec. Sumur Bandung',
      google_map_url: 'https://maps.google.com/?q=Kopi+Senja+Braga',
      whatsapp_number: '6281234567891',
      order_links: [
        { platform: 'gofood', url: 'https://gofood.co.id/bandung/restaurant/kopi-senja-braga-4f1c2' },
        { platform: 'grabfood', url: 'https://food.grab.com/id/id/restaurant/kopi-senja-braga/6-C2XKJ' },
      ],
      google_review_url: 'https://g.page/r/CKopiSenjaBraga/review',
      store_image: img('store-1'),
      display_order: 1,
      is_active: true,
      opening_hours: week('07:00:00', '22:00:00', 'monday'),
    },
    {
      id: 2,
      name: 'Kopi Senja Kemang',
      city: 'Jakarta Selatan',
      address: 'Jl. Kemang Raya No. 21, Bangka, Kec. Mampang Prapatan',
      google_map_url: null,
      whatsapp_number: null,
      order_links: [],
      google_review_url: null,
      store_image: img('store-2'),
      display_order: 2,
      is_active: true,
      opening_hours: week('08:00', '23:00'),
    },
    {
      id: 3,
      name: 'Kopi Senja Prawirotaman',
      city: 'Yogyakarta',
      address: 'Jl. Prawirotaman No. 9, Brontokusuman',
      google_map_url: null,
      whatsapp_number: null,
      order_links: [],
      google_review_url: null,
      store_image: null,
      display_order: 3,
      is_active: true,
      opening_hours: [],
    },
    {
      id: 4,
      name: 'Kopi Senja Lama (tutup permanen)',
      city: 'Malang',
      address: 'Jl. Besar Ijen No. 1',
      google_map_url: null,
      whatsapp_number: null,
      order_links: [],
      google_review_url: null,
      store_image: null,
      display_order: 0,
      is_active: false,
      opening_hours: [],
    },
  ];
}
