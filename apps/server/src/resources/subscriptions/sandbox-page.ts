import { formatRupiah } from '@webku/contract';
import type { SandboxInvoice } from '../../providers/payment/sandbox';

const esc = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STATUS_TEXT: Record<string, string> = {
  PENDING: 'Menunggu pembayaran',
  PAID: 'Lunas',
  SETTLED: 'Lunas',
  EXPIRED: 'Dibatalkan / kedaluwarsa',
};

function layout(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;padding:24px;color:#18181b}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
.banner{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:8px 12px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#71717a}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer}
.pay{background:#16a34a;color:#fff}.cancel{background:#e4e4e7}a{color:#2563eb}
</style></head><body><main><p class="banner">MODE SANDBOX: bukan pembayaran sungguhan. Tidak ada uang yang ditarik.</p>
${body}</main></body></html>`;
}

// The sandbox gateway's payment page: what a payer would see on Xendit, reduced to two buttons.
export function sandboxPayPage(invoice: SandboxInvoice, action: string, isResent = false): string {
  const pending = invoice.status === 'PENDING';
  const buttons = pending
    ? `<form method="post" action="${esc(action)}" class="actions">
<button class="pay" name="action" value="pay">Bayar</button>
<button class="cancel" name="action" value="cancel">Batalkan</button></form>`
    : `${isResent ? '<p role="status">Notifikasi dikirim ulang.</p>' : ''}
<form method="post" action="${esc(action)}" class="actions">
<button class="cancel" name="action" value="resend">Kirim ulang notifikasi</button></form>
<p><a href="${esc(invoice.status === 'PAID' ? invoice.successRedirectUrl : invoice.failureRedirectUrl)}">Kembali ke Webku</a></p>`;
  return layout(
    `Pembayaran ${invoice.externalId}`,
    `<h1>Pembayaran Invoice</h1><dl>
<dt>No. invoice</dt><dd>${esc(invoice.externalId)}</dd>
<dt>Untuk</dt><dd>${esc(invoice.description)}</dd>
<dt>Total</dt><dd>${esc(formatRupiah(invoice.amount))}</dd>
<dt>Status</dt><dd>${esc(STATUS_TEXT[invoice.status] ?? invoice.status)}</dd></dl>${buttons}`,
  );
}

export function sandboxResultPage(invoice: SandboxInvoice): string {
  const paid = invoice.status === 'PAID';
  const link = paid
    ? `<a href="${esc(invoice.successRedirectUrl)}">Lihat status pembayaran</a>`
    : `<a href="${esc(invoice.failureRedirectUrl)}">Kembali ke pilihan paket</a>`;
  return layout(
    paid ? 'Pembayaran berhasil' : 'Pembayaran dibatalkan',
    `<h1>${paid ? 'Pembayaran berhasil' : 'Pembayaran dibatalkan'}</h1>
<p>Invoice ${esc(invoice.externalId)}, ${esc(formatRupiah(invoice.amount))}.</p><p>${link}</p>`,
  );
}

export function sandboxMissingPage(): string {
  return layout(
    'Invoice tidak ditemukan',
    '<h1>Invoice tidak ditemukan</h1><p>Invoice sandbox ini tidak dikenal (server mungkin dimulai ulang). Buat invoice baru dari halaman paket.</p>',
  );
}
