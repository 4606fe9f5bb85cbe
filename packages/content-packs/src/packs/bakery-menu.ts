import type { PackCategory } from './pack-types';

export const bakeryCategories: readonly PackCategory[] = [
  {
    name: ['Roti Manis', 'Sweet Buns'],
    image: 'bakery/category-1',
    items: [
      {
        name: ['Roti Sobek Cokelat Keju', 'Chocolate Cheese Pull-Apart Bread'],
        description: [
          'Roti sobek lembut isi cokelat dan keju, sembilan sobekan untuk dibagi sekeluarga.',
          'Soft pull-apart bread filled with chocolate and cheese. Nine pieces to share with the family.',
        ],
        price: 32000,
        image: 'bakery/roti-sobek',
        best: true,
      },
      {
        name: ['Roti Abon Sapi', 'Beef Floss Bun'],
        description: [
          'Roti lembut dengan olesan mayones dan abon sapi yang melimpah.',
          'A soft bun spread with mayonnaise and piled high with beef floss.',
        ],
        price: 14000,
        image: 'bakery/roti-abon',
      },
      {
        name: ['Roti Kopi Mentega', 'Coffee Bun'],
        description: [
          'Lapisan kopi renyah di atas, mentega asin yang meleleh di dalam. Paling enak selagi hangat.',
          'A crisp coffee crust on top and salted butter melting inside. Best eaten warm.',
        ],
        price: 15000,
        image: 'bakery/roti-kopi',
        recommended: true,
      },
      {
        name: ['Roti Pisang Cokelat', 'Banana Chocolate Bun'],
        description: [
          'Isian pisang raja dan cokelat leleh dalam roti yang empuk.',
          'Sweet raja banana and melted chocolate in a pillowy bun.',
        ],
        price: 13000,
        image: 'bakery/roti-pisang',
      },
      {
        name: ['Roti Keju Gulung', 'Cheese Roll'],
        description: [
          'Roti gulung dengan parutan keju cheddar di dalam dan di atasnya.',
          'A rolled bun with cheddar inside and a golden cheese crust on top.',
        ],
        price: 14000,
        image: 'bakery/roti-keju',
      },
      {
        name: ['Roti Srikaya Pandan', 'Pandan Kaya Bun'],
        description: [
          'Selai srikaya pandan dalam roti susu yang lembut.',
          'Pandan kaya jam tucked into a soft milk bun.',
        ],
        price: 12000,
        image: 'bakery/roti-srikaya',
      },
    ],
  },
  {
    name: ['Roti Tawar & Sourdough', 'Loaves & Sourdough'],
    image: 'bakery/category-2',
    items: [
      {
        name: ['Roti Tawar Susu', 'Milk Bread Loaf'],
        description: [
          'Roti tawar gaya Jepang (shokupan) yang super lembut.',
          'Japanese-style shokupan, cloud-soft.',
        ],
        price: 28000,
        image: 'bakery/roti-tawar',
        best: true,
      },
      {
        name: ['Sourdough Original', 'Country Sourdough'],
        description: [
          'Fermentasi 36 jam dengan ragi alami. Kulit renyah, bagian dalam kenyal dan sedikit asam.',
          'Fermented for 36 hours with a natural starter. Crackly crust, chewy and gently tangy crumb.',
        ],
        price: 55000,
        image: 'bakery/sourdough',
        recommended: true,
      },
      {
        name: ['Roti Gandum Utuh', 'Wholemeal Seeded Loaf'],
        description: [
          'Roti gandum utuh dengan biji bunga matahari dan oat. Tinggi serat, cocok untuk sarapan.',
          'Wholemeal bread with sunflower seeds and oats. High in fibre, great for breakfast.',
        ],
        price: 35000,
        image: 'bakery/roti-gandum',
      },
      {
        name: ['Baguette', 'Baguette'],
        description: [
          'Baguette klasik dengan kulit renyah, keluar dari oven pukul 07.00 dan 15.00.',
          'A classic crusty baguette, out of the oven at 7 a.m. and 3 p.m.',
        ],
        price: 30000,
        image: 'bakery/baguette',
      },
      {
        name: ['Sourdough Kismis Kayu Manis', 'Cinnamon Raisin Sourdough'],
        description: [
          'Sourdough dengan kismis dan kayu manis. Dipanggang lalu diolesi mentega, luar biasa.',
          'Sourdough studded with raisins and cinnamon. Toast it and add butter.',
        ],
        price: 60000,
        image: 'bakery/sourdough-kismis',
      },
      {
        name: ['Focaccia Rosemary', 'Rosemary Focaccia'],
        description: [
          'Focaccia berminyak zaitun dengan rosemary segar dan garam laut.',
          'Olive-oil focaccia topped with fresh rosemary and sea salt.',
        ],
        price: 45000,
        image: 'bakery/focaccia',
      },
    ],
  },
  {
    name: ['Kue & Cake', 'Cakes'],
    image: 'bakery/category-3',
    items: [
      {
        name: ['Basque Cheesecake (per potong)', 'Basque Cheesecake (slice)'],
        description: [
          'Cheesecake lembut dengan permukaan karamel gosong yang khas.',
          'Creamy cheesecake with its signature burnt caramel top.',
        ],
        price: 45000,
        image: 'bakery/cheesecake',
        best: true,
      },
      {
        name: ['Lapis Legit (per potong)', 'Lapis Legit (slice)'],
        description: [
          'Lapisan mentega dan rempah yang dipanggang satu per satu, wangi kayu manis dan cengkih.',
          'Butter and spice layers baked one at a time, fragrant with cinnamon and clove.',
        ],
        price: 25000,
        image: 'bakery/lapis-legit',
        recommended: true,
      },
      {
        name: ['Bolu Pandan 20 cm', 'Pandan Chiffon Cake 20 cm'],
        description: [
          'Bolu pandan lembut dan wangi dari daun pandan asli, tanpa pewarna.',
          'Light, fragrant chiffon made with real pandan leaves and no colouring.',
        ],
        price: 85000,
        image: 'bakery/bolu-pandan',
      },
      {
        name: ['Brownies Panggang', 'Fudgy Brownies'],
        description: [
          'Brownies fudgy dengan taburan almond, satu loyang 20 × 20 cm.',
          'Fudgy brownies topped with almonds, a whole 20 × 20 cm tray.',
        ],
        price: 75000,
        image: 'bakery/brownies',
      },
      {
        name: ['Kue Ulang Tahun Cokelat 18 cm', 'Chocolate Birthday Cake 18 cm'],
        description: [
          'Kue cokelat dua lapis dengan ganache tebal dan tulisan ucapan. Pesan paling lambat H-2.',
          'Two chocolate layers, thick ganache and a message of your choice. Order two days ahead.',
        ],
        price: 285000,
        image: 'bakery/kue-ulang-tahun',
      },
      {
        name: ['Bolu Marmer', 'Marble Butter Cake'],
        description: [
          'Bolu mentega dengan motif marmer cokelat, resep klasik ala nenek.',
          "A classic butter cake swirled with chocolate, just like grandma's.",
        ],
        price: 70000,
        image: 'bakery/bolu-marmer',
      },
    ],
  },
  {
    name: ['Pastry & Donat', 'Pastries & Doughnuts'],
    image: 'bakery/category-4',
    items: [
      {
        name: ['Croissant Mentega', 'Butter Croissant'],
        description: [
          'Croissant 27 lapis dengan mentega Prancis, renyah dan harum.',
          'Twenty-seven layers of French butter pastry, crisp and fragrant.',
        ],
        price: 22000,
        image: 'bakery/croissant',
        best: true,
      },
      {
        name: ['Donat Gula Halus', 'Sugar Doughnut'],
        description: [
          'Donat empuk klasik dengan taburan gula halus.',
          'A soft classic doughnut dusted with sugar.',
        ],
        price: 8000,
        image: 'bakery/donat-gula',
      },
      {
        name: ['Donat Glaze Cokelat', 'Chocolate Glazed Doughnut'],
        description: [
          'Donat dengan glaze cokelat tebal dan meses warna-warni.',
          'A doughnut dipped in thick chocolate glaze with rainbow sprinkles.',
        ],
        price: 10000,
        image: 'bakery/donat-cokelat',
        recommended: true,
      },
      {
        name: ['Danish Keju', 'Cheese Danish'],
        description: [
          'Pastry renyah dengan isian krim keju lembut di tengahnya.',
          'Flaky pastry with a soft cream cheese centre.',
        ],
        price: 20000,
        image: 'bakery/danish',
      },
      {
        name: ['Cinnamon Roll', 'Cinnamon Roll'],
        description: [
          'Gulungan roti kayu manis dengan frosting krim keju.',
          'A soft cinnamon swirl under cream cheese frosting.',
        ],
        price: 22000,
        image: 'bakery/cinnamon-roll',
      },
      {
        name: ['Kue Sus Vla', 'Custard Cream Puff'],
        description: [
          'Kue sus renyah dengan isian vla vanila yang lembut.',
          'A crisp choux puff filled with smooth vanilla custard.',
        ],
        price: 9000,
        image: 'bakery/kue-sus',
      },
    ],
  },
];
