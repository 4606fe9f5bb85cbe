// What 'Checkout Sekarang' asks for, and the answers the owner can get.
export const INVOICE_MESSAGES = {
  planNotFound: 'Paket tidak ditemukan',
  planInactive: 'Tidak Tersedia',
  domainUsed: 'Domain ini sudah dipakai oleh website lain di Webku',
  domainRegistered: 'Domain ini sudah terdaftar, pilih nama lain',
  paymentsOff: 'Pembayaran belum tersedia',
  keepRegistered:
    'Domain Anda kami daftarkan lewat paket yang termasuk domain: perpanjang dengan paket sejenis agar domainnya ikut diperpanjang.',
  keepOwn: 'Domain Anda milik sendiri: perpanjang dengan Paket Hosting.',
  registrationOff:
    'Pendaftaran domain baru belum tersedia. Pilih Paket Hosting untuk memakai domain yang sudah Anda miliki.',
  gatewayFailed: 'Gagal membuat invoice',
} as const;

export type CreateInvoiceInput = {
  companyId: number;
  companySlug: string;
  payerEmail: string;
  planId: number;
  domain: string;
};
