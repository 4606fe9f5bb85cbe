import type { PackCategory } from './pack-types';

export const coffeeCategories: readonly PackCategory[] = [
  {
    name: ['Kopi Susu Signature', 'Signature Iced Coffee'],
    image: 'coffee/category-1',
    items: [
      {
        name: ['Es Kopi Susu Gula Aren', 'Iced Palm Sugar Latte'],
        description: [
          'Espresso house blend, susu segar, dan gula aren cair. Manisnya pas, teman setia jam kerja.',
          'House-blend espresso, fresh milk and liquid palm sugar. Just sweet enough for a long workday.',
        ],
        price: 22000,
        image: 'coffee/es-kopi-aren',
        best: true,
      },
      {
        name: ['Es Kopi Pandan', 'Iced Pandan Latte'],
        description: [
          'Kopi susu dengan sirup pandan yang kami rebus sendiri dari daun segar. Wangi dan creamy.',
          'Iced latte with pandan syrup we simmer from fresh leaves. Fragrant, green and creamy.',
        ],
        price: 24000,
        image: 'coffee/es-kopi-pandan',
        recommended: true,
      },
      {
        name: ['Es Kopi Klepon', 'Klepon Iced Coffee'],
        description: [
          'Gula aren, pandan, dan kelapa parut sangrai. Rasa klepon pasar dalam segelas kopi.',
          'Palm sugar, pandan and toasted coconut: the taste of the market-stall klepon in a glass.',
        ],
        price: 26000,
        image: 'coffee/es-kopi-klepon',
      },
      {
        name: ['Es Kopi Regal', 'Biscuit Crumble Latte'],
        description: [
          'Kopi susu dingin dengan krim lembut dan remahan biskuit Marie di atasnya.',
          'Iced latte crowned with soft cream and a crumble of Marie biscuits.',
        ],
        price: 27000,
        image: 'coffee/es-kopi-regal',
        recommended: true,
      },
      {
        name: ['Es Kopi Butterscotch', 'Iced Butterscotch Latte'],
        description: [
          'Saus butterscotch racikan dapur kami, espresso, dan susu dingin. Gurih-manis yang bikin nagih.',
          'Butterscotch sauce with espresso and cold milk. Salty-sweet and hard to put down.',
        ],
        price: 26000,
        image: 'coffee/es-butterscotch',
      },
      {
        name: ['Es Kopi Susu Oat', 'Iced Oat Latte'],
        description: [
          'Versi susu oat untuk yang tidak minum susu sapi. Tetap creamy, tetap nendang.',
          'Made with oat milk for those who skip dairy. Still creamy, still a proper kick.',
        ],
        price: 28000,
        image: 'coffee/es-oat-latte',
      },
    ],
  },
  {
    name: ['Kopi Klasik', 'Espresso Bar'],
    image: 'coffee/category-2',
    items: [
      {
        name: ['Espresso', 'Espresso'],
        description: [
          'Satu shot house blend: Arabika Gayo dan Robusta Temanggung. Pekat dengan aftertaste cokelat.',
          'A single shot of our house blend, Gayo Arabica with Temanggung Robusta. Dense, with a cocoa finish.',
        ],
        price: 18000,
        image: 'coffee/espresso',
      },
      {
        name: ['Americano', 'Americano'],
        description: [
          'Espresso dan air panas. Ringan, bersih, bisa dipesan panas atau dingin.',
          'Espresso lengthened with hot water. Light and clean, served hot or iced.',
        ],
        price: 20000,
        image: 'coffee/americano',
      },
      {
        name: ['Cappuccino', 'Cappuccino'],
        description: [
          'Espresso dengan susu dan foam tebal, ditaburi sedikit bubuk kakao.',
          'Espresso with steamed milk and a thick cap of foam, dusted with cocoa.',
        ],
        price: 28000,
        image: 'coffee/cappuccino',
        recommended: true,
      },
      {
        name: ['Caffè Latte', 'Caffè Latte'],
        description: [
          'Espresso dan susu steamed yang lembut, dengan latte art buatan barista kami.',
          'Espresso and silky steamed milk, finished with latte art by our baristas.',
        ],
        price: 28000,
        image: 'coffee/caffe-latte',
      },
      {
        name: ['Flat White', 'Flat White'],
        description: [
          'Double ristretto dengan microfoam tipis. Rasa kopinya lebih tegas daripada latte.',
          'A double ristretto under a thin layer of microfoam. Bolder than a latte.',
        ],
        price: 30000,
        image: 'coffee/flat-white',
      },
      {
        name: ['V60 Single Origin', 'V60 Single Origin'],
        description: [
          'Seduh manual biji pilihan minggu ini: Kintamani, Toraja, atau Flores Bajawa. Tanya barista kami.',
          "Hand-brewed beans of the week: Kintamani, Toraja or Flores Bajawa. Ask the barista what's on.",
        ],
        price: 32000,
        image: 'coffee/v60',
        best: true,
      },
    ],
  },
  {
    name: ['Non-Kopi', 'Non-Coffee'],
    image: 'coffee/category-3',
    items: [
      {
        name: ['Es Matcha Latte', 'Iced Matcha Latte'],
        description: [
          'Matcha Jepang dikocok segar dengan susu dingin. Tidak terlalu manis, pahitnya pas.',
          'Japanese matcha whisked to order over cold milk. Gently sweet with a pleasant bitterness.',
        ],
        price: 28000,
        image: 'coffee/matcha-latte',
        best: true,
      },
      {
        name: ['Es Cokelat Klasik', 'Classic Iced Chocolate'],
        description: [
          'Cokelat bubuk dari Jembrana, Bali, dengan susu segar. Pekat dan creamy.',
          'Cocoa from Jembrana, Bali, shaken with fresh milk. Rich and creamy.',
        ],
        price: 25000,
        image: 'coffee/es-cokelat',
      },
      {
        name: ['Es Teh Leci', 'Iced Lychee Tea'],
        description: [
          'Teh hitam seduh dingin dengan buah leci dan daun mint. Segar untuk siang yang terik.',
          'Cold-brewed black tea with lychees and fresh mint. Made for hot afternoons.',
        ],
        price: 22000,
        image: 'coffee/es-teh-leci',
      },
      {
        name: ['Red Velvet Latte', 'Red Velvet Latte'],
        description: [
          'Red velvet lembut dengan susu, manis dan cantik di foto.',
          'Smooth red velvet with milk. Sweet, and pretty in every photo.',
        ],
        price: 27000,
        image: 'coffee/red-velvet',
      },
      {
        name: ['Teh Tarik Jahe', 'Ginger Pulled Tea'],
        description: [
          'Teh tarik hangat dengan jahe merah. Pas untuk sore yang hujan.',
          'Warm pulled milk tea with red ginger. Just right for a rainy afternoon.',
        ],
        price: 20000,
        image: 'coffee/teh-tarik-jahe',
        recommended: true,
      },
      {
        name: ['Yuzu Sparkling', 'Yuzu Sparkling'],
        description: [
          'Soda dingin dengan sirup yuzu dan irisan lemon. Asam-manis yang menyegarkan.',
          'Chilled soda with yuzu syrup and lemon slices. Tart, sweet and refreshing.',
        ],
        price: 26000,
        image: 'coffee/yuzu-soda',
      },
    ],
  },
  {
    name: ['Makanan & Pastry', 'Food & Pastry'],
    image: 'coffee/category-4',
    items: [
      {
        name: ['Croissant Mentega', 'Butter Croissant'],
        description: [
          'Croissant berlapis mentega Prancis, renyah di luar dan lembut di dalam.',
          'Layered with French butter: crisp outside, soft and airy inside.',
        ],
        price: 25000,
        image: 'coffee/croissant',
        best: true,
      },
      {
        name: ['Pain au Chocolat', 'Pain au Chocolat'],
        description: [
          'Pastry mentega dengan dua batang dark chocolate di dalamnya.',
          'Buttery pastry folded around two bars of dark chocolate.',
        ],
        price: 28000,
        image: 'coffee/pain-au-chocolat',
      },
      {
        name: ['Banana Bread', 'Banana Bread'],
        description: [
          'Roti pisang lembap dengan kenari. Enak dengan americano.',
          'Moist banana bread with walnuts. Lovely with an americano.',
        ],
        price: 22000,
        image: 'coffee/banana-bread',
        recommended: true,
      },
      {
        name: ['Roti Bakar Srikaya', 'Kaya Butter Toast'],
        description: [
          'Roti bakar mentega dengan selai srikaya pandan.',
          'Buttered toast spread with pandan kaya jam.',
        ],
        price: 20000,
        image: 'coffee/roti-bakar-srikaya',
      },
      {
        name: ['Nasi Goreng Kampung', 'Village-Style Fried Rice'],
        description: [
          'Nasi goreng bumbu terasi dengan telur mata sapi, kerupuk, dan acar timun.',
          'Fried rice with shrimp paste, a sunny-side-up egg, crackers and cucumber pickles.',
        ],
        price: 35000,
        image: 'coffee/nasi-goreng',
        best: true,
      },
      {
        name: ['Kentang Goreng Truffle', 'Truffle Fries'],
        description: [
          'Kentang goreng renyah dengan minyak truffle dan parutan parmesan.',
          'Crisp fries tossed in truffle oil and grated parmesan.',
        ],
        price: 30000,
        image: 'coffee/truffle-fries',
      },
    ],
  },
];
