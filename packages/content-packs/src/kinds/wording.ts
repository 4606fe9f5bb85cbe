import type { Bi } from '../packs/pack-types';
import type { Family, Wording } from './kind-types';

export type WordingTexts = {
  nav: Bi;
  title: Bi;
  description: Bi;
  cta: Bi;
};

// The words a site uses for what the business offers, by how the business names it.
export const WORDINGS: Record<Wording, WordingTexts> = {
  menu: {
    nav: ['Menu', 'Menu'],
    title: ['Menu Kami', 'Our Menu'],
    description: ['Pilihan menu {brand}.', 'What is on the menu at {brand}.'],
    cta: ['Lihat Menu', 'See Our Menu'],
  },
  services: {
    nav: ['Layanan', 'Services'],
    title: ['Layanan Kami', 'Our Services'],
    description: ['Layanan yang bisa kamu dapatkan di {brand}.', 'What {brand} can do for you.'],
    cta: ['Lihat Layanan', 'See Our Services'],
  },
  products: {
    nav: ['Produk', 'Products'],
    title: ['Produk Kami', 'Our Products'],
    description: ['Produk yang tersedia di {brand}.', 'The products you can find at {brand}.'],
    cta: ['Lihat Produk', 'See Our Products'],
  },
  rooms: {
    nav: ['Kamar', 'Rooms'],
    title: ['Pilihan Kamar', 'Our Rooms'],
    description: ['Kamar yang tersedia di {brand}.', 'The rooms at {brand}.'],
    cta: ['Lihat Kamar', 'See the Rooms'],
  },
  classes: {
    nav: ['Kelas', 'Classes'],
    title: ['Pilihan Kelas', 'Our Classes'],
    description: ['Kelas dan program di {brand}.', 'Classes and programmes at {brand}.'],
    cta: ['Lihat Kelas', 'See the Classes'],
  },
  fleet: {
    nav: ['Armada', 'Fleet'],
    title: ['Armada Kami', 'Our Fleet'],
    description: ['Kendaraan yang bisa kamu sewa di {brand}.', 'The vehicles you can hire from {brand}.'],
    cta: ['Lihat Armada', 'See the Fleet'],
  },
  units: {
    nav: ['Unit', 'Units'],
    title: ['Unit Sewa', 'Rental Units'],
    description: ['Yang bisa kamu sewa di {brand}.', 'What you can hire from {brand}.'],
    cta: ['Lihat Unit', 'See the Units'],
  },
  packages: {
    nav: ['Paket', 'Packages'],
    title: ['Pilihan Paket', 'Our Packages'],
    description: ['Paket yang bisa kamu pilih di {brand}.', 'The packages {brand} offers.'],
    cta: ['Lihat Paket', 'See the Packages'],
  },
  catalogue: {
    nav: ['Katalog', 'Catalogue'],
    title: ['Yang Kami Tawarkan', 'What We Offer'],
    description: ['Yang bisa kamu dapatkan dari {brand}.', 'What you can get from {brand}.'],
    cta: ['Lihat Katalog', 'See What We Offer'],
  },
};

export type FamilyTexts = {
  footer: Bi;
  // The navigation label and section title for the stores and contact section.
  stores: { nav: Bi; title: Bi; description: Bi };
  // Draft news for the owner to edit and publish; nothing in them says how anything is made or delivered.
  news: readonly {
    title: Bi;
    category: Bi;
    description: Bi;
    paragraphs: readonly [readonly string[], readonly string[]];
  }[];
};

const SHOP_STORES = {
  nav: ['Toko', 'Stores'],
  title: ['Toko Kami', 'Our Stores'],
  description: ['Kunjungi kami langsung.', 'Come and visit us.'],
} as const satisfies FamilyTexts['stores'];
const PLACE_STORES = {
  nav: ['Lokasi', 'Location'],
  title: ['Hubungi Kami', 'Contact Us'],
  description: ['Hubungi kami untuk bertanya atau memesan.', 'Get in touch to ask or to book.'],
} as const satisfies FamilyTexts['stores'];

const ASK = {
  title: ['Cara Bertanya dan Memesan', 'How to Ask and Book'],
  category: ['Info', 'Info'],
  description: [
    'Semua yang perlu kamu tahu untuk menghubungi {brand}.',
    'Everything you need to get in touch with {brand}.',
  ],
  paragraphs: [
    [
      'Ingin tahu lebih banyak tentang {offering} di {brand}? Kamu bisa menghubungi kami lewat kontak yang ada di bagian bawah halaman ini.',
      'Ceritakan apa yang kamu butuhkan, dan kami akan menjawab secepatnya.',
      'Sampai jumpa di {brand}!',
    ],
    [
      'Want to know more about {offering} at {brand}? Reach us through the contact details at the bottom of this page.',
      'Tell us what you need and we will reply as soon as we can.',
      'See you at {brand}!',
    ],
  ],
} as const;
const PRICES = {
  title: ['Daftar Harga {brand}', 'Prices at {brand}'],
  category: ['Info', 'Info'],
  description: [
    'Harga {offering} kami kini bisa kamu lihat di website.',
    'You can now see the prices of our {offering} online.',
  ],
  paragraphs: [
    [
      'Supaya lebih mudah memilih, daftar {offering} {brand} kini bisa dilihat di website ini.',
      'Harga bisa berubah sewaktu-waktu, jadi tanyakan dulu harga terbarunya sebelum memesan.',
      'Kalau ada yang ingin kamu tanyakan, hubungi kami kapan saja.',
    ],
    [
      'To make choosing easier, the list of {offering} at {brand} is now on this website.',
      'Prices can change, so ask for the latest price before you order.',
      'If you have any questions, just get in touch.',
    ],
  ],
} as const;

const WHERE = {
  title: ['Di Mana Menemukan {brand}', 'Where to Find {brand}'],
  category: ['Info', 'Info'],
  description: ['Lokasi dan cara menghubungi {brand}.', 'Where {brand} is and how to reach us.'],
  paragraphs: [
    [
      'Alamat, jam buka, dan kontak {brand} ada di bagian bawah halaman ini.',
      'Kalau kamu bingung mencari lokasinya, hubungi kami dan kami bantu tunjukkan jalannya.',
      'Sampai bertemu di {brand}!',
    ],
    [
      'The address, opening hours and contact details of {brand} are at the bottom of this page.',
      'If you cannot find us, get in touch and we will point you the right way.',
      'See you at {brand}!',
    ],
  ],
} as const;

export const FAMILY_TEXTS: Record<Family, FamilyTexts> = {
  food: {
    footer: ['Selamat menikmati, sampai jumpa lagi.', 'Enjoy, and see you again soon.'],
    stores: SHOP_STORES,
    news: [PRICES, ASK, WHERE],
  },
  retail: {
    footer: ['Terima kasih sudah berbelanja di {brand}.', 'Thank you for shopping with {brand}.'],
    stores: SHOP_STORES,
    news: [PRICES, ASK, WHERE],
  },
  services: {
    footer: ['Siap membantu kebutuhanmu.', 'Here to help with what you need.'],
    stores: PLACE_STORES,
    news: [ASK, PRICES, WHERE],
  },
  beauty: {
    footer: ['Sampai jumpa di kunjungan berikutnya.', 'See you at your next visit.'],
    stores: PLACE_STORES,
    news: [ASK, PRICES, WHERE],
  },
  education: {
    footer: ['Belajar bersama {brand}.', 'Learn with {brand}.'],
    stores: PLACE_STORES,
    news: [ASK, PRICES, WHERE],
  },
  lodging: {
    footer: ['Selamat datang di {brand}.', 'Welcome to {brand}.'],
    stores: PLACE_STORES,
    news: [ASK, PRICES, WHERE],
  },
  tourism: {
    footer: ['Sampai jumpa di petualangan berikutnya.', 'See you on the next adventure.'],
    stores: PLACE_STORES,
    news: [ASK, PRICES, WHERE],
  },
  general: {
    footer: ['Terima kasih sudah mengunjungi {brand}.', 'Thank you for visiting {brand}.'],
    stores: PLACE_STORES,
    news: [ASK, WHERE],
  },
};

// Words that belong to one family only: seeing one of them on another family's site means the text came
// from the wrong kind of business. Normalised like the owner's text.
export const FAMILY_WORDS: Record<Family, readonly string[]> = {
  food: [
    'kopi',
    'coffee',
    'latte',
    'espresso',
    'nasi',
    'rendang',
    'sambal',
    'bakso',
    'kitchen',
    'dapur',
    'dimasak',
    'cooked',
    'masakan',
    'kuliner',
    'betutu',
    'rawon',
    'kerupuk',
    'hidangan',
    'dish',
    'dishes',
    'gurih',
    'lezat',
    'delicious',
    'resep',
    'recipe',
    'bumbu',
    'kue',
    'cake',
    'roti',
    'bread',
    'mi',
    'noodles',
  ],
  retail: ['grosir', 'eceran', 'stok', 'semen', 'sembako', 'pulsa'],
  services: [
    'servis',
    'bengkel',
    'workshop',
    'montir',
    'mechanic',
    'oli',
    'tambal',
    'laundry',
    'setrika',
    'cetak',
    'printing',
    'reparasi',
    'repair',
    'perbaikan',
    'kurir',
    'courier',
  ],
  beauty: [
    'creambath',
    'facial',
    'manikur',
    'manicure',
    'pijat',
    'massage',
    'lulur',
    'haircut',
    'salon',
    'spa',
  ],
  education: [
    'kursus',
    'bimbel',
    'tutor',
    'tutoring',
    'murid',
    'siswa',
    'student',
    'students',
    'kurikulum',
    'curriculum',
  ],
  lodging: ['kamar', 'room', 'rooms', 'menginap', 'check in', 'homestay', 'villa', 'kos'],
  tourism: ['selancar', 'surf', 'surfing', 'snorkeling', 'diving', 'wisata', 'tour', 'trekking'],
  general: [],
};
