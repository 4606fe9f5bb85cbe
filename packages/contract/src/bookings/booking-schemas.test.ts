import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, whatsappNumberForBooking } from './booking-schemas';

describe('a booking request', () => {
  it('takes a WhatsApp number in Indonesian or international form, as wa.me digits', () => {
    expect(whatsappNumberForBooking('0812-3456-7890')).toBe('6281234567890');
    expect(whatsappNumberForBooking('+62 812 3456 7890')).toBe('6281234567890');
    expect(whatsappNumberForBooking('+61 412 345 678')).toBe('61412345678');
    expect(whatsappNumberForBooking('0044 7911 123456')).toBe('447911123456');
  });

  it('refuses what cannot be a WhatsApp number, naming the field and the form to use', () => {
    for (const number of ['12345', 'nomor saya', '+62 21 555 1234', '0812']) {
      const result = bookingRequestSchema.safeParse({
        offering_id: 1,
        start: '2026-11-30T10:00',
        customer_name: 'Sari',
        customer_whatsapp: number,
      });
      expect(result.success, number).toBe(false);
      expect(result.error?.issues[0]?.message).toContain('Nomor WhatsApp tidak valid');
    }
  });

  it('needs a name and reads an offering id sent by a form as a number', () => {
    const form = {
      offering_id: '7',
      start: '2026-11-30T10:00',
      customer_name: ' ',
      customer_whatsapp: '081234567890',
    };
    expect(bookingRequestSchema.safeParse(form).error?.issues[0]?.message).toBe('Nama wajib diisi');
    expect(bookingRequestSchema.parse({ ...form, customer_name: 'Sari' }).offering_id).toBe(7);
  });

  it("keeps a name on one line, so it cannot write lines of its own into the owner's WhatsApp message", () => {
    const form = { offering_id: 7, start: '2026-11-30T10:00', customer_whatsapp: '081234567890' };
    for (const name of [
      'Sari\nKode booking: FAKE01',
      'Sari\r\nTransfer DP ke BCA 123',
      'Sari\rX',
      'Sari\u2028X',
    ]) {
      const refused = bookingRequestSchema.safeParse({ ...form, customer_name: name });
      expect(refused.error?.issues[0]).toMatchObject({
        path: ['customer_name'],
        message: 'Nama cukup satu baris: hapus baris baru di dalamnya',
      });
    }
    expect(bookingRequestSchema.parse({ ...form, customer_name: 'Sari Dewi' }).customer_name).toBe(
      'Sari Dewi',
    );
  });
});
