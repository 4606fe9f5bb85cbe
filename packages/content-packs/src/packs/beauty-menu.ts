import type { PackCategory } from './pack-types';

export const beautyCategories: readonly PackCategory[] = [
  {
    name: ['Perawatan Rambut', 'Hair'],
    image: 'beauty/category-1',
    items: [
      {
        name: ['Potong Rambut Wanita + Blow', "Women's Cut & Blow-Dry"],
        description: [
          'Konsultasi gaya, cuci rambut, potong, dan blow sesuai bentuk wajah.',
          'Style consultation, wash, cut and blow-dry tailored to your face shape.',
        ],
        price: 85000,
        image: 'beauty/potong-wanita',
        best: true,
      },
      {
        name: ['Potong Rambut Pria', "Men's Haircut"],
        description: [
          'Potong rambut pria dengan cuci, pijat kepala singkat, dan styling pomade.',
          "Men's cut with a wash, a short head massage and pomade styling.",
        ],
        price: 50000,
        image: 'beauty/potong-pria',
      },
      {
        name: ['Creambath Ginseng', 'Ginseng Creambath'],
        description: [
          'Perawatan krim ginseng dengan pijat kepala, leher, dan bahu selama 45 menit.',
          'A ginseng cream treatment with a 45-minute head, neck and shoulder massage.',
        ],
        price: 95000,
        image: 'beauty/creambath',
        recommended: true,
      },
      {
        name: ['Hair Coloring (Rambut Pendek)', 'Hair Colour (Short Hair)'],
        description: [
          'Pewarnaan rambut dengan cat bebas amonia, termasuk vitamin pelindung warna.',
          'Ammonia-free colour, including a colour-protecting treatment.',
        ],
        price: 350000,
        image: 'beauty/hair-coloring',
      },
      {
        name: ['Keratin Smoothing', 'Keratin Smoothing'],
        description: [
          'Rambut lebih lurus, lembut, dan mudah diatur hingga tiga bulan.',
          'Smoother, softer, more manageable hair for up to three months.',
        ],
        price: 650000,
        image: 'beauty/keratin',
      },
      {
        name: ['Hair Mask & Blow', 'Hair Mask & Blow-Dry'],
        description: [
          'Masker rambut intensif untuk rambut kering dan rusak, diakhiri blow.',
          'An intensive mask for dry, damaged hair, finished with a blow-dry.',
        ],
        price: 120000,
        image: 'beauty/hair-mask',
      },
    ],
  },
  {
    name: ['Perawatan Wajah', 'Facials'],
    image: 'beauty/category-2',
    items: [
      {
        name: ['Facial Acne Care', 'Acne Care Facial'],
        description: [
          'Pembersihan wajah mendalam, ekstraksi komedo, dan masker penenang jerawat.',
          'Deep cleansing, gentle extraction and a calming mask for breakout-prone skin.',
        ],
        price: 175000,
        image: 'beauty/facial-acne',
        best: true,
      },
      {
        name: ['Facial Brightening Vitamin C', 'Vitamin C Brightening Facial'],
        description: [
          'Serum vitamin C dan masker jeli untuk kulit kusam agar tampak lebih cerah.',
          'Vitamin C serum and a jelly mask to bring back a healthy glow.',
        ],
        price: 195000,
        image: 'beauty/facial-brightening',
        recommended: true,
      },
      {
        name: ['Facial Hydrating', 'Hydrating Facial'],
        description: [
          'Perawatan pelembap dengan hyaluronic acid untuk kulit kering dan dehidrasi.',
          'A hyaluronic acid treatment for dry and dehydrated skin.',
        ],
        price: 185000,
        image: 'beauty/facial-hydrating',
      },
      {
        name: ['Totok Wajah', 'Facial Acupressure'],
        description: [
          'Pijat titik wajah tradisional untuk melancarkan peredaran darah dan merilekskan.',
          'Traditional facial acupressure to boost circulation and help you unwind.',
        ],
        price: 90000,
        image: 'beauty/totok-wajah',
      },
      {
        name: ['Microdermabrasi', 'Microdermabrasion'],
        description: [
          'Eksfoliasi dengan kristal halus untuk mengangkat sel kulit mati dan meratakan tekstur.',
          'Fine-crystal exfoliation that lifts dead skin and smooths texture.',
        ],
        price: 250000,
        image: 'beauty/microdermabrasi',
      },
      {
        name: ['Eyelash Extension Natural', 'Natural Lash Extensions'],
        description: [
          'Sambung bulu mata satu per satu dengan hasil natural, tahan tiga sampai empat minggu.',
          'Lashes applied one by one for a natural look that lasts three to four weeks.',
        ],
        price: 200000,
        image: 'beauty/eyelash',
      },
    ],
  },
  {
    name: ['Kuku', 'Nails'],
    image: 'beauty/category-3',
    items: [
      {
        name: ['Gel Polish Tangan', 'Gel Manicure'],
        description: [
          'Kutek gel yang mengilap dan tahan hingga tiga minggu, lebih dari 60 pilihan warna.',
          'Glossy gel polish that lasts up to three weeks, in over 60 shades.',
        ],
        price: 150000,
        image: 'beauty/gel-polish',
        best: true,
      },
      {
        name: ['Manicure Klasik', 'Classic Manicure'],
        description: [
          'Perawatan kuku dan kutikula, pijat tangan, dan kutek biasa.',
          'Nail and cuticle care, a hand massage and regular polish.',
        ],
        price: 75000,
        image: 'beauty/manicure',
      },
      {
        name: ['Pedicure Spa', 'Spa Pedicure'],
        description: [
          'Rendam kaki air hangat, scrub, masker, dan pijat kaki yang menenangkan.',
          'A warm foot soak, scrub, mask and a soothing foot massage.',
        ],
        price: 95000,
        image: 'beauty/pedicure',
      },
      {
        name: ['Nail Art Simpel', 'Simple Nail Art'],
        description: [
          'Gel polish dengan aksen motif sederhana di dua sampai empat jari.',
          'Gel polish with simple art on two to four nails.',
        ],
        price: 175000,
        image: 'beauty/nail-art',
        recommended: true,
      },
      {
        name: ['Paket Mani-Pedi', 'Mani-Pedi Package'],
        description: [
          'Manicure klasik dan pedicure spa dalam satu kunjungan, lebih hemat.',
          'A classic manicure and spa pedicure in one visit, for less.',
        ],
        price: 160000,
        image: 'beauty/mani-pedi',
      },
      {
        name: ['Lepas Gel', 'Gel Removal'],
        description: [
          'Pelepasan gel polish dengan aman tanpa merusak lapisan kuku.',
          'Safe gel removal that protects your natural nail.',
        ],
        price: 50000,
        image: 'beauty/lepas-gel',
      },
    ],
  },
  {
    name: ['Spa & Pijat', 'Spa & Massage'],
    image: 'beauty/category-4',
    items: [
      {
        name: ['Lulur Tradisional Jawa', 'Traditional Javanese Lulur'],
        description: [
          'Pijat badan, lulur rempah kunyit dan beras, lalu mandi susu. Ritual 90 menit.',
          'Body massage, a turmeric and rice scrub, then a milk bath. A 90-minute ritual.',
        ],
        price: 150000,
        image: 'beauty/lulur',
        best: true,
      },
      {
        name: ['Pijat Aromaterapi 60 Menit', 'Aromatherapy Massage, 60 Minutes'],
        description: [
          'Pijat seluruh badan dengan minyak esensial pilihanmu: lavender, serai, atau melati.',
          'Full-body massage with your choice of lavender, lemongrass or jasmine oil.',
        ],
        price: 180000,
        image: 'beauty/pijat-aromaterapi',
        recommended: true,
      },
      {
        name: ['Refleksi Kaki 60 Menit', 'Foot Reflexology, 60 Minutes'],
        description: [
          'Pijat titik refleksi kaki untuk melepas lelah setelah seharian berdiri.',
          'Reflexology for tired feet after a long day on them.',
        ],
        price: 120000,
        image: 'beauty/refleksi',
      },
      {
        name: ['Body Scrub Kopi', 'Coffee Body Scrub'],
        description: [
          'Scrub ampas kopi dan gula aren yang mengangkat kulit mati dan menghangatkan.',
          'A coffee-ground and palm sugar scrub that buffs away dry skin.',
        ],
        price: 160000,
        image: 'beauty/scrub-kopi',
      },
      {
        name: ['Hot Stone Massage 90 Menit', 'Hot Stone Massage, 90 Minutes'],
        description: [
          'Pijat dengan batu basal hangat untuk otot yang kaku dan tidur yang lebih nyenyak.',
          'Warm basalt stones to ease stiff muscles and help you sleep better.',
        ],
        price: 260000,
        image: 'beauty/hot-stone',
      },
      {
        name: ['Paket Pengantin', 'Bridal Package'],
        description: [
          'Lulur, pijat, facial, dan creambath untuk calon pengantin, dalam satu hari.',
          'Lulur, massage, facial and creambath for brides-to-be, all in one day.',
        ],
        price: 550000,
        image: 'beauty/paket-pengantin',
      },
    ],
  },
];
