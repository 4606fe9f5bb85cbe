// What 'Checkout Sekarang' asks for, and the answers the owner can get.
export const INVOICE_MESSAGES = {
  planNotFound: 'Paket tidak ditemukan',
  planInactive: 'Tidak Tersedia',
  domainUsed: 'Domain ini sudah dipakai oleh website lain di Webku',
  domainRegistered: 'Domain ini sudah terdaftar, pilih nama lain',
  paymentsOff: 'Pembayaran belum tersedia',
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
