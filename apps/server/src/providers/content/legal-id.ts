import { h2, p, ul } from './html';
import type { LegalContext } from './legal';
import { KIND_CLAUSES, VISITOR_STATISTICS } from './legal-clauses';

export function termsIndonesian(ctx: LegalContext): string {
  const v = { brand: ctx.brand, offering: ctx.offering[0], updated: ctx.updated, place: place(ctx) };
  const clause = KIND_CLAUSES[ctx.kind];
  return [
    p(
      'Syarat dan Ketentuan ini mengatur penggunaan situs web serta pembelian {offering} dari {brand}. Dengan mengakses situs ini atau bertransaksi dengan kami, Anda dianggap telah membaca, memahami, dan menyetujui ketentuan berikut.',
      v,
    ),
    p('Terakhir diperbarui: {updated}.', v),
    h2('1. Tentang Kami'),
    p(
      '{brand} adalah usaha yang beroperasi di {place}. Situs ini berisi informasi produk, harga, kabar terbaru, dan lokasi toko kami.',
      v,
    ),
    h2('2. Produk dan Harga'),
    ul([
      'Semua harga dicantumkan dalam Rupiah (Rp) dan dapat berubah sewaktu-waktu tanpa pemberitahuan sebelumnya.',
      'Foto produk bersifat ilustrasi; tampilan sebenarnya dapat sedikit berbeda.',
      'Ketersediaan produk dan layanan dapat berbeda di setiap cabang.',
    ]),
    h2('3. Pemesanan dan Pembayaran'),
    p('Kami menerima pembayaran melalui metode berikut:'),
    ul(['Tunai di toko', 'Transfer bank', 'QRIS dan dompet digital yang tersedia di kasir']),
    p('Pesanan dianggap sah setelah pembayaran kami terima dan konfirmasi dikirimkan kepada Anda.'),
    h2(`4. ${clause.title[0]}`),
    ul(clause.items[0]),
    h2('5. Penggunaan Situs'),
    p('Saat menggunakan situs ini, Anda setuju untuk tidak:'),
    ul(
      [
        'Menggunakan situs untuk tujuan yang melanggar hukum Republik Indonesia.',
        'Mengganggu, merusak, atau mencoba mengakses sistem kami tanpa izin.',
        'Menyalin konten situs untuk kepentingan komersial tanpa persetujuan tertulis dari {brand}.',
      ],
      v,
    ),
    h2('6. Hak Kekayaan Intelektual'),
    p(
      'Nama, logo, foto, dan tulisan di situs ini adalah milik {brand} atau pemberi lisensinya dan dilindungi oleh Undang-Undang Nomor 28 Tahun 2014 tentang Hak Cipta.',
      v,
    ),
    h2('7. Batasan Tanggung Jawab'),
    p(
      'Kami berupaya menjaga informasi di situs ini tetap akurat, tetapi tidak menjamin bebas dari kesalahan. {brand} tidak bertanggung jawab atas kerugian tidak langsung yang timbul dari penggunaan situs ini, sejauh diizinkan oleh hukum yang berlaku.',
      v,
    ),
    h2('8. Hukum yang Berlaku'),
    p(
      'Ketentuan ini tunduk pada hukum Republik Indonesia. Setiap perselisihan akan diselesaikan secara musyawarah terlebih dahulu, dan bila tidak tercapai kesepakatan, melalui pengadilan negeri di wilayah domisili usaha kami.',
    ),
    h2('9. Hubungi Kami'),
    p(
      'Pertanyaan tentang Syarat dan Ketentuan ini dapat disampaikan melalui kontak yang tercantum di situs ini atau langsung di toko kami.',
    ),
  ].join('\n');
}

export function privacyIndonesian(ctx: LegalContext): string {
  const v = { brand: ctx.brand, updated: ctx.updated };
  return [
    p(
      '{brand} menghargai privasi Anda. Kebijakan Privasi ini menjelaskan data pribadi apa yang kami kumpulkan, bagaimana kami menggunakannya, dan hak-hak Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).',
      v,
    ),
    p('Terakhir diperbarui: {updated}.', v),
    h2('1. Data yang Kami Kumpulkan'),
    ul([
      'Data identitas dan kontak: nama, nomor telepon atau WhatsApp, dan alamat email.',
      'Data transaksi: produk yang dibeli, tanggal, nilai transaksi, dan metode pembayaran.',
      'Data teknis: alamat IP, jenis perangkat dan peramban, serta halaman yang dikunjungi.',
      'Isi komunikasi saat Anda menghubungi kami melalui email, telepon, atau media sosial.',
    ]),
    h2('2. Tujuan Pemrosesan'),
    ul([
      'Memproses pesanan, reservasi, dan pembayaran Anda.',
      'Menjawab pertanyaan dan keluhan.',
      'Mengirim informasi promo, hanya jika Anda menyetujuinya.',
      'Meningkatkan layanan dan keamanan situs.',
    ]),
    h2('3. Dasar Pemrosesan'),
    p(
      'Kami memproses data pribadi berdasarkan persetujuan Anda, pemenuhan perjanjian (misalnya pesanan), kewajiban hukum, dan kepentingan yang sah, sebagaimana diatur dalam Pasal 20 UU PDP.',
    ),
    h2('4. Penyimpanan dan Keamanan'),
    p(
      'Data disimpan selama diperlukan untuk tujuan di atas atau selama diwajibkan oleh peraturan perpajakan dan akuntansi. Kami menerapkan langkah teknis dan organisasi yang wajar, seperti pembatasan akses dan enkripsi, untuk melindungi data Anda.',
    ),
    h2('5. Berbagi Data dengan Pihak Ketiga'),
    p(
      '{brand} tidak menjual data pribadi Anda. Data hanya dibagikan kepada pihak yang membantu layanan kami:',
      v,
    ),
    ul([
      'Penyedia layanan pembayaran dan bank.',
      'Jasa pengiriman untuk mengantar pesanan.',
      'Penyedia hosting dan email yang terikat kewajiban kerahasiaan.',
    ]),
    h2('6. Hak Anda sebagai Subjek Data'),
    p('Sesuai UU PDP, Anda berhak untuk:'),
    ul([
      'Mendapatkan informasi dan mengakses salinan data pribadi Anda.',
      'Memperbarui atau memperbaiki data yang tidak akurat.',
      'Meminta penghapusan data atau mengakhiri pemrosesan.',
      'Menarik kembali persetujuan yang telah diberikan.',
      'Mengajukan keberatan atas pemrosesan untuk tujuan pemasaran.',
    ]),
    p(
      'Kami akan menindaklanjuti permintaan Anda paling lambat 3 x 24 jam sejak permintaan diterima dan diverifikasi.',
    ),
    h2(VISITOR_STATISTICS.indonesia.heading),
    p(
      'Situs ini menggunakan cookie yang diperlukan agar halaman berfungsi dengan baik. Anda dapat mengatur atau menghapus cookie melalui pengaturan peramban.',
    ),
    p(VISITOR_STATISTICS.indonesia.paragraph),
    h2('8. Perubahan Kebijakan'),
    p('Kebijakan ini dapat diperbarui sewaktu-waktu. Perubahan penting akan kami umumkan di halaman ini.'),
    h2('9. Kontak Pelindungan Data'),
    p(
      'Untuk pertanyaan atau permintaan terkait data pribadi, hubungi kami melalui kontak yang tercantum di situs ini atau langsung di toko kami.',
    ),
  ].join('\n');
}

function place(ctx: LegalContext): string {
  return ctx.city ? `${ctx.city}, Indonesia` : 'Indonesia';
}
