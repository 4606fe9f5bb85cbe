import type { BusinessKind } from '@webku/content-packs';

type Clause = { title: readonly [string, string]; items: readonly [readonly string[], readonly string[]] };

// The terms section that differs by business: what a customer of that trade needs to know.
export const KIND_CLAUSES: Record<BusinessKind, Clause> = {
  coffee: {
    title: ['Pesanan, Alergen, dan Promo', 'Orders, Allergens and Promotions'],
    items: [
      [
        'Minuman dan makanan dibuat setelah dipesan; waktu tunggu dapat lebih lama pada jam ramai.',
        'Beberapa produk mengandung susu, gluten, kacang, atau telur. Beri tahu barista jika Anda memiliki alergi.',
        'Promo tidak dapat digabungkan dengan promo lain kecuali disebutkan, dan berlaku selama persediaan ada.',
      ],
      [
        'Drinks and food are made to order; waiting times may be longer at busy hours.',
        'Some products contain milk, gluten, nuts or eggs. Please tell our baristas about any allergy.',
        'Offers cannot be combined unless stated and are valid while stocks last.',
      ],
    ],
  },
  restaurant: {
    title: ['Pesanan, Katering, dan Alergen', 'Orders, Catering and Allergens'],
    items: [
      [
        'Pesanan katering dan nasi kotak wajib dikonfirmasi paling lambat 2 (dua) hari sebelum acara dengan uang muka 50%.',
        'Pembatalan katering kurang dari 24 jam sebelum pengiriman tidak dapat dikembalikan uang mukanya.',
        'Masakan kami dapat mengandung kacang, udang, telur, dan gluten. Tanyakan kepada staf jika Anda memiliki alergi.',
      ],
      [
        'Catering and boxed-meal orders must be confirmed at least 2 (two) days before the event with a 50% deposit.',
        'Deposits are not refundable for catering cancelled less than 24 hours before delivery.',
        'Our dishes may contain peanuts, shrimp, eggs and gluten. Please ask our staff about allergies.',
      ],
    ],
  },
  bakery: {
    title: ['Pre-order, Pengambilan, dan Alergen', 'Pre-orders, Pick-up and Allergens'],
    items: [
      [
        'Kue ulang tahun dan pesanan khusus harus dipesan paling lambat 2 (dua) hari sebelumnya dan dibayar lunas.',
        'Pesanan yang tidak diambil dalam 1 (satu) hari setelah tanggal pengambilan dianggap selesai tanpa pengembalian dana.',
        'Produk kami dibuat di dapur yang juga mengolah gandum, susu, telur, dan kacang.',
      ],
      [
        'Birthday cakes and special orders must be placed at least 2 (two) days ahead and paid in full.',
        'Orders not collected within 1 (one) day of the pick-up date are considered complete and are not refunded.',
        'Our products are made in a kitchen that also handles wheat, milk, eggs and nuts.',
      ],
    ],
  },
  fashion: {
    title: ['Ukuran, Penukaran, dan Pengembalian', 'Sizing, Exchanges and Returns'],
    items: [
      [
        'Penukaran ukuran atau warna dapat dilakukan dalam 7 (tujuh) hari dengan label masih terpasang dan nota pembelian.',
        'Produk diskon, aksesori, dan inner hijab tidak dapat ditukar kecuali terdapat cacat produksi.',
        'Warna produk pada foto dapat sedikit berbeda karena pencahayaan dan pengaturan layar.',
      ],
      [
        'Sizes or colours can be exchanged within 7 (seven) days with tags attached and the receipt.',
        'Sale items, accessories and hijab underscarves cannot be exchanged unless faulty.',
        'Colours in photos may differ slightly because of lighting and screen settings.',
      ],
    ],
  },
  beauty: {
    title: ['Reservasi, Keterlambatan, dan Kesehatan', 'Bookings, Lateness and Health'],
    items: [
      [
        'Reservasi dapat diubah atau dibatalkan tanpa biaya paling lambat 3 (tiga) jam sebelum jadwal.',
        'Keterlambatan lebih dari 15 menit dapat mempersingkat durasi perawatan agar jadwal pelanggan lain tidak terganggu.',
        'Mohon informasikan kondisi kehamilan, alergi, atau masalah kulit kepada terapis sebelum perawatan dimulai.',
      ],
      [
        'Bookings can be changed or cancelled free of charge up to 3 (three) hours before the appointment.',
        'Arriving more than 15 minutes late may shorten your treatment so other guests are not kept waiting.',
        'Please tell your therapist about pregnancy, allergies or skin conditions before the treatment starts.',
      ],
    ],
  },
  generic: {
    title: ['Pesanan, Garansi, dan Pembatalan', 'Orders, Warranty and Cancellations'],
    items: [
      [
        'Pesanan diproses setelah pembayaran atau uang muka kami terima dan dikonfirmasi.',
        'Garansi layanan berlaku sesuai masa yang tercantum pada nota dan tidak mencakup kerusakan karena pemakaian yang tidak wajar.',
        'Pembatalan setelah pekerjaan dimulai dapat dikenakan biaya sesuai pekerjaan yang sudah dilakukan.',
      ],
      [
        'Orders are processed once payment or a deposit has been received and confirmed.',
        'Service warranties last for the period on your receipt and do not cover damage from misuse.',
        'Cancelling after work has started may incur a charge for the work already done.',
      ],
    ],
  },
};

// The privacy policy's words on the built-in visitor statistics (UU 27/2022 asks that visitors are told).
// The visitor-statistics migration adds the same paragraph to policies generated before it, so keep the two in step.
export const VISITOR_STATISTICS = {
  indonesia: {
    heading: '7. Cookie dan Statistik Pengunjung',
    paragraph:
      'Kunjungan ke situs ini dihitung tanpa cookie. Alamat IP dan jenis peramban Anda diubah menjadi kode acak (hash) yang hanya berlaku satu hari lalu dihapus; alamat IP itu sendiri tidak pernah disimpan. Yang disimpan hanya jumlah harian, seperti jumlah kunjungan, situs asal pengunjung, dan jenis perangkat (ponsel, tablet, atau komputer), sehingga tidak dapat dipakai untuk mengenali Anda.',
  },
  english: {
    heading: '7. Cookies and Visitor Statistics',
    paragraph:
      'Visits to this site are counted without cookies. Your IP address and browser type are turned into a random code (a hash) that is valid for one day and then deleted; the IP address itself is never stored. Only daily totals are kept, such as the number of visits, the referring website and the device type (phone, tablet or computer), so they cannot identify you.',
  },
} as const;
