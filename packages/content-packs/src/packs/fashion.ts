import { fashionCategories } from './fashion-menu';
import type { ContentPack } from './pack-types';

export const fashionPack: ContentPack = {
  kind: 'fashion',
  subName: ['Butik & Fashion Lokal', 'Local Fashion Boutique'],
  fallbackTagline: [
    'Busana lokal yang nyaman dipakai setiap hari.',
    'Local fashion made for everyday comfort.',
  ],
  footerTagline: ['Dirancang dan dijahit di Indonesia.', 'Designed and sewn in Indonesia.'],
  keywords: [
    'butik, fashion lokal, baju muslim, gamis, hijab, kemeja, kulot, batik',
    'boutique, local fashion, modest wear, dresses, hijab, shirts, culottes, batik',
  ],
  offering: ['koleksi busana', 'clothing collection'],
  sections: {
    menu: [
      ['Koleksi Kami', 'Our Collection'],
      [
        'Atasan, dress, hijab, dan bawahan dari kain pilihan, dijahit rapi oleh penjahit lokal.',
        'Tops, dresses, hijabs and bottoms in carefully chosen fabrics, sewn by local tailors.',
      ],
    ],
    merchandise: [
      ['Aksesori', 'Accessories'],
      [
        'Tas, dompet, dan perhiasan kecil untuk melengkapi gaya {brand} kamu.',
        'Bags, wallets and small jewellery to finish your {brand} look.',
      ],
    ],
    news: [
      ['Kabar & Koleksi Baru', 'News & New Arrivals'],
      ['Koleksi terbaru dan tips padu padan.', 'New collections and styling tips.'],
    ],
    stores: [
      'Coba langsung di butik kami, tim kami siap membantu memilih ukuran dan warna.',
      'Try everything on at our boutiques; our team will help you find the right size and colour.',
    ],
  },
  categories: fashionCategories,
  merchandise: [
    {
      name: ['Tote Bag Kanvas', 'Canvas Tote Bag'],
      description: [
        'Tote bag kanvas tebal dengan resleting dan saku dalam. Muat laptop dan mukena.',
        'A heavy canvas tote with a zip and inner pocket. Fits a laptop and a prayer set.',
      ],
      price: 99000,
      images: ['fashion/merch-tote-1', 'fashion/merch-tote-2'],
    },
    {
      name: ['Tas Selempang Kulit Sintetis', 'Vegan Leather Crossbody Bag'],
      description: [
        'Tas selempang mungil dengan tali yang bisa diatur, pas untuk ponsel dan dompet.',
        'A small crossbody bag with an adjustable strap, sized for your phone and wallet.',
      ],
      price: 249000,
      images: ['fashion/merch-sling-1', 'fashion/merch-sling-2', 'fashion/merch-sling-3'],
    },
    {
      name: ['Dompet Kartu', 'Card Wallet'],
      description: [
        'Dompet tipis dengan enam slot kartu dan satu kantong uang kertas.',
        'A slim wallet with six card slots and a note pocket.',
      ],
      price: 129000,
      images: ['fashion/merch-wallet-1', 'fashion/merch-wallet-2'],
    },
    {
      name: ['Bros Mutiara', 'Pearl Brooch'],
      description: [
        'Bros mutiara air tawar Lombok, mempermanis hijab dan kerah kemeja.',
        'A freshwater pearl brooch from Lombok to lift a hijab or shirt collar.',
      ],
      price: 49000,
      images: ['fashion/merch-brooch-1', 'fashion/merch-brooch-2'],
    },
    {
      name: ['Anting Mutiara', 'Pearl Drop Earrings'],
      description: [
        'Anting mutiara dengan kait berlapis emas, ringan dipakai seharian.',
        'Pearl drops on gold-plated hooks, light enough to wear all day.',
      ],
      price: 89000,
      images: ['fashion/merch-earrings-1', 'fashion/merch-earrings-2'],
    },
    {
      name: ['Pouch Batik', 'Batik Pouch'],
      description: [
        'Pouch serbaguna dari sisa kain batik koleksi kami. Setiap motif berbeda.',
        'A handy pouch made from our batik offcuts. No two prints are the same.',
      ],
      price: 59000,
      images: ['fashion/merch-pouch-1', 'fashion/merch-pouch-2', 'fashion/merch-pouch-3'],
    },
  ],
  articles: [
    {
      title: ['Koleksi Baru: Seri Kain Nusantara', 'New Collection: The Nusantara Cloth Series'],
      category: ['Koleksi Baru', 'New Arrivals'],
      description: [
        'Batik Pekalongan, lurik Klaten, dan tenun NTT dalam potongan modern yang mudah dipakai.',
        'Pekalongan batik, Klaten lurik and East Nusa Tenggara ikat in modern, easy-to-wear cuts.',
      ],
      paragraphs: [
        [
          'Seri Kain Nusantara adalah koleksi yang paling lama kami siapkan. Selama enam bulan, tim {brand} bekerja sama dengan pengrajin batik, lurik, dan tenun dari tiga daerah.',
          'Hasilnya adalah dress, tunik, dan blouse dengan potongan modern yang tetap menghormati motif aslinya. Setiap potong dijahit dalam jumlah terbatas.',
          'Koleksi ini sudah tersedia di butik dan bisa dicoba langsung. Sebagian hasil penjualan kami kembalikan untuk regenerasi pengrajin muda.',
        ],
        [
          'The Nusantara Cloth Series is the collection we have spent longest on. For six months the {brand} team worked with batik, lurik and ikat makers from three regions.',
          'The result is dresses, tunics and blouses in modern cuts that still honour the original motifs. Each piece is made in small numbers.',
          'The collection is in our boutiques now, ready to try on. Part of every sale goes to training young artisans.',
        ],
      ],
      thumbnail: 'fashion/news-collection',
    },
    {
      title: ['Tips Padu Padan Kulot untuk Kerja', 'How to Style Culottes for Work'],
      category: ['Tips Gaya', 'Style Notes'],
      description: [
        'Tiga cara memakai kulot linen supaya tetap rapi dari rapat pagi sampai makan malam.',
        'Three ways to wear linen culottes that stay sharp from the morning meeting to dinner.',
      ],
      paragraphs: [
        [
          'Kulot linen adalah produk terlaris {brand}, dan banyak pelanggan bertanya cara memakainya untuk kerja. Ini tiga kombinasi favorit tim kami.',
          'Pertama, kulot warna netral dengan kemeja oversize dimasukkan setengah. Kedua, kulot gelap dengan blouse ruffle dan pashmina senada. Ketiga, kulot dengan kaos basic dan kardigan rajut untuk hari Jumat.',
          'Lengkapi dengan tas selempang dan sepatu flat, dan kamu siap bergerak seharian. Tim butik kami senang membantu kalau kamu ingin mencoba kombinasi lain.',
        ],
        [
          'Linen culottes are the best-selling piece at {brand}, and many customers ask how to wear them to work. Here are three of our team’s favourite outfits.',
          'First, neutral culottes with a half-tucked oversized shirt. Second, dark culottes with a ruffle blouse and a matching pashmina. Third, culottes with a basic tee and a knit cardigan for casual Fridays.',
          'Add a crossbody bag and flats and you are ready for the whole day. Our boutique team is always happy to help you try other pairings.',
        ],
      ],
      thumbnail: 'fashion/news-styling',
    },
    {
      title: ['Layanan Permak Gratis untuk Setiap Pembelian', 'Free Alterations on Every Purchase'],
      category: ['Layanan', 'Services'],
      description: [
        'Panjang celana atau lengan kurang pas? Penjahit kami menyesuaikannya tanpa biaya.',
        'Hem or sleeves not quite right? Our tailor adjusts them at no extra cost.',
      ],
      paragraphs: [
        [
          'Setiap tubuh berbeda, jadi kami ingin setiap baju {brand} terasa seperti dibuat khusus untukmu. Mulai bulan ini, semua pembelian mendapat layanan permak gratis.',
          'Penjahit kami dapat memendekkan celana, rok, dan lengan, atau menyesuaikan lingkar pinggang. Sebagian besar permak selesai dalam dua hari kerja.',
          'Cukup simpan nota pembelian dan bawa bajunya ke butik dalam 30 hari. Untuk pembelian online, kamu bisa mengirimkannya kembali dengan ongkir kami tanggung.',
        ],
        [
          'Every body is different, so we want every {brand} piece to feel made for you. From this month, every purchase includes free alterations.',
          'Our tailor can shorten trousers, skirts and sleeves, or adjust a waistband. Most alterations are ready within two working days.',
          'Keep your receipt and bring the garment to a boutique within 30 days. For online orders, send it back and we cover the postage.',
        ],
      ],
      thumbnail: 'fashion/news-tailor',
    },
  ],
};
