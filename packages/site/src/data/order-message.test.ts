import { describe, expect, it } from 'vitest';
import { siteTexts } from '../texts/site-texts';
import { buildOrderMessage, type OrderMessageTexts, orderTotal, whatsappLink } from './order-message';
import { orderMessageTexts } from './order-model';

const messageTexts = (language: 'indonesia' | 'english'): OrderMessageTexts =>
  orderMessageTexts(siteTexts(language).order, 'Kopi Senja');

const lines = [
  { name: 'Es Kopi Susu Gula Aren', price: 22000, quantity: 2 },
  { name: 'Croissant Mentega', price: 25000, quantity: 1 },
  { name: 'Tote Bag Kopi Senja', price: 85000, quantity: 3 },
];

describe('buildOrderMessage', () => {
  it('lists items, quantities, unit and line prices and the total in Indonesian', () => {
    expect(buildOrderMessage(lines, '', messageTexts('indonesia'))).toBe(
      [
        'Halo Kopi Senja, saya mau pesan:',
        '- 2x Es Kopi Susu Gula Aren @ Rp 22.000 = Rp 44.000',
        '- 1x Croissant Mentega @ Rp 25.000 = Rp 25.000',
        '- 3x Tote Bag Kopi Senja @ Rp 85.000 = Rp 255.000',
        '',
        '*Total: Rp 324.000*',
      ].join('\n'),
    );
  });

  it('writes an English site in English, with the note at the end', () => {
    expect(buildOrderMessage(lines.slice(0, 1), '  Budi, pickup at 17.00 ', messageTexts('english'))).toBe(
      [
        'Hello Kopi Senja, I would like to order:',
        '- 2x Es Kopi Susu Gula Aren @ Rp 22.000 = Rp 44.000',
        '',
        '*Total: Rp 44.000*',
        '',
        'Note: Budi, pickup at 17.00',
      ].join('\n'),
    );
  });

  it('ends a recorded order with the customer name and the code they quote', () => {
    const message = buildOrderMessage(lines.slice(1, 2), 'Ambil jam 10', messageTexts('indonesia'), {
      customer: 'Sari',
      code: 'K7MQ2X',
    });
    expect(message.endsWith('Catatan: Ambil jam 10\n\nNama: Sari\nKode pesanan: K7MQ2X')).toBe(true);
    expect(
      buildOrderMessage(lines.slice(1, 2), '', messageTexts('english'), { customer: 'Sari', code: 'K7MQ2X' }),
    ).toContain('\n\nName: Sari\nOrder code: K7MQ2X');
  });

  it('lists an item without a price without one, and says the total leaves it out', () => {
    const message = buildOrderMessage(
      [...lines.slice(1, 2), { name: 'Kue Ulang Tahun', price: 0, quantity: 1 }],
      'Ambil jam 10',
      messageTexts('indonesia'),
    );
    expect(message).toContain('- 1x Kue Ulang Tahun\n');
    expect(message).toContain('*Total: Rp 25.000* (belum termasuk item tanpa harga)');
    expect(message.endsWith('Catatan: Ambil jam 10')).toBe(true);
  });

  it('leaves out the total when no item has a price, and lines whose quantity dropped to 0', () => {
    const message = buildOrderMessage(
      [
        { name: 'Kue Ulang Tahun', price: 0, quantity: 1 },
        { name: 'Croissant Mentega', price: 25000, quantity: 0 },
      ],
      '',
      messageTexts('indonesia'),
    );
    expect(message).toBe('Halo Kopi Senja, saya mau pesan:\n- 1x Kue Ulang Tahun');
  });
});

describe('orderTotal and whatsappLink', () => {
  it('adds up price times quantity', () => {
    expect(orderTotal(lines)).toBe(324000);
    expect(orderTotal([])).toBe(0);
  });

  it('puts the number in the path and the encoded message in text', () => {
    const href = whatsappLink('6281234567890', 'Halo & selamat pagi\n- 1x Kopi #1');
    expect(href).toBe('https://wa.me/6281234567890?text=Halo%20%26%20selamat%20pagi%0A-%201x%20Kopi%20%231');
    expect(new URL(href).searchParams.get('text')).toBe('Halo & selamat pagi\n- 1x Kopi #1');
  });
});
