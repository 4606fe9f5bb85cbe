import { LegalPage } from './legal-page';

const SECTIONS = [
  {
    heading: '1. Layanan Webku',
    body: (
      <p>
        Webku membantu pelaku UMKM membuat dan mengelola website usaha. Setelah masuk dengan akun Google, Anda
        dapat membuat website dari formulir singkat, lalu mengubah isinya melalui halaman admin.
      </p>
    ),
  },
  {
    heading: '2. Akun Anda',
    body: (
      <p>
        Anda bertanggung jawab menjaga keamanan akun Google yang dipakai untuk masuk, serta atas semua
        aktivitas di admin website Anda. Kami dapat menonaktifkan akun yang melanggar ketentuan ini.
      </p>
    ),
  },
  {
    heading: '3. Isi website',
    body: (
      <>
        <p>
          Isi awal website dibuat otomatis sebagai titik awal. Periksa dan sesuaikan semua teks, harga,
          alamat, dan jam buka sebelum Anda membagikan website kepada pelanggan.
        </p>
        <p>
          Anda tetap pemilik isi yang Anda unggah dan menjamin bahwa isi tersebut tidak melanggar hukum atau
          hak orang lain, termasuk hak cipta atas foto dan logo.
        </p>
      </>
    ),
  },
  {
    heading: '4. Domain dan hosting berbayar',
    body: (
      <p>
        Paket custom domain dan hosting berlaku selama 12 bulan sejak pembayaran diterima. Harga tercantum
        dalam Rupiah pada halaman paket sebelum Anda membayar.
      </p>
    ),
  },
  {
    heading: '5. Perubahan ketentuan',
    body: (
      <p>
        Kami dapat memperbarui ketentuan ini. Perubahan penting akan kami umumkan melalui halaman admin
        sebelum mulai berlaku.
      </p>
    ),
  },
];

export function TermsPage() {
  return <LegalPage title="Syarat & Ketentuan" updated="November 2026" sections={SECTIONS} />;
}
