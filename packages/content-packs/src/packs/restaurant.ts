import type { ContentPack } from './pack-types';
import { restaurantCategories } from './restaurant-menu';

export const restaurantPack: ContentPack = {
  kind: 'restaurant',
  subName: ['Masakan Rumahan Nusantara', 'Indonesian Home Cooking'],
  fallbackTagline: [
    'Masakan rumahan, bumbu lengkap, porsi mengenyangkan.',
    'Home-style cooking, full of spice.',
  ],
  footerTagline: [
    'Dimasak setiap hari dengan bumbu ulek sendiri.',
    'Cooked fresh every day with hand-pounded spices.',
  ],
  keywords: [
    'rumah makan, warung makan, masakan nusantara, nasi goreng, soto ayam, sate, katering',
    'indonesian restaurant, home cooking, fried rice, chicken soto, satay, catering',
  ],
  offering: ['masakan Nusantara', 'Indonesian food'],
  sections: {
    menu: [
      ['Menu Andalan', 'Our Menu'],
      [
        'Nasi, mi, sate, dan minuman segar yang dimasak setiap hari dari bahan pasar pagi.',
        'Rice plates, noodles, satay and cold drinks, cooked daily from the morning market.',
      ],
    ],
    merchandise: [
      ['Oleh-oleh & Merchandise', 'Take-Home Goods'],
      [
        'Sambal, rendang kering, dan bumbu {brand} untuk dinikmati di rumah.',
        'Sambal, dry rendang and spice pastes from the {brand} kitchen, ready for your table at home.',
      ],
    ],
    news: [
      ['Kabar dari Dapur', 'News from the Kitchen'],
      ['Menu baru dan cerita dari dapur kami.', 'New dishes and stories from our kitchen.'],
    ],
    stores: [
      'Mampir dan cicipi masakan kami langsung dari dapurnya.',
      'Drop by and taste our cooking straight from the kitchen.',
    ],
  },
  categories: restaurantCategories,
  merchandise: [
    {
      name: ['Sambal Bawang Botolan 200 g', 'Garlic Chilli Sambal 200 g'],
      description: [
        'Sambal bawang andalan kami dalam botol kaca. Tanpa pengawet, tahan sebulan di kulkas.',
        'Our signature garlic-chilli sambal in a glass jar. No preservatives, keeps a month in the fridge.',
      ],
      price: 35000,
      images: ['restaurant/merch-sambal-1', 'restaurant/merch-sambal-2'],
    },
    {
      name: ['Rendang Kering Kemasan 250 g', 'Dry Beef Rendang 250 g'],
      description: [
        'Rendang dimasak hingga kering sehingga awet di perjalanan. Oleh-oleh favorit untuk keluarga.',
        'Rendang cooked until dry so it travels well. A favourite gift to bring home to family.',
      ],
      price: 95000,
      images: ['restaurant/merch-rendang-1', 'restaurant/merch-rendang-2', 'restaurant/merch-rendang-3'],
    },
    {
      name: ['Kerupuk Udang Sidoarjo 250 g', 'Sidoarjo Prawn Crackers 250 g'],
      description: [
        'Kerupuk udang mentah siap goreng, mengembang besar dan renyah.',
        'Uncooked prawn crackers that puff up big and crisp in hot oil.',
      ],
      price: 30000,
      images: ['restaurant/merch-kerupuk-1', 'restaurant/merch-kerupuk-2'],
    },
    {
      name: ['Bumbu Rawon Siap Masak', 'Ready-to-Cook Rawon Paste'],
      description: [
        'Bumbu kluwek racikan dapur kami untuk 1 kg daging. Tinggal tumis dan tambahkan kaldu.',
        'Our black-nut spice paste for 1 kg of beef. Just fry it and add stock.',
      ],
      price: 28000,
      images: ['restaurant/merch-bumbu-1', 'restaurant/merch-bumbu-2'],
    },
    {
      name: ['Tote Bag "Sudah Makan?"', '"Have You Eaten?" Tote Bag'],
      description: [
        'Tote bag kanvas dengan sapaan paling Indonesia. Kuat untuk belanja ke pasar.',
        'A canvas tote with the most Indonesian greeting of all. Sturdy enough for market runs.',
      ],
      price: 75000,
      images: ['restaurant/merch-tote-1', 'restaurant/merch-tote-2'],
    },
    {
      name: ['Hampers Nusantara', 'Nusantara Gift Hamper'],
      description: [
        'Rendang kering, dua sambal, kerupuk, dan kartu ucapan dalam kotak anyaman.',
        'Dry rendang, two sambals, crackers and a greeting card in a woven box.',
      ],
      price: 275000,
      images: ['restaurant/merch-hampers-1', 'restaurant/merch-hampers-2', 'restaurant/merch-hampers-3'],
    },
  ],
  articles: [
    {
      title: ['Sekarang Melayani Katering untuk Acara', 'Now Catering for Your Events'],
      category: ['Layanan', 'Services'],
      description: [
        'Arisan, syukuran, atau rapat kantor? Pesan nasi kotak dan prasmanan minimal 20 porsi.',
        'Family gathering, thanksgiving or office meeting? Order boxed meals or a buffet from 20 portions.',
      ],
      paragraphs: [
        [
          'Banyak pelanggan bertanya apakah {brand} bisa menyiapkan makanan untuk acara. Jawabannya: bisa! Kami kini menerima pesanan nasi kotak dan prasmanan mulai 20 porsi.',
          'Menu bisa dipilih dari hidangan andalan kami. Semua dimasak di hari yang sama dan diantar tepat waktu.',
          'Pesan paling lambat H-2 melalui WhatsApp atau datang langsung ke kasir. Untuk pesanan di atas 100 porsi, kami sediakan tester gratis.',
        ],
        [
          'Many of you have asked whether {brand} can cook for your events. Yes, we can! We now take orders for boxed meals and buffets from 20 portions.',
          'Choose from our best-loved dishes. Everything is cooked on the day and delivered on time.',
          'Order at least two days ahead by WhatsApp or at the counter. For orders above 100 portions we offer a free tasting.',
        ],
      ],
      thumbnail: 'restaurant/news-catering',
    },
    {
      title: ['Rahasia Rendang Tujuh Jam Kami', 'The Secret of Our Seven-Hour Rendang'],
      category: ['Cerita Dapur', 'From the Kitchen'],
      description: [
        'Kenapa rendang kami dimasak sejak subuh? Ini ceritanya dari dapur.',
        'Why does our rendang go on the stove before dawn? Here is the story.',
      ],
      paragraphs: [
        [
          'Setiap hari, kompor rendang di dapur {brand} sudah menyala sejak pukul 04.00 pagi. Daging sapi bagian paha dimasak perlahan dengan santan kelapa segar dan bumbu yang diulek manual.',
          'Selama tujuh jam, santan menyusut dan bumbu meresap sampai ke serat daging. Hasilnya rendang yang empuk, berwarna gelap, dan kaya rasa rempah.',
          'Resep ini kami pelajari dari keluarga di Bukittinggi dan tidak pernah kami pangkas waktunya. Kalau kehabisan siang hari, itu tandanya rendang kami sedang laris.',
        ],
        [
          'Every day the rendang stove in the {brand} kitchen is lit at 4 a.m. Beef is simmered slowly with fresh coconut milk and hand-pounded spices.',
          'Over seven hours the coconut milk reduces and the spices soak deep into the meat. The result is tender, dark and deeply spiced.',
          'We learned this recipe from family in Bukittinggi and have never cut corners on time. If it sells out by lunch, that is why.',
        ],
      ],
      thumbnail: 'restaurant/news-rendang',
    },
    {
      title: ['Paket Makan Siang Kantor Mulai Rp 25.000', 'Office Lunch Boxes from Rp 25,000'],
      category: ['Promo', 'Offers'],
      description: [
        'Langganan makan siang harian dengan menu berganti setiap hari dan gratis ongkir area sekitar.',
        'A daily lunch subscription with a changing menu and free delivery nearby.',
      ],
      paragraphs: [
        [
          'Bosan bingung mau makan siang apa? {brand} menghadirkan paket makan siang kantor dengan menu berbeda setiap hari, dari Senin sampai Jumat.',
          'Setiap kotak berisi nasi, lauk utama, sayur, sambal, dan buah. Harga mulai Rp 25.000 per porsi untuk langganan mingguan minimal lima porsi.',
          'Pengantaran gratis untuk kantor dalam radius 3 km dari cabang kami. Hubungi kami untuk mencoba satu hari gratis.',
        ],
        [
          'Tired of deciding what to eat for lunch? {brand} now offers office lunch boxes with a different menu every weekday.',
          'Each box has rice, a main dish, vegetables, sambal and fruit. Prices start at Rp 25,000 per box on a weekly plan of at least five boxes.',
          'Delivery is free to offices within 3 km of our branches. Get in touch to try a day on us.',
        ],
      ],
      thumbnail: 'restaurant/news-lunchbox',
    },
  ],
};
