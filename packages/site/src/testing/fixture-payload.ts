import type {
  MenuCategory,
  MerchandiseItem,
  NewsArticle,
  OpeningHour,
  PublicPayload,
  Store,
} from '@webku/contract';

const img = (key: string) => `/media/builtin/coffee/${key}.svg`;

type ItemSeed = [
  name: string,
  description: string | null,
  price: number,
  image: string | null,
  flags?: string,
];

const MENU: [string, string | null, ItemSeed[]][] = [
  [
    'Kopi Susu Signature',
    'category-1',
    [
      [
        'Es Kopi Susu Gula Aren',
        'Espresso house blend, susu segar, dan gula aren cair.',
        22000,
        'es-kopi-aren',
        'b',
      ],
      [
        'Es Kopi Pandan',
        'Kopi susu dengan sirup pandan yang kami rebus sendiri.',
        24000,
        'es-kopi-pandan',
        'r',
      ],
      ['Es Kopi Klepon', 'Gula aren, pandan, dan kelapa parut sangrai.', 26000, 'es-kopi-klepon'],
      [
        'Es Kopi Regal',
        'Kopi susu dingin dengan krim lembut dan remahan biskuit.',
        27000,
        'es-kopi-regal',
        'br',
      ],
      [
        'Es Kopi Butterscotch',
        'Saus butterscotch racikan dapur kami dan susu dingin.',
        26000,
        'es-butterscotch',
      ],
      ['Es Kopi Susu Oat', 'Versi susu oat yang tetap creamy dan tetap nendang.', 28000, 'es-oat-latte'],
    ],
  ],
  [
    'Kopi Klasik',
    'category-2',
    [
      ['Espresso', 'Satu shot house blend: Arabika Gayo dan Robusta Temanggung.', 18000, 'espresso'],
      ['Americano', 'Espresso dan air panas. Ringan dan bersih.', 20000, 'americano'],
      ['Cappuccino', 'Espresso dengan susu dan foam tebal, ditaburi bubuk kakao.', 28000, 'cappuccino', 'r'],
      ['Caffè Latte', null, 28000, 'caffe-latte'],
      ['Flat White', 'Double ristretto dengan microfoam tipis.', 30000, 'flat-white'],
      ['V60 Single Origin', 'Seduh manual biji pilihan minggu ini.', 32000, 'v60', 'b'],
    ],
  ],
  [
    'Non-Kopi',
    null,
    [
      ['Es Matcha Latte', 'Matcha Jepang dikocok segar dengan susu dingin.', 28000, 'matcha-latte', 'b'],
      ['Es Cokelat Klasik', 'Cokelat bubuk dari Jembrana, Bali, dengan susu segar.', 25000, 'es-cokelat'],
      ['Es Teh Leci', 'Teh hitam seduh dingin dengan buah leci dan daun mint.', 22000, 'es-teh-leci'],
      ['Red Velvet Latte', 'Red velvet lembut dengan susu.', 27000, null],
      ['Teh Tarik Jahe', 'Teh tarik hangat dengan jahe merah.', 20000, 'teh-tarik-jahe', 'r'],
      ['Air Mineral', 'Gratis untuk setiap pesanan kopi.', 0, 'yuzu-soda'],
    ],
  ],
  [
    'Makanan & Pastry',
    'category-4',
    [
      ['Croissant Mentega', 'Croissant berlapis mentega Prancis, renyah di luar.', 25000, 'croissant', 'b'],
      ['Pain au Chocolat', 'Pastry mentega dengan dua batang dark chocolate.', 28000, 'pain-au-chocolat'],
      [
        'Banana Bread',
        'Roti pisang lembap dengan kenari, dipanggang setiap pagi.',
        22000,
        'banana-bread',
        'r',
      ],
      ['Roti Bakar Srikaya', 'Roti bakar mentega dengan selai srikaya pandan.', 20000, 'roti-bakar-srikaya'],
      ['Nasi Goreng Kampung', 'Nasi goreng bumbu terasi dengan telur mata sapi.', 35000, 'nasi-goreng', 'b'],
      ['Kentang Goreng Truffle', 'Kentang goreng renyah dengan minyak truffle.', 30000, 'truffle-fries'],
    ],
  ],
];

// Listed out of display order on purpose, with an inactive item per category and an inactive category.
function menuCategories(): MenuCategory[] {
  const categories = MENU.map(([name, image, items], c): MenuCategory => {
    const id = c + 1;
    const menuItems = items.map(([itemName, description, price, image, flags = ''], i) => ({
      id: id * 100 + i,
      name: itemName,
      description,
      price,
      image: image ? img(image) : null,
      category_id: id,
      display_order: i + 1,
      is_active: true,
      is_best_seller: flags.includes('b'),
      is_recommended: flags.includes('r'),
    }));
    menuItems.push({
      ...menuItems[0]!,
      id: id * 100 + 99,
      name: `Menu Lama ${id}`,
      display_order: 0,
      is_active: false,
    });
    return {
      id,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      display_order: c + 1,
      is_active: true,
      image: image ? img(image) : null,
      menu_items: menuItems.reverse(),
    };
  });
  const hidden = {
    ...categories[0]!,
    id: 9,
    name: 'Menu Musiman (nonaktif)',
    display_order: 0,
    is_active: false,
  };
  return [categories[3]!, categories[1]!, hidden, categories[0]!, categories[2]!];
}

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

function merchandiseItems(): MerchandiseItem[] {
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

function newsArticles(): NewsArticle[] {
  const articles = NEWS.map(([title, category, description, thumbnail], i) => ({
    id: i + 1,
    title,
    category,
    description,
    content: `<p>${description}</p><h3>Sampai jumpa</h3><p onclick="alert(1)">Mampir ke kedai <strong>Kopi Senja</strong> terdekat.</p><script>alert(1)</script>`,
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

function stores(): Store[] {
  return [
    {
      id: 1,
      name: 'Kopi Senja Braga',
      city: 'Bandung',
      address: 'Jl. Braga No. 58, Braga, Kec. Sumur Bandung',
      google_map_url: 'https://maps.google.com/?q=Kopi+Senja+Braga',
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
      store_image: null,
      display_order: 0,
      is_active: false,
      opening_hours: [],
    },
  ];
}

const section = (
  section_type: 'menu' | 'merchandise' | 'news' | 'stores',
  title: string,
  description: string,
) => ({
  section_type,
  is_active: true,
  title,
  description,
  google_drive_menu_url: null,
  google_drive_menu_qr_code: null,
});

const PRIVACY = `<h2>Kebijakan Privasi Kopi Senja</h2>
<p>Kami hanya menyimpan data yang Anda berikan saat memesan, seperti nama dan nomor WhatsApp.</p>
<ul><li>Data tidak dijual kepada pihak lain.</li><li>Anda dapat meminta data dihapus kapan saja.</li></ul>
<p>Pertanyaan? Kirim email ke <a href="mailto:halo@kopisenja.id">halo@kopisenja.id</a>.</p>
<p style="color:red" onmouseover="alert(1)">Terakhir diperbarui 1 Juni 2025.</p><script>alert('x')</script>`;

const TERMS = `<h2>Syarat dan Ketentuan</h2><p>Harga dapat berubah sewaktu-waktu tanpa pemberitahuan.</p>
<ol><li>Promo tidak dapat digabung.</li><li>Voucher berlaku 30 hari.</li></ol>
<p><a href="javascript:alert(1)">Klik</a> <a href="https://kopisenja.id/promo" target="_blank">Lihat promo</a></p>`;

/** A realistic coffee-shop payload: 4 categories × 6 items, 6 merchandise, 6 news, 3 stores, plus hidden rows. */
export function fixturePayload(): PublicPayload {
  return {
    company: {
      id: 7,
      name: 'Kopi Senja',
      slug: 'kopi-senja',
      description: 'Kedai kopi rumahan dengan biji Nusantara.',
      logo: null,
    },
    web_settings: {
      id: 1,
      website_title: 'Kopi Senja | Kedai Kopi & Espresso Bar',
      website_description:
        'Kopi Senja: kopi susu gula aren, manual brew, dan pastry segar di Bandung, Jakarta, dan Yogyakarta.',
      meta_keywords: 'kopi senja, kedai kopi, kopi susu, bandung',
      meta_author: 'Kopi Senja',
      meta_robots: 'index,follow',
      og_title: 'Kopi Senja – Kedai Kopi & Espresso Bar',
      og_description: 'Kopi enak, cerita hangat, setiap hari.',
      og_image: img('hero'),
      og_type: 'website',
      favicon_icon_file: img('favicon'),
      navigation_logo: null,
      navigation_logo_placeholder: 'Kopi Senja',
      navigation_menu_text: 'Menu',
      navigation_merchandise_text: 'Merchandise',
      navigation_news_text: 'Berita',
      navigation_stores_text: 'Toko',
      template_selected: 'minimalis-coffee-shop',
      title_text_font_family: 'Comfortaa, sans-serif',
      terms_and_conditions: TERMS,
      privacy_policy: PRIVACY,
    },
    hero_section: {
      background_image: img('hero'),
      logo: img('favicon'),
      shop_name: 'Kopi Senja',
      sub_name: 'Kedai Kopi & Espresso Bar',
      tagline: 'Kopi enak, cerita hangat, setiap hari.',
      cta_text: 'Lihat Menu',
      cta_link: '#menu',
    },
    footer_settings: {
      id: 1,
      shop_name: 'Kopi Senja',
      tagline: 'Diseduh dengan hati, disajikan dengan senyum.',
      instagram_url: 'https://instagram.com/kopisenja',
      facebook_url: 'https://facebook.com/kopisenja',
      tiktok_url: 'https://www.tiktok.com/@kopisenja',
      address: 'Jl. Braga No. 58, Bandung 40111',
      phone: '+62 812-3456-7890',
      email: 'halo@kopisenja.id',
      copyright_year: '2025',
      copyright_text: 'Kopi Senja. Dibuat dengan cinta dan kepedulian.',
    },
    menu_section_settings: {
      ...section(
        'menu',
        'Menu Kami',
        'Kopi susu andalan, seduhan klasik, dan kudapan yang dipanggang setiap pagi.',
      ),
      google_drive_menu_url: 'https://drive.google.com/file/d/kopi-senja-menu/view',
    },
    merchandise_section_settings: section(
      'merchandise',
      'Merchandise',
      'Bawa pulang biji kopi dan perlengkapan ngopi.',
    ),
    news_section_settings: section(
      'news',
      'Kabar Terbaru',
      'Biji kopi baru, kelas seduh, dan promo dari bar kami.',
    ),
    stores_section_settings: section(
      'stores',
      'Toko Kami',
      'Mampir ke kedai kami: kursinya nyaman, kopinya selalu segar.',
    ),
    menu_categories: menuCategories(),
    merchandise_items: merchandiseItems(),
    news_articles: newsArticles(),
    stores: stores(),
  };
}
