import type { Order } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrdersView } from './orders-page';

const order = (id: number, values: Partial<Order> = {}): Order => ({
  id,
  code: `KODE0${id}`,
  status: 'new',
  total: 66_000,
  items: [
    { kind: 'menu', name: 'Es Kopi Susu', price: 22_000, quantity: 2 },
    { kind: 'merchandise', name: 'Tote Bag', price: 22_000, quantity: 1 },
  ],
  customer_name: `Pelanggan ${id}`,
  customer_whatsapp: `62812345670${id}`,
  note: null,
  language: null,
  created_at: '2026-12-07T01:00:00.000Z',
  paid_at: null,
  ...values,
});
const view = (orders: Order[]) =>
  renderToStaticMarkup(<OrdersView orders={orders} changing={null} onChange={() => undefined} />);
const section = (html: string, label: string) =>
  html.slice(
    html.indexOf(`aria-label="${label}"`),
    html.indexOf('</section>', html.indexOf(`aria-label="${label}"`)),
  );

describe('Pesanan', () => {
  it('lists open orders first with their lines, total and the two answers, then the closed ones without', () => {
    const html = view([
      order(1, { note: 'Ambil jam 10' }),
      order(2, { status: 'paid', paid_at: '2026-12-07T01:05:00.000Z' }),
      order(3, { status: 'done' }),
      order(4, { status: 'cancelled' }),
    ]);
    const open = section(html, 'Pesanan yang perlu diproses');
    const closed = section(html, 'Pesanan selesai dan dibatalkan');
    for (const code of ['KODE01', 'KODE02']) expect(open).toContain(code);
    for (const code of ['KODE03', 'KODE04']) expect(closed).toContain(code);
    expect(open).toContain('>Baru<');
    expect(open).toContain('>Lunas<');
    expect(closed).toContain('>Selesai<');
    expect(closed).toContain('>Dibatalkan<');
    expect(open).toContain('2× Es Kopi Susu<span class="text-neutral-600"> · Rp 44.000</span>');
    expect(open).toContain('Rp 66.000');
    expect(open).toContain('Catatan: Ambil jam 10');
    expect(open).toContain('href="https://wa.me/628123456701"');
    expect(open.match(/Batalkan<span class="sr-only"> pesanan/g)).toHaveLength(2);
    expect(closed).not.toContain('Batalkan');
  });

  it('says what to expect while there is no order yet', () => {
    expect(view([])).toContain('Belum ada pesanan');
  });
});
