import type { Booking } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bookingPeriod, bookingState, splitBookings } from '../utils/booking-display';
import { BookingRequestsView } from './booking-requests';

const booking = (id: number, start: string, values: Partial<Booking> = {}): Booking => ({
  id,
  code: `KODE${id}X`,
  status: 'pending',
  is_expired: false,
  offering_id: 1,
  offering_name: 'Potong rambut',
  unit: 'time',
  start,
  end: start.replace(/T(\d{2})/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, '0')}`),
  customer_name: `Pelanggan ${id}`,
  customer_whatsapp: `62812345670${id}`,
  created_at: '2026-11-28T01:00:00.000Z',
  answer_by: '2026-11-28T11:00:00+08:00',
  reminder_url: null,
  language: null,
  deposit: null,
  ...values,
});

// 2026-11-29 12:00 in WITA.
const NOW = Date.parse('2026-11-29T12:00:00+08:00');

describe('booking lists', () => {
  it('words a stay by its days and how many nights', () => {
    const stay = {
      unit: 'night' as const,
      start: '2026-11-30T14:00:00+08:00',
      end: '2026-12-02T12:00:00+08:00',
    };
    expect(bookingPeriod(stay)).toBe('Senin, 30 Nov – Rabu, 2 Des · 2 malam');
    expect(bookingPeriod({ ...stay, unit: 'time' })).toBe('Senin, 30 Nov · 14.00');
  });

  it('puts what is still to come first, soonest first, then what is over, latest first', () => {
    const { upcoming, past } = splitBookings(
      [
        booking(1, '2026-11-28T10:00:00+08:00'),
        booking(2, '2026-12-02T09:00:00+08:00'),
        booking(3, '2026-11-29T11:30:00+08:00'), // still running at noon
        booking(4, '2026-11-27T10:00:00+08:00'),
        booking(5, '2026-11-30T10:00:00+08:00'),
      ],
      NOW,
    );
    expect(upcoming.map((b) => b.id)).toEqual([3, 5, 2]);
    expect(past.map((b) => b.id)).toEqual([1, 4]);
  });

  it('calls a pending request past its answer time expired', () => {
    expect(bookingState(booking(1, '2026-11-30T10:00:00+08:00', { is_expired: true }))).toBe('expired');
    expect(bookingState(booking(1, '2026-11-30T10:00:00+08:00'))).toBe('pending');
    expect(bookingState(booking(1, '2026-11-30T10:00:00+08:00', { status: 'declined' }))).toBe('declined');
  });
});

describe('the requests list', () => {
  const render = (bookings: Booking[]) =>
    renderToStaticMarkup(
      <BookingRequestsView bookings={bookings} now={NOW} answering={null} onAnswer={() => undefined} />,
    );

  it('says when nothing has been asked yet', () => {
    expect(render([])).toContain('Belum ada permintaan booking');
  });

  it('shows each request with its time, offering, customer, code and status; only waiting ones can be answered', () => {
    const html = render([
      booking(1, '2026-12-01T14:00:00+08:00', { status: 'confirmed' }),
      booking(2, '2026-11-30T10:00:00+08:00'),
      booking(3, '2026-12-02T09:00:00+08:00', { is_expired: true }),
      booking(4, '2026-11-27T10:00:00+08:00', { status: 'declined' }),
    ]);
    const order = [
      'Senin, 30 Nov · 10.00',
      'Selasa, 1 Des · 14.00',
      'Rabu, 2 Des · 09.00',
      'Jumat, 27 Nov · 10.00',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const label of ['Menunggu', 'Diterima', 'Ditolak', 'Kedaluwarsa'])
      expect(html).toContain(`>${label}<`);
    expect(html).toContain('Pelanggan 2 · +628123456702');
    expect(html).toContain('KODE2X');
    expect(html).toContain('Potong rambut');
    expect(html).toContain('Jawab sebelum Sabtu, 28 Nov · 11.00');
    // The waiting request and the expired one (it may still be accepted while its place is free).
    expect(html.match(/>Terima<span class="sr-only"> booking Pelanggan \d<\/span>/g)).toHaveLength(2);
    expect(html.match(/>Tolak<span class="sr-only"> booking Pelanggan \d<\/span>/g)).toHaveLength(2);
    expect(html).toContain('Sudah lewat (7 hari terakhir)');
  });

  it('says which customer asked from the English page, whose messages go out in English', () => {
    const html = render([
      booking(1, '2026-11-30T14:00:00+08:00', { language: 'english' }),
      booking(2, '2026-11-30T15:00:00+08:00', { language: 'indonesia' }),
      booking(3, '2026-11-30T16:00:00+08:00'),
    ]);
    expect(html.match(/pesan dalam [A-Za-z ]+/g)).toEqual(['pesan dalam English']);
  });

  it('offers a one-tap reminder only for what the server marked as accepted for tomorrow', () => {
    const html = render([
      booking(1, '2026-11-30T14:00:00+08:00', {
        status: 'confirmed',
        reminder_url: 'https://wa.me/6281?text=x',
      }),
      booking(2, '2026-12-03T10:00:00+08:00', { status: 'confirmed' }),
    ]);
    expect(html.match(/Kirim pengingat<span class="sr-only"> ke Pelanggan \d<\/span>/g)).toEqual([
      'Kirim pengingat<span class="sr-only"> ke Pelanggan 1</span>',
    ]);
    expect(html).toContain('href="https://wa.me/6281?text=x"');
  });

  it('shows each deposit, and tells the owner what to do with one paid for a booking that was not placed', () => {
    const paid = { amount: 50_000, status: 'paid' as const, paid_at: '2026-11-29T03:00:00.000Z' };
    const html = render([
      booking(1, '2026-11-30T10:00:00+08:00', {
        status: 'confirmed',
        deposit: { ...paid, paid_not_placed: false },
      }),
      booking(2, '2026-11-30T11:00:00+08:00', {
        is_expired: true,
        deposit: { ...paid, paid_not_placed: true },
      }),
      booking(3, '2026-11-30T12:00:00+08:00', {
        status: 'declined',
        deposit: { ...paid, paid_not_placed: true },
      }),
      booking(4, '2026-11-30T13:00:00+08:00', {
        deposit: { amount: 50_000, status: 'pending', paid_at: null, paid_not_placed: false },
      }),
    ]);
    expect(html.match(/Uang muka Rp\s?50\.000 lunas/g)).toHaveLength(3);
    expect(html).toMatch(/Uang muka Rp\s?50\.000 menunggu pembayaran/);
    expect(html).toContain(
      'Uang muka dibayar setelah waktunya lepas — jadwal sudah terisi booking lain. Hubungi pelanggan untuk refund atau jadwal ulang.',
    );
    expect(html).toContain('Uang muka dibayar, tetapi booking ini sudah ditolak.');
    expect(html.match(/Uang muka dibayar/g)).toHaveLength(2);
  });

  it('keeps the WhatsApp message of the last answer one tap away', () => {
    const answered = {
      ...booking(2, '2026-11-30T10:00:00+08:00', { status: 'confirmed' as const }),
      whatsapp_url: 'https://wa.me/628123456702?text=Halo',
    };
    const html = renderToStaticMarkup(
      <BookingRequestsView
        bookings={[answered]}
        now={NOW}
        answering={null}
        answered={answered}
        onAnswer={() => undefined}
      />,
    );
    expect(html).toContain('Pesan penerimaan untuk Pelanggan 2');
    expect(html).toMatch(
      /href="https:\/\/wa.me\/628123456702\?text=Halo" target="_blank" rel="noopener noreferrer"/,
    );
  });
});
