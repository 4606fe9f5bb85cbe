import { coffeeCategories } from './coffee-menu';
import type { ContentPack } from './pack-types';

export const coffeePack: ContentPack = {
  kind: 'coffee',
  subName: ['Kedai Kopi & Espresso Bar', 'Coffee Shop & Espresso Bar'],
  fallbackTagline: [
    'Kopi enak, cerita hangat, setiap hari.',
    'Good coffee and warm conversations, every day.',
  ],
  footerTagline: ['Diseduh dengan hati, disajikan dengan senyum.', 'Brewed with care, served with a smile.'],
  keywords: [
    'kedai kopi, kopi susu, es kopi gula aren, espresso, manual brew, kafe',
    'coffee shop, iced latte, palm sugar coffee, espresso, manual brew, cafe',
  ],
  offering: ['kopi dan kudapan', 'coffee and pastries'],
  sections: {
    menu: [
      ['Menu Kami', 'Our Menu'],
      [
        'Kopi susu andalan, seduhan klasik, dan kudapan yang dipanggang setiap pagi.',
        'Signature iced coffee, classic espresso drinks and pastries baked every morning.',
      ],
    ],
    merchandise: [
      ['Merchandise', 'Merchandise'],
      [
        'Bawa pulang biji kopi dan perlengkapan ngopi favoritmu dari {brand}.',
        'Take home our beans and brewing gear, straight from the {brand} bar.',
      ],
    ],
    news: [
      ['Kabar Terbaru', 'Latest News'],
      ['Biji kopi baru dan cerita dari bar kami.', 'New beans and stories from our bar.'],
    ],
    stores: [
      'Mampir ke kedai kami dan nikmati kopinya langsung di bar.',
      'Drop by and enjoy our coffee right at the bar.',
    ],
  },
  categories: coffeeCategories,
  merchandise: [
    {
      name: ['Tote Bag Kanvas', 'Canvas Tote Bag'],
      description: [
        'Tote bag kanvas tebal dengan saku dalam. Muat laptop 14 inci dan sebungkus biji kopi.',
        'Heavy canvas tote with an inner pocket. Fits a 14-inch laptop and a bag of beans.',
      ],
      price: 89000,
      images: ['coffee/merch-tote-1', 'coffee/merch-tote-2'],
    },
    {
      name: ['Tumbler Stainless 500 ml', 'Stainless Tumbler 500 ml'],
      description: [
        'Menjaga es kopi tetap dingin hingga 12 jam. Bawa tumbler ini dan dapat potongan Rp 3.000 per minuman.',
        'Keeps iced coffee cold for up to 12 hours. Bring it along for Rp 3,000 off every drink.',
      ],
      price: 149000,
      images: ['coffee/merch-tumbler-1', 'coffee/merch-tumbler-2', 'coffee/merch-tumbler-3'],
    },
    {
      name: ['Biji Kopi House Blend 250 g', 'House Blend Beans 250 g'],
      description: [
        'Campuran Arabika Gayo dan Robusta Temanggung, sangrai medium. Cocok untuk espresso dan tubruk.',
        'Gayo Arabica and Temanggung Robusta, medium roast. Great for espresso or a simple plunger.',
      ],
      price: 95000,
      images: ['coffee/merch-beans-1', 'coffee/merch-beans-2', 'coffee/merch-beans-3'],
    },
    {
      name: ['Mug Keramik', 'Ceramic Mug'],
      description: [
        'Mug keramik buatan pengrajin Plered, Purwakarta. Glasir cokelat susu, isi 300 ml.',
        'Handmade by potters in Plered, Purwakarta. Milk-coffee glaze, holds 300 ml.',
      ],
      price: 79000,
      images: ['coffee/merch-mug-1', 'coffee/merch-mug-2'],
    },
    {
      name: ['Kaos "Ngopi Dulu"', '"Coffee First" T-Shirt'],
      description: [
        'Kaos katun combed 30s, sablon tangan. Tersedia ukuran S sampai XXL.',
        'Combed cotton 30s tee with a hand-pulled screen print. Sizes S to XXL.',
      ],
      price: 129000,
      images: ['coffee/merch-tshirt-1', 'coffee/merch-tshirt-2'],
    },
    {
      name: ['Drip Bag Coffee isi 10', 'Drip Bag Coffee, 10 Pack'],
      description: [
        'Kopi seduh praktis: sobek, gantung di cangkir, tuang air panas. Pas untuk kantor dan perjalanan.',
        'Tear, hang on your cup, pour hot water. Real coffee at the office or on the road.',
      ],
      price: 75000,
      images: ['coffee/merch-dripbag-1', 'coffee/merch-dripbag-2'],
    },
  ],
  articles: [
    {
      title: ['Biji Baru di Bar: Flores Bajawa', 'New on the Bar: Flores Bajawa'],
      category: ['Menu Baru', 'New on the Menu'],
      description: [
        'Kopi dari lereng Gunung Inerie dengan aroma buah tropis dan cokelat, kini tersedia untuk V60.',
        'Coffee from the slopes of Mount Inerie, with tropical fruit and cocoa notes, now on our V60 bar.',
      ],
      paragraphs: [
        [
          'Minggu ini kami kedatangan biji baru dari petani di Bajawa, Flores. Kopi ini tumbuh di ketinggian 1.400 meter dan diproses natural sehingga rasanya manis dan berbuah.',
          'Saat diseduh dengan V60, kamu akan menemukan aroma nangka, gula merah, dan cokelat susu di akhir tegukan. Tim barista {brand} menyarankan rasio 1:15 dengan air 92°C.',
          'Biji Flores Bajawa juga tersedia dalam kemasan 250 g untuk diseduh di rumah. Stoknya terbatas, jadi jangan ragu bertanya ke barista saat berkunjung.',
        ],
        [
          'This week a new lot arrived from farmers in Bajawa, Flores. It grows at 1,400 metres and is naturally processed, which makes it sweet and fruity.',
          'Brewed on the V60 it shows jackfruit, brown sugar and milk chocolate in the finish. The {brand} baristas suggest a 1:15 ratio with water at 92°C.',
          'Flores Bajawa is also available in 250 g bags to brew at home. The lot is small, so ask our baristas about it on your next visit.',
        ],
      ],
      thumbnail: 'coffee/news-beans',
    },
    {
      title: ['Kelas Latte Art untuk Pemula', 'Latte Art Class for Beginners'],
      category: ['Acara', 'Events'],
      description: [
        'Belajar steaming susu dan membuat pola hati bersama barista kami, setiap Sabtu pagi.',
        'Learn to steam milk and pour your first heart with our baristas, every Saturday morning.',
      ],
      paragraphs: [
        [
          'Penasaran bagaimana barista membuat pola hati dan rosetta di atas latte? Setiap Sabtu pukul 09.00 kami membuka kelas kecil untuk maksimal enam peserta.',
          'Selama dua jam kamu akan belajar mengenal espresso, teknik steaming susu, dan dasar menuang latte art. Semua bahan dan peralatan kami siapkan.',
          'Biaya kelas sudah termasuk dua minuman dan sertifikat. Daftar langsung di kasir atau kirim pesan ke Instagram {brand}.',
        ],
        [
          'Ever wondered how baristas pour hearts and rosettas? Every Saturday at 9 a.m. we run a small class for up to six people.',
          'In two hours you will learn about espresso, milk steaming and the basics of pouring latte art. We provide all the coffee, milk and equipment.',
          'The fee includes two drinks and a certificate. Sign up at the counter or send a message to {brand} on Instagram.',
        ],
      ],
      thumbnail: 'coffee/news-latte-class',
    },
    {
      title: [
        'Teh Tarik Jahe Kembali Menemani Musim Hujan',
        'Ginger Pulled Tea Is Back for the Rainy Season',
      ],
      category: ['Promo', 'Offers'],
      description: [
        'Menu hangat favorit kembali, dan setiap pembelian kedua mendapat potongan 50%.',
        'Our favourite warm drink is back, with 50% off your second cup.',
      ],
      paragraphs: [
        [
          'Hujan sore sudah mulai rutin turun, dan banyak dari kalian yang menanyakan Teh Tarik Jahe. Mulai hari ini, menu hangat ini kembali hadir di semua kedai {brand}.',
          'Kami memakai jahe merah yang dibakar sebentar sebelum direbus, lalu ditarik bersama teh dan susu sampai berbusa. Hangatnya terasa sampai ke perut.',
          'Selama musim hujan, pembelian Teh Tarik Jahe kedua mendapat potongan 50%. Ajak teman dan tunggu hujan reda bersama kami.',
        ],
        [
          'The afternoon rains are here, and many of you have asked about our Ginger Pulled Tea. From today it is back at every {brand} bar.',
          'We char red ginger briefly before simmering it, then pull it with tea and milk until it foams. It warms you right through.',
          'All rainy season long, your second Ginger Pulled Tea is 50% off. Bring a friend and wait out the rain with us.',
        ],
      ],
      thumbnail: 'coffee/news-seasonal',
    },
  ],
};
