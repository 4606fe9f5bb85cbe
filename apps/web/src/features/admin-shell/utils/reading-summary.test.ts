import type { ReadingSummary } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { readingSentence } from './reading-summary';

const summary: ReadingSummary = {
  wording: 'services',
  offerings: 4,
  prices: 3,
  hours: false,
  city: null,
  street: null,
  whatsapp: false,
};

describe('what the dashboard says was read from the description', () => {
  it('counts the offerings in the words of the business and the prices', () => {
    expect(readingSentence(summary)).toBe('Dari deskripsi Anda kami memasang 4 layanan dan 3 harga.');
    expect(readingSentence({ ...summary, wording: 'rooms', offerings: 2, prices: 0 })).toBe(
      'Dari deskripsi Anda kami memasang 2 kamar.',
    );
    expect(readingSentence({ ...summary, wording: 'fleet' })).toContain('4 kendaraan');
    expect(readingSentence({ ...summary, wording: 'catalogue' })).toContain('4 item');
  });

  it('names the hours, the city, the address and the WhatsApp number when they were read', () => {
    expect(
      readingSentence({ ...summary, hours: true, city: 'Bandung', street: 'Jl. Braga 12', whatsapp: true }),
    ).toBe(
      'Dari deskripsi Anda kami memasang 4 layanan, 3 harga, jam buka, kota Bandung, alamat dan nomor WhatsApp.',
    );
  });

  it('says so when nothing could be placed', () => {
    expect(readingSentence({ ...summary, offerings: 0, prices: 0 })).toBe(
      'Dari deskripsi Anda belum ada yang bisa kami pasang di website.',
    );
  });
});
