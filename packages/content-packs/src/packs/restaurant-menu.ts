import type { PackCategory } from './pack-types';

export const restaurantCategories: readonly PackCategory[] = [
  {
    name: ['Nasi & Lauk', 'Rice Plates'],
    image: 'restaurant/category-1',
    items: [
      {
        name: ['Nasi Goreng Kampung', 'Village-Style Fried Rice'],
        description: [
          'Nasi goreng bumbu terasi dengan telur ceplok, ayam suwir, kerupuk, dan acar timun.',
          'Fried rice with shrimp paste, a fried egg, shredded chicken, crackers and cucumber pickles.',
        ],
        price: 28000,
        image: 'restaurant/nasi-goreng',
        best: true,
      },
      {
        name: ['Nasi Ayam Bakar Madu', 'Honey Grilled Chicken Rice'],
        description: [
          'Ayam kampung dibakar dengan olesan kecap dan madu, disajikan dengan sambal terasi dan lalapan.',
          'Free-range chicken grilled with sweet soy and honey, served with shrimp-paste sambal and fresh greens.',
        ],
        price: 35000,
        image: 'restaurant/ayam-bakar',
        recommended: true,
      },
      {
        name: ['Nasi Ayam Penyet', 'Smashed Fried Chicken Rice'],
        description: [
          'Ayam goreng empuk yang dipenyet di atas sambal bawang, lengkap dengan tahu, tempe, dan lalapan.',
          'Tender fried chicken smashed into garlic-chilli sambal, with tofu, tempeh and fresh greens.',
        ],
        price: 30000,
        image: 'restaurant/ayam-penyet',
      },
      {
        name: ['Nasi Campur Bali', 'Balinese Mixed Rice'],
        description: [
          'Nasi putih dengan sate lilit, ayam betutu suwir, lawar kacang panjang, dan sambal matah.',
          'Steamed rice with minced satay, shredded betutu chicken, long-bean lawar and raw shallot sambal.',
        ],
        price: 38000,
        image: 'restaurant/nasi-campur',
      },
      {
        name: ['Nasi Rendang', 'Beef Rendang Rice'],
        description: [
          'Rendang daging sapi yang dimasak tujuh jam dengan santan dan rempah Minang.',
          'Beef slow-cooked for seven hours in coconut milk and West Sumatran spices.',
        ],
        price: 40000,
        image: 'restaurant/nasi-rendang',
        best: true,
      },
      {
        name: ['Nasi Uduk Komplit', 'Coconut Rice Platter'],
        description: [
          'Nasi uduk gurih dengan ayam goreng, telur balado, orek tempe, dan bawang goreng.',
          'Fragrant coconut rice with fried chicken, chilli egg, sweet tempeh and crispy shallots.',
        ],
        price: 27000,
        image: 'restaurant/nasi-uduk',
      },
    ],
  },
  {
    name: ['Mi & Berkuah', 'Noodles & Soups'],
    image: 'restaurant/category-2',
    items: [
      {
        name: ['Soto Ayam Lamongan', 'Lamongan Chicken Soto'],
        description: [
          'Kuah kuning dengan ayam suwir, soun, telur rebus, dan taburan koya yang gurih.',
          'Turmeric chicken broth with shredded chicken, glass noodles, egg and savoury koya powder.',
        ],
        price: 25000,
        image: 'restaurant/soto-ayam',
        best: true,
      },
      {
        name: ['Bakso Urat Jumbo', 'Jumbo Beef Meatball Soup'],
        description: [
          'Bakso urat sapi ukuran jumbo dengan mi kuning, bihun, dan kuah kaldu tulang.',
          'A jumbo beef meatball with yellow noodles, rice vermicelli and bone broth.',
        ],
        price: 28000,
        image: 'restaurant/bakso',
      },
      {
        name: ['Mie Ayam Jamur', 'Chicken Mushroom Noodles'],
        description: [
          'Mi kenyal dengan ayam kecap, jamur, sawi, dan pangsit goreng.',
          'Springy noodles with soy-braised chicken, mushrooms, greens and fried wontons.',
        ],
        price: 23000,
        image: 'restaurant/mie-ayam',
        recommended: true,
      },
      {
        name: ['Sop Buntut', 'Oxtail Soup'],
        description: [
          'Buntut sapi empuk dalam kuah bening berempah, dengan wortel, kentang, dan emping.',
          'Tender oxtail in a clear spiced broth with carrots, potatoes and melinjo crackers.',
        ],
        price: 65000,
        image: 'restaurant/sop-buntut',
      },
      {
        name: ['Mie Goreng Jawa', 'Javanese Fried Noodles'],
        description: [
          'Mi goreng bumbu kemiri dimasak di atas anglo arang, wangi smoky.',
          'Noodles fried with candlenut spices over a charcoal stove, with a gentle smoky aroma.',
        ],
        price: 26000,
        image: 'restaurant/mie-goreng',
      },
      {
        name: ['Rawon Daging', 'Beef Rawon'],
        description: [
          'Kuah hitam kluwek khas Jawa Timur dengan daging sapi, tauge pendek, dan telur asin.',
          'East Javanese black-nut beef soup with short bean sprouts and a salted egg.',
        ],
        price: 35000,
        image: 'restaurant/rawon',
        recommended: true,
      },
    ],
  },
  {
    name: ['Sate & Camilan', 'Satay & Sides'],
    image: 'restaurant/category-3',
    items: [
      {
        name: ['Sate Ayam Madura (10 tusuk)', 'Madura Chicken Satay (10 skewers)'],
        description: [
          'Sate ayam bakar arang dengan bumbu kacang, lontong, dan irisan bawang merah.',
          'Charcoal-grilled chicken satay with peanut sauce, rice cakes and sliced shallots.',
        ],
        price: 30000,
        image: 'restaurant/sate-ayam',
        best: true,
      },
      {
        name: ['Sate Taichan', 'Taichan Satay'],
        description: [
          'Sate ayam tanpa bumbu kacang, dibakar dengan perasan jeruk nipis dan sambal rawit.',
          'Plain grilled chicken skewers with lime and a fiery bird-eye chilli sambal.',
        ],
        price: 30000,
        image: 'restaurant/sate-taichan',
        recommended: true,
      },
      {
        name: ['Tempe Mendoan', 'Tempe Mendoan'],
        description: [
          'Tempe tipis berbalut tepung berbumbu, digoreng setengah kering, dengan sambal kecap.',
          'Thin tempeh in a seasoned batter, fried soft and served with chilli soy sauce.',
        ],
        price: 15000,
        image: 'restaurant/mendoan',
      },
      {
        name: ['Tahu Gejrot', 'Tahu Gejrot'],
        description: [
          'Tahu pong goreng dengan kuah gula merah, bawang, dan cabai rawit yang diulek.',
          'Fried puffed tofu in palm-sugar vinegar with pounded garlic and chilli.',
        ],
        price: 15000,
        image: 'restaurant/tahu-gejrot',
      },
      {
        name: ['Perkedel Kentang (3 pcs)', 'Potato Fritters (3 pcs)'],
        description: [
          'Perkedel kentang dengan daun seledri dan bawang goreng, lembut di dalam.',
          'Potato fritters with celery leaves and fried shallots, soft in the middle.',
        ],
        price: 12000,
        image: 'restaurant/perkedel',
      },
      {
        name: ['Cumi Goreng Tepung', 'Crispy Fried Squid'],
        description: [
          'Cumi segar berbalut tepung renyah dengan saus mayo pedas.',
          'Fresh squid in a crisp coating with spicy mayonnaise.',
        ],
        price: 35000,
        image: 'restaurant/cumi-goreng',
      },
    ],
  },
  {
    name: ['Minuman & Pencuci Mulut', 'Drinks & Desserts'],
    image: 'restaurant/category-4',
    items: [
      {
        name: ['Es Teh Manis Jumbo', 'Jumbo Iced Sweet Tea'],
        description: [
          'Teh melati seduh segar dalam gelas jumbo. Manisnya bisa diatur.',
          'Freshly brewed jasmine tea in a jumbo glass. Sweetness to your liking.',
        ],
        price: 8000,
        image: 'restaurant/es-teh',
        best: true,
      },
      {
        name: ['Es Jeruk Peras', 'Fresh Orange Juice'],
        description: [
          'Jeruk peras segar tanpa sirup, dengan es batu secukupnya.',
          'Freshly squeezed oranges, no syrup, served over ice.',
        ],
        price: 12000,
        image: 'restaurant/es-jeruk',
      },
      {
        name: ['Es Cendol Gula Aren', 'Palm Sugar Cendol'],
        description: [
          'Cendol pandan, santan gurih, dan gula aren cair dari Banjarnegara.',
          'Pandan jelly noodles with rich coconut milk and palm sugar syrup from Banjarnegara.',
        ],
        price: 18000,
        image: 'restaurant/es-cendol',
        recommended: true,
      },
      {
        name: ['Es Campur', 'Es Campur'],
        description: [
          'Serutan es dengan alpukat, nangka, kolang-kaling, cincau, dan susu kental manis.',
          'Shaved ice with avocado, jackfruit, palm seeds, grass jelly and condensed milk.',
        ],
        price: 22000,
        image: 'restaurant/es-campur',
      },
      {
        name: ['Wedang Jahe', 'Ginger Wedang'],
        description: [
          'Jahe merah bakar dengan gula batu dan serai. Hangat di tenggorokan.',
          'Charred red ginger with rock sugar and lemongrass. Soothing and warm.',
        ],
        price: 12000,
        image: 'restaurant/wedang-jahe',
      },
      {
        name: ['Pisang Goreng Keju', 'Banana Fritters with Cheese'],
        description: [
          'Pisang kepok goreng renyah dengan parutan keju dan susu cokelat.',
          'Crisp fried plantain topped with grated cheese and chocolate condensed milk.',
        ],
        price: 18000,
        image: 'restaurant/pisang-goreng',
      },
    ],
  },
];
