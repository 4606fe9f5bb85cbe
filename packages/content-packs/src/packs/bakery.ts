import { bakeryCategories } from './bakery-menu';
import type { ContentPack } from './pack-types';

export const bakeryPack: ContentPack = {
  kind: 'bakery',
  subName: ['Toko Roti & Kue', 'Bakery & Cake Shop'],
  fallbackTagline: ['Roti hangat dari oven setiap pagi.', 'Warm bread out of the oven every morning.'],
  footerTagline: ['Dipanggang setiap pagi, dengan mentega asli.', 'Baked every morning, with real butter.'],
  keywords: [
    'toko roti, bakery, roti sobek, sourdough, kue ulang tahun, croissant, donat',
    'bakery, pull-apart bread, sourdough, birthday cake, croissant, doughnuts',
  ],
  offering: ['roti dan kue', 'bread and cakes'],
  sections: {
    menu: [
      ['Etalase Kami', 'From Our Oven'],
      [
        'Roti manis, roti tawar, kue, dan pastry yang dipanggang setiap pagi tanpa pengawet.',
        'Sweet buns, loaves, cakes and pastries baked every morning, with no preservatives.',
      ],
    ],
    merchandise: [
      ['Hampers & Oleh-oleh', 'Hampers & Gifts'],
      [
        'Kue kering, selai buatan sendiri, dan hampers {brand} untuk orang tersayang.',
        'Cookies, house-made jams and {brand} hampers for the people you love.',
      ],
    ],
    news: [
      ['Kabar dari Oven', 'Fresh from the Oven'],
      ['Roti baru dan cerita dari dapur kami.', 'New bakes and stories from our kitchen.'],
    ],
    stores: [
      'Mampir ke toko kami untuk roti dan kue pilihan hari ini.',
      "Drop by our shop for today's breads and cakes.",
    ],
  },
  categories: bakeryCategories,
  merchandise: [
    {
      name: ['Nastar Wisman 500 g', 'Pineapple Tarts 500 g'],
      description: [
        'Nastar lembut dengan selai nanas madu yang dimasak sendiri, dalam toples kaca.',
        'Melt-in-the-mouth tarts with our own honey pineapple jam, in a glass jar.',
      ],
      price: 165000,
      images: ['bakery/merch-nastar-1', 'bakery/merch-nastar-2', 'bakery/merch-nastar-3'],
    },
    {
      name: ['Kastengel Keju 500 g', 'Cheese Sticks 500 g'],
      description: [
        'Kastengel renyah dengan keju edam dan cheddar, gurihnya pas.',
        'Crisp cheese sticks made with edam and cheddar, perfectly savoury.',
      ],
      price: 150000,
      images: ['bakery/merch-kastengel-1', 'bakery/merch-kastengel-2'],
    },
    {
      name: ['Selai Srikaya Pandan 200 ml', 'Pandan Kaya Jam 200 ml'],
      description: [
        'Selai srikaya dari telur, santan, dan pandan segar. Teman roti tawar di pagi hari.',
        'Kaya made from eggs, coconut milk and fresh pandan. Your toast will thank you.',
      ],
      price: 45000,
      images: ['bakery/merch-srikaya-1', 'bakery/merch-srikaya-2'],
    },
    {
      name: ['Hampers Roti & Selai', 'Bread & Jam Hamper'],
      description: [
        'Roti tawar susu, sourdough, dua selai, dan kartu ucapan dalam kotak kado.',
        'Milk bread, sourdough, two jams and a greeting card in a gift box.',
      ],
      price: 250000,
      images: ['bakery/merch-hampers-1', 'bakery/merch-hampers-2', 'bakery/merch-hampers-3'],
    },
    {
      name: ['Tote Bag Roti', 'Bread Tote Bag'],
      description: [
        'Tote bag kanvas yang pas untuk baguette dan sourdough. Kurangi plastik setiap belanja.',
        'A canvas tote shaped for baguettes and sourdough. Less plastic on every visit.',
      ],
      price: 75000,
      images: ['bakery/merch-tote-1', 'bakery/merch-tote-2'],
    },
    {
      name: ['Celemek Kanvas', 'Canvas Apron'],
      description: [
        'Celemek kanvas yang sama dengan yang dipakai baker kami, dengan dua saku depan.',
        'The same canvas apron our bakers wear, with two front pockets.',
      ],
      price: 125000,
      images: ['bakery/merch-apron-1', 'bakery/merch-apron-2'],
    },
  ],
  articles: [
    {
      title: ['Pre-order Kue Kering Sudah Dibuka', 'Cookie Pre-orders Are Open'],
      category: ['Pre-order', 'Pre-order'],
      description: [
        'Nastar, kastengel, dan putri salju kini bisa dipesan, kuota per minggu terbatas.',
        'Pineapple tarts, cheese sticks and snowball cookies can now be ordered, with limited weekly slots.',
      ],
      paragraphs: [
        [
          'Kue kering {brand} kembali bisa dipesan. Tahun ini kami menyiapkan nastar, kastengel, putri salju, dan lidah kucing dalam toples 500 g.',
          'Semua kue dibuat dengan mentega asli dan selai nanas yang kami masak sendiri selama empat jam. Tanpa pengawet dan tanpa pewarna.',
          'Karena dibuat dalam jumlah kecil, kuota per minggu kami batasi. Pesan melalui WhatsApp atau di kasir, dan ambil di toko sesuai jadwal.',
        ],
        [
          '{brand} cookies are back on order. This year we are baking pineapple tarts, cheese sticks, snowballs and langues de chat in 500 g jars.',
          'Everything is made with real butter and pineapple jam we cook ourselves for four hours. No preservatives and no colouring.',
          'We bake in small batches, so weekly slots are limited. Order by WhatsApp or at the counter and collect on your chosen date.',
        ],
      ],
      thumbnail: 'bakery/news-cookies',
    },
    {
      title: ['Mengenal Sourdough Kami', 'Meet Our Sourdough'],
      category: ['Cerita Dapur', 'From the Kitchen'],
      description: [
        'Ragi alami berumur tiga tahun dan fermentasi 36 jam: ini yang membuat sourdough kami istimewa.',
        'A three-year-old starter and a 36-hour ferment: what makes our sourdough special.',
      ],
      paragraphs: [
        [
          'Sourdough {brand} dibuat dari ragi alami yang kami rawat setiap hari selama tiga tahun. Kami menyebutnya "Mbok Ragi".',
          'Adonan difermentasi perlahan selama 36 jam di suhu dingin. Proses panjang ini membuat roti lebih mudah dicerna dan rasanya sedikit asam yang menyenangkan.',
          'Sourdough keluar dari oven setiap hari pukul 10.00. Simpan di suhu ruang dalam kantong kain dan panggang sebentar sebelum disantap.',
        ],
        [
          '{brand} sourdough starts with a natural starter we have fed every day for three years. We call her "Mbok Ragi".',
          'The dough ferments slowly for 36 hours in the cold. That long rest makes the bread easier to digest, with a pleasant tang.',
          'Sourdough comes out of the oven daily at 10 a.m. Keep it at room temperature in a cloth bag and toast it briefly before eating.',
        ],
      ],
      thumbnail: 'bakery/news-sourdough',
    },
    {
      title: ['Kelas Baking Roti Sobek untuk Keluarga', 'Family Baking Class: Pull-Apart Bread'],
      category: ['Acara', 'Events'],
      description: [
        'Ajak anak belajar membuat roti sobek dan bawa pulang hasilnya, setiap Minggu pagi.',
        'Bring the kids to bake pull-apart bread and take it home, every Sunday morning.',
      ],
      paragraphs: [
        [
          'Setiap Minggu pukul 09.00, dapur {brand} terbuka untuk kelas baking keluarga. Satu orang tua dan satu anak bisa ikut bersama dalam satu meja.',
          'Peserta belajar menguleni adonan, membentuk roti, dan mengisi cokelat serta keju. Sambil menunggu roti mengembang, ada cerita seru tentang ragi.',
          'Biaya sudah termasuk bahan, celemek pinjaman, dan satu loyang roti sobek untuk dibawa pulang. Tempat terbatas delapan keluarga per kelas.',
        ],
        [
          'Every Sunday at 9 a.m. the {brand} kitchen opens for a family baking class. One parent and one child share a table.',
          'You will knead, shape and fill the bread with chocolate and cheese. While the dough rises we tell the story of yeast.',
          'The fee covers ingredients, a borrowed apron and a tray of bread to take home. Eight families per class.',
        ],
      ],
      thumbnail: 'bakery/news-class',
    },
  ],
};
