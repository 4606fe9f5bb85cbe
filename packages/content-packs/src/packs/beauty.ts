import { beautyCategories } from './beauty-menu';
import type { ContentPack } from './pack-types';

export const beautyPack: ContentPack = {
  kind: 'beauty',
  subName: ['Salon & Perawatan Kecantikan', 'Beauty Salon & Spa'],
  fallbackTagline: ['Waktunya merawat diri, tanpa terburu-buru.', 'Time to look after yourself, unhurried.'],
  footerTagline: ['Merawat dengan sentuhan yang tulus.', 'Care with a gentle, honest touch.'],
  keywords: [
    'salon kecantikan, creambath, facial, nail art, lulur, pijat, potong rambut',
    'beauty salon, creambath, facial, nail art, body scrub, massage, haircut',
  ],
  offering: ['perawatan kecantikan', 'beauty treatments'],
  sections: {
    menu: [
      ['Layanan & Harga', 'Treatments & Prices'],
      [
        'Rambut, wajah, kuku, dan spa oleh terapis bersertifikat dengan produk yang aman.',
        'Hair, facial, nail and spa treatments by certified therapists using safe products.',
      ],
    ],
    merchandise: [
      ['Produk Perawatan', 'Take-Home Care'],
      [
        'Produk yang kami pakai di salon {brand}, kini bisa kamu bawa pulang.',
        'The products we use at {brand}, now yours to take home.',
      ],
    ],
    news: [
      ['Kabar & Tips Cantik', 'News & Beauty Tips'],
      ['Kabar terbaru dan tips merawat diri.', 'News and self-care tips.'],
    ],
    stores: [
      'Kunjungi kami dan nikmati waktu untuk merawat diri.',
      'Visit us and take some time to look after yourself.',
    ],
  },
  categories: beautyCategories,
  merchandise: [
    {
      name: ['Hair Serum Argan 60 ml', 'Argan Hair Serum 60 ml'],
      description: [
        'Serum minyak argan untuk rambut kering dan mengembang. Satu pump sudah cukup.',
        'Argan oil serum for dry, frizzy hair. One pump is all you need.',
      ],
      price: 95000,
      images: ['beauty/merch-serum-1', 'beauty/merch-serum-2', 'beauty/merch-serum-3'],
    },
    {
      name: ['Shampoo Ginseng 250 ml', 'Ginseng Shampoo 250 ml'],
      description: [
        'Shampoo ginseng yang sama dengan di salon, membantu mengurangi rambut rontok.',
        'The same ginseng shampoo we use in the salon, to help reduce hair fall.',
      ],
      price: 85000,
      images: ['beauty/merch-shampoo-1', 'beauty/merch-shampoo-2'],
    },
    {
      name: ['Body Scrub Kopi 200 g', 'Coffee Body Scrub 200 g'],
      description: [
        'Scrub kopi dan gula aren untuk perawatan lulur di rumah seminggu sekali.',
        'Coffee and palm sugar scrub for a weekly at-home ritual.',
      ],
      price: 75000,
      images: ['beauty/merch-scrub-1', 'beauty/merch-scrub-2'],
    },
    {
      name: ['Minyak Aromaterapi Lavender 30 ml', 'Lavender Aromatherapy Oil 30 ml'],
      description: [
        'Minyak esensial lavender murni untuk diffuser atau dicampur minyak pijat.',
        'Pure lavender essential oil for your diffuser or massage oil.',
      ],
      price: 65000,
      images: ['beauty/merch-oil-1', 'beauty/merch-oil-2'],
    },
    {
      name: ['Sisir Kayu Sonokeling', 'Rosewood Comb'],
      description: [
        'Sisir kayu buatan tangan yang mengurangi kusut dan listrik statis pada rambut.',
        'A handmade wooden comb that reduces tangles and static.',
      ],
      price: 45000,
      images: ['beauty/merch-comb-1', 'beauty/merch-comb-2'],
    },
    {
      name: ['Voucher Perawatan Rp 250.000', 'Treatment Voucher Rp 250,000'],
      description: [
        'Hadiah waktu santai untuk orang tersayang, berlaku untuk semua layanan selama enam bulan.',
        'Gift someone an afternoon off. Valid for any treatment for six months.',
      ],
      price: 250000,
      images: ['beauty/merch-voucher-1', 'beauty/merch-voucher-2'],
    },
  ],
  articles: [
    {
      title: ['Layanan Baru: Nail Art Motif Batik', 'New: Batik Nail Art'],
      category: ['Layanan Baru', 'New Treatments'],
      description: [
        'Motif kawung dan parang kini bisa menghiasi kukumu, dilukis tangan oleh nail artist kami.',
        'Kawung and parang motifs, hand-painted on your nails by our nail artists.',
      ],
      paragraphs: [
        [
          'Tim nail artist {brand} baru saja menyelesaikan pelatihan nail art motif batik. Kini kamu bisa memilih motif kawung, parang, atau mega mendung untuk kukumu.',
          'Setiap motif dilukis tangan di atas gel polish, jadi hasilnya awet hingga tiga minggu. Cocok untuk kondangan, wisuda, atau sekadar menyenangkan diri.',
          'Pengerjaan sekitar 90 menit untuk sepuluh jari. Reservasi dulu melalui WhatsApp agar nail artist kami bisa menyiapkan warnanya.',
        ],
        [
          'The {brand} nail artists have just finished training in batik nail art. You can now choose kawung, parang or mega mendung motifs for your nails.',
          'Each design is painted by hand over gel polish, so it lasts up to three weeks. Perfect for weddings, graduations or simply treating yourself.',
          'Allow about 90 minutes for ten nails. Book ahead by WhatsApp so our artists can prepare your colours.',
        ],
      ],
      thumbnail: 'beauty/news-nail-art',
    },
    {
      title: ['Merawat Rambut di Musim Panas dan Berdebu', 'Caring for Your Hair in Hot, Dusty Weather'],
      category: ['Tips Cantik', 'Beauty Tips'],
      description: [
        'Tiga kebiasaan sederhana dari hair stylist kami agar rambut tetap lembap dan sehat.',
        'Three simple habits from our stylists to keep hair healthy and hydrated.',
      ],
      paragraphs: [
        [
          'Panas terik dan debu jalanan membuat rambut cepat kering dan kusam. Hair stylist {brand} membagikan tiga kebiasaan yang mudah dilakukan.',
          'Pertama, keramas dengan air suam-suam kuku, bukan air panas. Kedua, gunakan serum di ujung rambut sebelum keluar rumah. Ketiga, pakai topi atau hijab berbahan adem untuk melindungi dari matahari.',
          'Untuk hasil maksimal, lakukan creambath atau hair mask sebulan sekali di salon. Rambutmu akan berterima kasih.',
        ],
        [
          'Strong sun and city dust dry hair out fast. The stylists at {brand} share three easy habits.',
          'First, wash with lukewarm water, never hot. Second, smooth a little serum through the ends before heading out. Third, cover up with a breathable hat or hijab in the midday sun.',
          'For best results, book a creambath or hair mask once a month. Your hair will thank you.',
        ],
      ],
      thumbnail: 'beauty/news-hair-tips',
    },
    {
      title: ['Paket Me Time Hari Kerja', 'Weekday Me-Time Package'],
      category: ['Promo', 'Offers'],
      description: [
        'Creambath, manicure, dan teh jahe hangat dengan harga spesial setiap Selasa sampai Kamis.',
        'Creambath, manicure and warm ginger tea at a special price, Tuesday to Thursday.',
      ],
      paragraphs: [
        [
          'Hari kerja juga butuh jeda. Setiap Selasa sampai Kamis, {brand} menghadirkan Paket Me Time: creambath ginseng, manicure klasik, dan segelas teh jahe hangat.',
          'Paket ini cukup 2 jam dan cocok dilakukan saat jam makan siang panjang atau sepulang kerja. Harganya lebih hemat dibanding memesan layanan terpisah.',
          'Tunjukkan artikel ini saat reservasi untuk mendapatkan bonus masker rambut ukuran travel. Berlaku selama persediaan masih ada.',
        ],
        [
          'Weekdays need a pause too. Every Tuesday to Thursday, {brand} offers the Me-Time Package: a ginseng creambath, a classic manicure and a warm ginger tea.',
          'It takes about two hours, ideal for a long lunch or after work, and costs less than booking each treatment on its own.',
          'Mention this article when you book for a free travel-size hair mask, while stocks last.',
        ],
      ],
      thumbnail: 'beauty/news-me-time',
    },
  ],
};
