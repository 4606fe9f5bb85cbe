import { LegalPage } from './legal-page';

const SECTIONS = [
  {
    heading: '1. Data yang kami simpan',
    body: (
      <p>
        Saat Anda masuk dengan Google, kami menerima nama dan alamat email Anda. Kami juga menyimpan isi
        website yang Anda buat: nama usaha, deskripsi, menu, harga, berita, alamat toko, dan gambar yang Anda
        unggah.
      </p>
    ),
  },
  {
    heading: '2. Untuk apa data dipakai',
    body: (
      <p>
        Data dipakai untuk menjalankan akun dan menampilkan website Anda. Kami tidak menjual data Anda dan
        tidak memakainya untuk iklan.
      </p>
    ),
  },
  {
    heading: '3. Yang terlihat oleh publik',
    body: (
      <p>
        Isi website Anda (misalnya menu, alamat toko, dan kontak) dapat dilihat siapa saja. Email akun Anda
        tidak ditampilkan di website kecuali Anda sendiri menuliskannya di bagian kontak.
      </p>
    ),
  },
  {
    heading: '4. Pembayaran',
    body: (
      <p>
        Pembayaran paket domain dan hosting diproses oleh penyedia pembayaran. Kami hanya menyimpan status
        tagihan, bukan data kartu atau rekening Anda.
      </p>
    ),
  },
  {
    heading: '5. Hak Anda',
    body: (
      <p>
        Anda dapat mengubah isi website kapan saja dari halaman admin, dan dapat meminta akun beserta datanya
        dihapus dengan menghubungi kami.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return <LegalPage title="Kebijakan Privasi" updated="November 2026" sections={SECTIONS} />;
}
