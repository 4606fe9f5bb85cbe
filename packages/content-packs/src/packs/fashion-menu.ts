import type { PackCategory } from './pack-types';

export const fashionCategories: readonly PackCategory[] = [
  {
    name: ['Atasan', 'Tops'],
    image: 'fashion/category-1',
    items: [
      {
        name: ['Kemeja Oversize Katun', 'Oversized Cotton Shirt'],
        description: [
          'Kemeja katun adem dengan potongan oversize, nyaman untuk kerja maupun hangout.',
          'A breezy cotton shirt with a relaxed oversized cut, for the office or the weekend.',
        ],
        price: 199000,
        image: 'fashion/kemeja-oversize',
        best: true,
      },
      {
        name: ['Blouse Linen Ruffle', 'Linen Ruffle Blouse'],
        description: [
          'Blouse linen dengan detail ruffle di bahu. Ringan dan jatuhnya cantik.',
          'A linen blouse with ruffled shoulders. Light, with a lovely drape.',
        ],
        price: 189000,
        image: 'fashion/blouse-ruffle',
      },
      {
        name: ['Tunik Batik Cap', 'Stamped Batik Tunic'],
        description: [
          'Tunik katun primisima dengan batik cap motif kawung dari pengrajin Pekalongan.',
          'A fine cotton tunic with kawung stamped batik by artisans in Pekalongan.',
        ],
        price: 249000,
        image: 'fashion/tunik-batik',
        recommended: true,
      },
      {
        name: ['Kaos Basic Cotton Combed', 'Basic Combed Cotton Tee'],
        description: [
          'Kaos katun combed 30s yang tidak menerawang. Tersedia tujuh warna netral.',
          'An opaque combed cotton 30s tee, in seven neutral colours.',
        ],
        price: 89000,
        image: 'fashion/kaos-basic',
      },
      {
        name: ['Kardigan Rajut', 'Knit Cardigan'],
        description: [
          'Kardigan rajut lembut untuk ruangan ber-AC dan perjalanan malam.',
          'A soft knit cardigan for air-conditioned offices and evening trips.',
        ],
        price: 219000,
        image: 'fashion/kardigan',
      },
      {
        name: ['Blouse Tenun Lurik', 'Lurik Woven Blouse'],
        description: [
          'Blouse dari kain lurik tenun tangan Klaten dengan kancing batok kelapa.',
          'A blouse cut from hand-woven Klaten lurik, with coconut-shell buttons.',
        ],
        price: 229000,
        image: 'fashion/blouse-lurik',
      },
    ],
  },
  {
    name: ['Dress & Gamis', 'Dresses'],
    image: 'fashion/category-2',
    items: [
      {
        name: ['Gamis Crinkle Airflow', 'Crinkle Airflow Abaya'],
        description: [
          'Gamis bahan crinkle airflow yang ringan, tidak mudah kusut, dan busui friendly.',
          'A lightweight crinkle abaya that resists creasing, with nursing-friendly zips.',
        ],
        price: 299000,
        image: 'fashion/gamis-crinkle',
        best: true,
      },
      {
        name: ['Dress Midi Batik Parang', 'Parang Batik Midi Dress'],
        description: [
          'Dress midi dengan motif parang modern dan tali pinggang yang bisa dilepas.',
          'A midi dress in a modern parang print with a detachable waist tie.',
        ],
        price: 349000,
        image: 'fashion/dress-batik',
        recommended: true,
      },
      {
        name: ['Dress Linen Kancing Depan', 'Button-Front Linen Dress'],
        description: [
          'Dress linen dengan kancing depan dan dua saku samping. Santai tapi tetap rapi.',
          'A linen dress with buttons down the front and two side pockets. Relaxed yet polished.',
        ],
        price: 289000,
        image: 'fashion/dress-linen',
      },
      {
        name: ['Kaftan Rayon Motif Bunga', 'Floral Rayon Kaftan'],
        description: [
          'Kaftan rayon adem bermotif bunga, cocok untuk acara keluarga dan liburan.',
          'A cool rayon kaftan in a floral print, for family gatherings and holidays.',
        ],
        price: 259000,
        image: 'fashion/kaftan',
      },
      {
        name: ['Setelan Kulot & Atasan', 'Culotte Co-ord Set'],
        description: [
          'Setelan atasan dan kulot senada dari bahan katun rami yang jatuh.',
          'A matching top and culottes in a fluid cotton-ramie blend.',
        ],
        price: 319000,
        image: 'fashion/setelan',
      },
      {
        name: ['Dress Tenun Ikat', 'Ikat Weave Dress'],
        description: [
          'Dress dengan aksen tenun ikat NTT, dijahit terbatas dalam setiap batch.',
          'A dress with ikat weaving from East Nusa Tenggara, made in small batches.',
        ],
        price: 399000,
        image: 'fashion/dress-tenun',
      },
    ],
  },
  {
    name: ['Hijab & Scarf', 'Hijabs & Scarves'],
    image: 'fashion/category-3',
    items: [
      {
        name: ['Pashmina Ceruty Babydoll', 'Ceruty Babydoll Pashmina'],
        description: [
          'Pashmina ceruty yang mudah dibentuk, tidak licin, dan jatuhnya flowy.',
          'An easy-to-style chiffon pashmina that stays in place and drapes beautifully.',
        ],
        price: 59000,
        image: 'fashion/pashmina-ceruty',
        best: true,
      },
      {
        name: ['Hijab Segi Empat Voal', 'Voile Square Hijab'],
        description: [
          'Voal premium dengan tepi jahit laser, tegak di dahi tanpa perlu disetrika lama.',
          'Premium voile with laser-cut edges that holds its shape with little ironing.',
        ],
        price: 69000,
        image: 'fashion/hijab-voal',
        recommended: true,
      },
      {
        name: ['Bergo Jersey Instan', 'Instant Jersey Hijab'],
        description: [
          'Hijab instan bahan jersey yang adem, praktis untuk sekolah dan olahraga.',
          'A breathable jersey slip-on hijab, handy for school runs and sport.',
        ],
        price: 55000,
        image: 'fashion/bergo-jersey',
      },
      {
        name: ['Pashmina Plisket', 'Pleated Pashmina'],
        description: [
          'Pashmina plisket yang bertekstur, tetap rapi seharian tanpa disetrika.',
          'A textured pleated pashmina that stays neat all day without ironing.',
        ],
        price: 65000,
        image: 'fashion/pashmina-plisket',
      },
      {
        name: ['Scarf Satin Motif', 'Printed Satin Scarf'],
        description: [
          'Scarf satin bermotif eksklusif kami, bisa dipakai di kepala, leher, atau tas.',
          'A satin scarf in our own print, to wear on your head, neck or bag.',
        ],
        price: 79000,
        image: 'fashion/scarf-satin',
      },
      {
        name: ['Inner Ninja Rajut', 'Knit Hijab Underscarf'],
        description: [
          'Inner rajut yang menahan hijab tetap di tempat tanpa terasa panas.',
          'A knit underscarf that keeps your hijab in place without feeling warm.',
        ],
        price: 25000,
        image: 'fashion/inner-rajut',
      },
    ],
  },
  {
    name: ['Bawahan', 'Bottoms'],
    image: 'fashion/category-4',
    items: [
      {
        name: ['Kulot Linen', 'Linen Culottes'],
        description: [
          'Kulot linen berpinggang karet dengan saku. Favorit pelanggan untuk segala suasana.',
          'Elastic-waist linen culottes with pockets. A customer favourite for every occasion.',
        ],
        price: 159000,
        image: 'fashion/kulot-linen',
        best: true,
      },
      {
        name: ['Rok Plisket Premium', 'Premium Pleated Skirt'],
        description: [
          'Rok plisket panjang yang tidak menerawang dan tidak mudah kusut.',
          'A long pleated skirt, fully opaque and crease-resistant.',
        ],
        price: 139000,
        image: 'fashion/rok-plisket',
      },
      {
        name: ['Celana Jeans Highwaist', 'High-Waist Jeans'],
        description: [
          'Jeans highwaist potongan lurus dari denim lentur yang nyaman dipakai duduk lama.',
          'Straight-leg high-waist jeans in stretch denim, comfy even on long days.',
        ],
        price: 229000,
        image: 'fashion/jeans-highwaist',
        recommended: true,
      },
      {
        name: ['Rok Lilit Batik', 'Batik Wrap Skirt'],
        description: [
          'Rok lilit dari batik tulis Lasem, bisa dipadukan dengan kaos maupun kebaya.',
          'A wrap skirt in hand-drawn Lasem batik, lovely with a tee or a kebaya.',
        ],
        price: 179000,
        image: 'fashion/rok-batik',
      },
      {
        name: ['Celana Bahan Slim', 'Slim Tailored Trousers'],
        description: [
          'Celana bahan potongan slim untuk kerja, dengan kain yang tidak mengilap.',
          'Slim tailored trousers for work, in a fabric with a soft matte finish.',
        ],
        price: 189000,
        image: 'fashion/celana-bahan',
      },
      {
        name: ['Rok A-Line Denim', 'Denim A-Line Skirt'],
        description: [
          'Rok denim A-line sepanjang mata kaki dengan belahan belakang.',
          'An ankle-length denim A-line skirt with a back slit.',
        ],
        price: 169000,
        image: 'fashion/rok-denim',
      },
    ],
  },
];
