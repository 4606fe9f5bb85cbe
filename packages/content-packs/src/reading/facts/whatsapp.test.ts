import { normalizeWhatsappNumber, webSettingsInputSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { readWhatsApp } from './whatsapp';

const number = (text: string) => readWhatsApp(text)?.number ?? null;
// What the reader says stood in the text.
const written = (text: string) => {
  const found = readWhatsApp(text);
  return found ? text.slice(found.index, found.index + found.length) : null;
};

describe('readWhatsApp', () => {
  it('reads the number however the owner writes it, in the stored wa.me form', () => {
    expect(number('WA 0813-4567-8899')).toBe('6281345678899');
    expect(number('wa/telp 085712345678')).toBe('6285712345678');
    expect(number('hub 0812 3456 7890')).toBe('6281234567890');
    expect(number('+62 812 3456 7890')).toBe('6281234567890');
    expect(number('order 6281234567890')).toBe('6281234567890');
    expect(number('whatsapp: 0812-3456-7890')).toBe('6281234567890');
    expect(number('call/WA 0857 1234 5678')).toBe('6285712345678');
    expect(number('Pesan via WA: 0812.3456.7890')).toBe('6281234567890');
    expect(number('hub: (0812) 3456-7890 ya')).toBe('6281234567890');
    expect(number('+62 (0)812 3456 7890')).toBe('6281234567890');
    expect(number('wa.me/6281234567890')).toBe('6281234567890');
    expect(number('Nasi goreng 15rb, es teh 5rb. Pesan: 0812 3456 7890')).toBe('6281234567890');
  });

  it('gives what the product stores: the web settings schema keeps the number as it is', () => {
    const field = webSettingsInputSchema.shape.whatsapp_number;
    for (const text of [
      'WA 0813-4567-8899',
      'wa/telp 085712345678',
      '+62 812 3456 7890',
      'call/WA 0857 1234 5678',
      'WA 0812345678',
      'WA 0812-3456-7890-1',
    ]) {
      const read = number(text);
      expect(read, text).not.toBeNull();
      expect(field.parse(read), text).toBe(read);
      expect(normalizeWhatsappNumber(text.replace(/^\D+/, '')), text).toBe(read);
    }
  });

  it('refuses landlines and numbers too short or too long for a mobile', () => {
    expect(readWhatsApp('telp 021-5551234')).toBeNull();
    expect(readWhatsApp('(0274) 512345')).toBeNull();
    expect(readWhatsApp('Telp 0361 123456')).toBeNull();
    expect(readWhatsApp('+62 21 5551 2345')).toBeNull();
    // 08 and 7 digits, 08 and 12 digits.
    expect(readWhatsApp('WA 081234567')).toBeNull();
    expect(readWhatsApp('WA 08123456789012')).toBeNull();
    expect(readWhatsApp('WA 0812-3456-7890-12')).toBeNull();
    // 08 and 8, and 08 and 11 digits.
    expect(number('WA 0812345678')).toBe('62812345678');
    expect(number('WA 0812-3456-7890-1')).toBe('62812345678901');
    expect(number('WA 0812 3456 78901')).toBe('62812345678901');
  });

  it('reads no number in prices, dates, years or counts', () => {
    for (const text of [
      'Rp 15.000',
      'Rp 1.250.000 per bulan',
      'Buka sejak 2019, 08.00-21.00',
      'Tanggal 08-12-2024',
      'Stok 100 pcs',
      'Rekening 0123456789012345',
    ])
      expect(readWhatsApp(text), text).toBeNull();
  });

  it('leaves off what the owner typed after the number', () => {
    expect(number('WA 081234567890 24 jam')).toBe('6281234567890');
    expect(written('WA 081234567890 24 jam')).toBe('WA 081234567890');
    expect(written('hub 0812 3456 7890 2 cabang')).toBe('hub 0812 3456 7890');
  });

  it('says where the number stood, with the words that announce it, so it can be cut out', () => {
    const text = 'Ayam geprek 13rb, wa/telp 0857-1234-5678 ya kak';
    const found = readWhatsApp(text)!;
    expect(found).toEqual({ number: '6285712345678', index: 18, length: 22 });
    expect(`${text.slice(0, found.index)}${text.slice(found.index + found.length)}`).toBe(
      'Ayam geprek 13rb,  ya kak',
    );
    expect(written('Pesan via WA: 0812.3456.7890')).toBe('WA: 0812.3456.7890');
    expect(written('Call/WA 0857 1234 5678!')).toBe('Call/WA 0857 1234 5678');
    expect(written('wa.me/6281234567890')).toBe('wa.me/6281234567890');
    expect(written('Order 0812 3456 7890')).toBe('0812 3456 7890');
  });

  it('prefers the number announced as WhatsApp, and otherwise takes the first', () => {
    expect(number('telp 0812-1111-2222, WA 0857-3333-4444')).toBe('6285733334444');
    expect(number('0812-1111-2222 / 0857-3333-4444')).toBe('6281211112222');
    expect(number('Telp kantor 021-5551234, hp 0812-1111-2222')).toBe('6281211112222');
  });

  it('reads a long text in one pass', () => {
    const text = `${'0812 '.repeat(100)}`.slice(0, 500);
    const started = performance.now();
    readWhatsApp(text);
    readWhatsApp('1'.repeat(500));
    readWhatsApp(`${'wa/'.repeat(160)}0`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
