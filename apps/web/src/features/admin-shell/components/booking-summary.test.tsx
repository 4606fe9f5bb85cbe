import type { DashboardBookings } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookingSummary } from './booking-summary';

const WEEKS = ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'].map((week_start) => ({
  week_start,
  requested: 0,
  confirmed: 0,
  missed: 0,
}));

const render = (bookings: DashboardBookings) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <BookingSummary slug="salon-ayu" bookings={bookings} />
    </MemoryRouter>,
  );

describe('the dashboard’s booking card', () => {
  it('names the requests waiting and the soonest one at the site’s own time', () => {
    const html = render({
      is_active: true,
      proposed: false,
      waiting: 3,
      next_waiting: {
        id: 7,
        customer_name: 'Sari',
        offering_name: 'Potong rambut',
        start: '2026-11-30T10:00:00+08:00',
      },
      weeks: WEEKS,
    });
    expect(html).toMatch(/>3<\/span>permintaan menunggu jawaban/);
    expect(html).toContain('Sari · Potong rambut');
    expect(html).toContain('Senin, 30 Nov · 10.00');
    expect(html).toMatch(/<a [^>]*href="\/salon-ayu\/admin\/booking"[^>]*>Buka Booking</);
    expect(html).not.toContain('dinonaktifkan');
  });

  it('says when nothing waits, and shows each week with its three numbers', () => {
    const html = render({
      is_active: false,
      proposed: false,
      waiting: 0,
      next_waiting: null,
      weeks: [...WEEKS.slice(0, 3), { week_start: '2026-11-30', requested: 5, confirmed: 3, missed: 1 }],
    });
    expect(html).toContain('Tidak ada permintaan yang menunggu');
    expect(html).not.toContain('Paling dekat');
    expect(html).toContain('Booking sedang dinonaktifkan');
    for (const label of ['Diminta', 'Diterima', 'Terlewat']) expect(html).toContain(`>${label}</th>`);
    expect(html).toContain('9 Nov – 15 Nov');
    expect(html).toContain('23 Nov – 29 Nov');
    expect(html).toMatch(/>Pekan ini<\/th><td[^>]*>5<\/td><td[^>]*>3<\/td><td[^>]*>1<\/td>/);
  });

  it('proposes booking to a kind of business that books and never set it up, with no figures yet', () => {
    const html = render({ is_active: false, proposed: true, waiting: 0, next_waiting: null, weeks: WEEKS });
    expect(html).toContain('Booking masih mati sampai Anda menyalakannya');
    expect(html).toMatch(/<a [^>]*href="\/salon-ayu\/admin\/booking"[^>]*>Atur Booking</);
    expect(html).not.toContain('Pekan');
    expect(html).not.toContain('dinonaktifkan');
  });
});
