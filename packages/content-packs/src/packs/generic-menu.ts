import type { PackCategory } from './pack-types';

export const genericCategories: readonly PackCategory[] = [
  {
    name: ['Produk Unggulan', 'Featured Products'],
    image: 'generic/category-1',
    items: [
      {
        name: ['Paket Starter', 'Starter Pack'],
        description: [
          'Paket lengkap untuk mulai mencoba produk kami. Cocok sebagai perkenalan.',
          'Everything you need to get started. A great first try.',
        ],
        price: 149000,
        image: 'generic/starter',
        best: true,
      },
      {
        name: ['Produk Edisi Terbatas', 'Limited Edition'],
        description: [
          'Dibuat dalam jumlah kecil setiap bulan. Begitu habis, tunggu batch berikutnya.',
          'Made in small batches each month. Once it is gone, wait for the next run.',
        ],
        price: 199000,
        image: 'generic/limited',
      },
      {
        name: ['Paket Hampers', 'Gift Hamper'],
        description: [
          'Pilihan produk terbaik kami dalam kotak kado, lengkap dengan kartu ucapan.',
          'Our best products in a gift box, with a greeting card.',
        ],
        price: 250000,
        image: 'generic/hampers',
        recommended: true,
      },
      {
        name: ['Paket Isi Ulang', 'Refill Pack'],
        description: [
          'Lebih hemat dan lebih sedikit kemasan untuk pelanggan setia.',
          'Better value and less packaging for our regulars.',
        ],
        price: 89000,
        image: 'generic/refill',
      },
      {
        name: ['Paket Keluarga', 'Family Pack'],
        description: [
          'Ukuran besar untuk kebutuhan rumah tangga selama sebulan.',
          'A large size to cover the household for a month.',
        ],
        price: 299000,
        image: 'generic/family-pack',
      },
      {
        name: ['Voucher Hadiah Rp 100.000', 'Gift Voucher Rp 100,000'],
        description: [
          'Hadiah praktis yang bisa ditukar dengan produk atau layanan apa pun.',
          'An easy gift, redeemable for any product or service.',
        ],
        price: 100000,
        image: 'generic/voucher',
      },
    ],
  },
  {
    name: ['Layanan', 'Services'],
    image: 'generic/category-2',
    items: [
      {
        name: ['Konsultasi 60 Menit', '60-Minute Consultation'],
        description: [
          'Ceritakan kebutuhanmu, kami bantu mencari solusi yang paling pas.',
          'Tell us what you need and we will help you find the right solution.',
        ],
        price: 100000,
        image: 'generic/konsultasi',
      },
      {
        name: ['Layanan Reguler', 'Standard Service'],
        description: [
          'Dikerjakan rapi dan tepat waktu, selesai dalam tiga hari kerja.',
          'Careful work, delivered on time within three working days.',
        ],
        price: 150000,
        image: 'generic/reguler',
        best: true,
      },
      {
        name: ['Layanan Ekspres', 'Express Service'],
        description: [
          'Butuh cepat? Selesai di hari yang sama untuk pesanan sebelum pukul 12.00.',
          'In a hurry? Same-day completion for orders placed before noon.',
        ],
        price: 250000,
        image: 'generic/ekspres',
        recommended: true,
      },
      {
        name: ['Layanan Premium', 'Premium Service'],
        description: [
          'Penanganan prioritas oleh tim senior, dengan garansi kepuasan.',
          'Priority handling by our senior team, with a satisfaction guarantee.',
        ],
        price: 450000,
        image: 'generic/premium',
      },
      {
        name: ['Kunjungan ke Lokasi', 'On-Site Visit'],
        description: [
          'Tim kami datang ke rumah atau kantormu di dalam kota.',
          'Our team comes to your home or office anywhere in the city.',
        ],
        price: 75000,
        image: 'generic/kunjungan',
      },
      {
        name: ['Garansi Tambahan 6 Bulan', '6-Month Extended Warranty'],
        description: [
          'Tenang lebih lama dengan perpanjangan garansi layanan.',
          'Extra peace of mind with a longer service warranty.',
        ],
        price: 50000,
        image: 'generic/garansi',
      },
    ],
  },
  {
    name: ['Paket Hemat', 'Value Bundles'],
    image: 'generic/category-3',
    items: [
      {
        name: ['Paket Bulanan', 'Monthly Plan'],
        description: [
          'Langganan bulanan dengan harga lebih hemat dan jadwal yang bisa diatur.',
          'A monthly plan at a lower price, on a schedule that suits you.',
        ],
        price: 399000,
        image: 'generic/bulanan',
        best: true,
      },
      {
        name: ['Paket Tiga Bulan', 'Three-Month Plan'],
        description: [
          'Bayar tiga bulan sekaligus dan hemat hingga 15%.',
          'Pay for three months up front and save up to 15%.',
        ],
        price: 1099000,
        image: 'generic/tiga-bulan',
        recommended: true,
      },
      {
        name: ['Paket Berdua', 'Bundle for Two'],
        description: [
          'Ajak teman atau pasangan, nikmati berdua lebih hemat.',
          'Bring a friend or partner and save.',
        ],
        price: 179000,
        image: 'generic/berdua',
      },
      {
        name: ['Paket Pelajar', 'Student Bundle'],
        description: [
          'Harga khusus untuk pelajar dan mahasiswa dengan kartu pelajar aktif.',
          'A special price for students with a valid student card.',
        ],
        price: 79000,
        image: 'generic/pelajar',
      },
      {
        name: ['Paket Ulang Tahun', 'Birthday Bundle'],
        description: [
          'Rayakan hari spesialmu dengan paket pilihan dan kejutan kecil dari kami.',
          'Celebrate your day with a curated bundle and a little surprise from us.',
        ],
        price: 149000,
        image: 'generic/ulang-tahun',
      },
      {
        name: ['Paket Member Baru', 'New Member Bundle'],
        description: [
          'Bergabung jadi member dan dapatkan paket sambutan berisi produk favorit.',
          'Join as a member and receive a welcome bundle of our favourites.',
        ],
        price: 99000,
        image: 'generic/member',
      },
    ],
  },
  {
    name: ['Untuk Bisnis', 'For Businesses'],
    image: 'generic/category-4',
    items: [
      {
        name: ['Paket Korporat', 'Corporate Package'],
        description: [
          'Untuk kebutuhan kantor dan tim, dengan faktur pajak dan termin pembayaran.',
          'For offices and teams, with tax invoices and payment terms.',
        ],
        price: 1500000,
        image: 'generic/korporat',
        best: true,
      },
      {
        name: ['Pemesanan Partai Besar', 'Bulk Orders'],
        description: [
          'Harga khusus untuk pesanan minimal 50 unit, dikirim ke seluruh Indonesia.',
          'Special pricing from 50 units, shipped anywhere in Indonesia.',
        ],
        price: 2500000,
        image: 'generic/partai-besar',
      },
      {
        name: ['Program Reseller', 'Reseller Programme'],
        description: [
          'Modal awal untuk menjadi reseller resmi, termasuk materi promosi dan pelatihan.',
          'Starter stock to become an official reseller, with marketing materials and training.',
        ],
        price: 500000,
        image: 'generic/reseller',
        recommended: true,
      },
      {
        name: ['Paket Acara', 'Event Package'],
        description: [
          'Kami bantu kebutuhan acaramu, dari perencanaan sampai hari-H.',
          'We take care of your event needs, from planning to the big day.',
        ],
        price: 1200000,
        image: 'generic/acara',
      },
      {
        name: ['Langganan Bisnis Bulanan', 'Monthly Business Plan'],
        description: [
          'Pasokan rutin setiap bulan dengan harga terkunci selama setahun.',
          'A regular monthly supply at a price locked for a year.',
        ],
        price: 750000,
        image: 'generic/langganan-bisnis',
      },
      {
        name: ['Custom Branding', 'Custom Branding'],
        description: [
          'Produk dengan logo dan kemasan bisnismu sendiri, minimal 100 unit.',
          'Products in your own logo and packaging, from 100 units.',
        ],
        price: 950000,
        image: 'generic/custom-branding',
      },
    ],
  },
];
