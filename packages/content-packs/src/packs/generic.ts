import { genericCategories } from './generic-menu';
import type { ContentPack } from './pack-types';

export const genericPack: ContentPack = {
  kind: 'generic',
  subName: ['Produk & Layanan Terpercaya', 'Trusted Products & Services'],
  fallbackTagline: ['Produk dan layanan yang bisa kamu andalkan.', 'Products and services you can rely on.'],
  footerTagline: [
    'Dikerjakan sepenuh hati, untuk pelanggan setia.',
    'Made with care, for customers who come back.',
  ],
  keywords: [
    'umkm, usaha lokal, produk lokal, layanan, jasa, belanja online',
    'local business, indonesian products, services, online shopping',
  ],
  offering: ['produk dan layanan', 'products and services'],
  sections: {
    menu: [
      ['Produk & Layanan', 'Products & Services'],
      [
        'Pilihan produk dan layanan kami, dengan harga yang jelas sejak awal.',
        'Our products and services, with clear prices from the start.',
      ],
    ],
    merchandise: [
      ['Merchandise', 'Merchandise'],
      [
        'Barang-barang kecil dari {brand} untuk dipakai sehari-hari.',
        'Everyday goods from {brand} to take home.',
      ],
    ],
    news: [
      ['Kabar Terbaru', 'Latest News'],
      ['Pengumuman dan cerita dari tim kami.', 'Announcements and stories from our team.'],
    ],
    stores: ['Kunjungi kami langsung, kami senang membantu.', 'Visit us in person. We are happy to help.'],
  },
  categories: genericCategories,
  merchandise: [
    {
      name: ['Tote Bag Kanvas', 'Canvas Tote Bag'],
      description: [
        'Tote bag kanvas tebal untuk belanja dan kerja, dijahit penjahit lokal.',
        'A sturdy canvas tote for errands and work, sewn by local tailors.',
      ],
      price: 85000,
      images: ['generic/merch-tote-1', 'generic/merch-tote-2'],
    },
    {
      name: ['Tumbler 500 ml', 'Tumbler 500 ml'],
      description: [
        'Tumbler stainless yang menjaga minuman tetap dingin atau hangat seharian.',
        'A stainless tumbler that keeps drinks cold or warm all day.',
      ],
      price: 135000,
      images: ['generic/merch-tumbler-1', 'generic/merch-tumbler-2'],
    },
    {
      name: ['Mug Keramik', 'Ceramic Mug'],
      description: ['Mug keramik 300 ml dengan glasir hangat.', 'A 300 ml ceramic mug with a warm glaze.'],
      price: 69000,
      images: ['generic/merch-mug-1', 'generic/merch-mug-2'],
    },
    {
      name: ['Kaos Katun', 'Cotton T-Shirt'],
      description: [
        'Kaos katun combed 30s yang adem, tersedia ukuran S sampai XXL.',
        'A breathable combed cotton 30s tee, sizes S to XXL.',
      ],
      price: 119000,
      images: ['generic/merch-tshirt-1', 'generic/merch-tshirt-2', 'generic/merch-tshirt-3'],
    },
    {
      name: ['Buku Catatan', 'Notebook'],
      description: [
        'Buku catatan A5 bersampul kraft, 120 halaman bertitik.',
        'An A5 kraft-cover notebook with 120 dotted pages.',
      ],
      price: 45000,
      images: ['generic/merch-notebook-1', 'generic/merch-notebook-2'],
    },
    {
      name: ['Kartu Hadiah', 'Gift Card'],
      description: [
        'Kartu hadiah senilai Rp 200.000 dalam amplop cantik, berlaku enam bulan.',
        'A Rp 200,000 gift card in a pretty envelope, valid for six months.',
      ],
      price: 200000,
      images: ['generic/merch-giftcard-1', 'generic/merch-giftcard-2'],
    },
  ],
  articles: [
    {
      title: ['Kini Bisa Pesan Lewat WhatsApp', 'Now Taking Orders on WhatsApp'],
      category: ['Layanan', 'Services'],
      description: [
        'Tanya stok, minta penawaran, dan pesan langsung tanpa perlu datang ke toko.',
        'Check stock, ask for a quote and order without visiting the shop.',
      ],
      paragraphs: [
        [
          'Supaya lebih mudah, {brand} kini menerima pesanan lewat WhatsApp. Kirimkan kebutuhanmu, dan tim kami akan membalas dalam jam kerja.',
          'Kamu bisa menanyakan stok, meminta penawaran harga, atau menjadwalkan layanan. Pembayaran bisa melalui transfer bank atau QRIS.',
          'Nomor WhatsApp kami tercantum di bagian bawah halaman ini. Simpan nomornya supaya tidak ketinggalan info promo.',
        ],
        [
          'To make things easier, {brand} now takes orders on WhatsApp. Send us what you need and our team will reply during opening hours.',
          'Ask about stock, request a quote or book a service. Pay by bank transfer or QRIS.',
          'Our WhatsApp number is at the bottom of this page. Save it so you never miss an offer.',
        ],
      ],
      thumbnail: 'generic/news-whatsapp',
    },
    {
      title: ['Program Member: Kumpulkan Poin Setiap Transaksi', 'Member Programme: Earn Points Every Time'],
      category: ['Promo', 'Offers'],
      description: [
        'Setiap belanja Rp 10.000 bernilai satu poin yang bisa ditukar dengan hadiah.',
        'Every Rp 10,000 you spend earns a point to swap for rewards.',
      ],
      paragraphs: [
        [
          'Terima kasih sudah setia bersama {brand}. Sebagai apresiasi, kami meluncurkan program member yang gratis dan mudah diikuti.',
          'Cukup daftarkan nomor ponselmu di kasir. Setiap transaksi Rp 10.000 bernilai satu poin, dan 50 poin bisa ditukar dengan voucher atau produk pilihan.',
          'Member juga mendapat kabar promo lebih dulu dan hadiah kecil di bulan ulang tahun.',
        ],
        [
          'Thank you for sticking with {brand}. To say thanks, we are launching a free and simple member programme.',
          'Just register your phone number at the counter. Every Rp 10,000 earns one point, and 50 points can be swapped for a voucher or a product of your choice.',
          'Members also hear about offers first and get a small gift in their birthday month.',
        ],
      ],
      thumbnail: 'generic/news-member',
    },
    {
      title: ['Di Balik Layar: Cara Kami Menjaga Kualitas', 'Behind the Scenes: How We Keep Quality High'],
      category: ['Cerita Kami', 'Our Story'],
      description: [
        'Dari memilih bahan sampai pengecekan akhir, ini proses yang kami jalani setiap hari.',
        'From choosing materials to the final check, this is what we do every day.',
      ],
      paragraphs: [
        [
          'Banyak yang bertanya kenapa pelanggan {brand} terus kembali. Jawabannya sederhana: kami tidak pernah melewatkan satu langkah pun.',
          'Setiap bahan kami pilih dari pemasok lokal yang kami kenal. Setiap pesanan dicek dua kali oleh orang yang berbeda sebelum sampai ke tanganmu.',
          'Kalau ada yang kurang pas, kami ingin mendengarnya. Masukan dari pelanggan adalah cara kami terus belajar dan menjadi lebih baik.',
        ],
        [
          'People often ask why customers keep coming back to {brand}. The answer is simple: we never skip a step.',
          'We source from local suppliers we know personally. Every order is checked twice, by two different people, before it reaches you.',
          'If something is not right, we want to hear about it. Your feedback is how we keep learning and improving.',
        ],
      ],
      thumbnail: 'generic/news-quality',
    },
  ],
};
