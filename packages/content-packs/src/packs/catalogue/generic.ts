import type { CatalogueEntry } from './catalogue-types';

const G = ['generic'] as const;

// Services that are not food, fashion or beauty.
export const GENERIC: readonly CatalogueEntry[] = [
  {
    id: 'laundry-kiloan',
    name: ['Cuci Setrika Kiloan', 'Wash and Iron by the Kilo'],
    category: 'layanan',
    kinds: G,
    price: [6000, 12000],
    description: [
      'Cuci, kering, dan setrika per kilogram, selesai dalam dua hari.',
      'Washed, dried and ironed by the kilo, ready in two days.',
    ],
    aliases: ['laundry kiloan', 'cuci kiloan', 'cuci setrika'],
  },
  {
    id: 'laundry-ekspres',
    name: ['Laundry Ekspres 6 Jam', 'Six-Hour Express Laundry'],
    category: 'layanan',
    kinds: G,
    price: [12000, 20000],
    description: [
      'Cuci setrika kilat per kilogram, selesai di hari yang sama.',
      'Express wash and iron by the kilo, ready the same day.',
    ],
    aliases: ['laundry ekspres', 'laundry express', 'laundry kilat'],
  },
  {
    id: 'cuci-sepatu',
    name: ['Cuci Sepatu', 'Shoe Cleaning'],
    category: 'layanan',
    kinds: G,
    price: [35000, 75000],
    description: [
      'Pembersihan sepatu menyeluruh, bagian dalam dan luar.',
      'Deep cleaning of shoes, inside and out.',
    ],
    aliases: ['cuci sepatu', 'shoe care'],
  },
  {
    id: 'cuci-bedcover',
    name: ['Cuci Bed Cover', 'Bed Cover Cleaning'],
    category: 'layanan',
    kinds: G,
    price: [25000, 50000],
    description: [
      'Cuci bed cover dan selimut tebal per buah.',
      'Bed covers and thick blankets washed per piece.',
    ],
    aliases: ['bedcover', 'bed cover'],
  },
  {
    id: 'cetak-banner',
    name: ['Cetak Banner', 'Banner Printing'],
    category: 'layanan',
    kinds: G,
    price: [20000, 35000],
    description: [
      'Cetak spanduk flexi per meter persegi, bisa ditunggu.',
      'Flexi banner printing per square metre, while you wait.',
    ],
    aliases: ['spanduk', 'banner', 'cetak spanduk'],
  },
  {
    id: 'cetak-kartu-nama',
    name: ['Cetak Kartu Nama', 'Business Card Printing'],
    category: 'layanan',
    kinds: G,
    price: [35000, 80000],
    description: [
      'Satu kotak kartu nama isi 100 lembar, cetak dua sisi.',
      'A box of 100 double-sided business cards.',
    ],
    aliases: ['kartu nama'],
  },
  {
    id: 'fotokopi',
    name: ['Fotokopi & Print', 'Photocopy and Print'],
    category: 'layanan',
    kinds: G,
    price: [300, 2000],
    description: [
      'Fotokopi dan print hitam putih atau warna per lembar.',
      'Black-and-white or colour copies and prints per page.',
    ],
    aliases: ['fotocopy', 'fotokopi', 'print'],
  },
  {
    id: 'servis-hp',
    name: ['Servis HP', 'Phone Repair'],
    category: 'layanan',
    kinds: G,
    price: [50000, 500000],
    description: [
      'Ganti LCD, baterai, dan konektor, harga sesuai jenis kerusakan.',
      'Screen, battery and port repairs, priced by the fault.',
    ],
    aliases: ['servis hp', 'service hp', 'reparasi hp'],
  },
  {
    id: 'cuci-motor',
    name: ['Cuci Motor', 'Motorbike Wash'],
    category: 'layanan',
    kinds: G,
    price: [10000, 25000],
    description: ['Cuci motor hidrolik dengan semir ban.', 'Motorbike wash with tyre shine.'],
    aliases: ['cuci motor', 'steam motor'],
  },
  {
    id: 'cuci-mobil',
    name: ['Cuci Mobil', 'Car Wash'],
    category: 'layanan',
    kinds: G,
    price: [35000, 75000],
    description: [
      'Cuci mobil luar dalam dengan vakum interior.',
      'Car wash inside and out with interior vacuum.',
    ],
    aliases: ['cuci mobil', 'car wash'],
  },
  {
    id: 'les-privat',
    name: ['Les Privat', 'Private Tutoring'],
    category: 'layanan',
    kinds: G,
    price: [75000, 200000],
    description: [
      'Les privat per pertemuan 90 menit di rumah siswa.',
      "A 90-minute private lesson at the student's home.",
    ],
    aliases: ['les privat', 'bimbel', 'les'],
  },
  {
    id: 'foto-studio',
    name: ['Foto Studio', 'Studio Photo Session'],
    category: 'layanan',
    kinds: G,
    price: [100000, 500000],
    description: [
      'Sesi foto studio 30 menit dengan 10 foto hasil edit.',
      'A 30-minute studio session with ten edited photos.',
    ],
    aliases: ['foto studio', 'pas foto', 'photo studio'],
  },
];
