import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { BookingCalendarCard } from './booking-calendar-card';

const FEED = 'https://webku.id/api/public/booking-calendar/abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123.ics';

const render = (url?: string) => {
  const client = new QueryClient();
  if (url) client.setQueryData(queryKeys.bookingCalendar, { url });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <BookingCalendarCard />
    </QueryClientProvider>,
  );
};

describe('BookingCalendarCard', () => {
  it('shows the private address to copy, how to add it in Google Calendar, and the way to a new one', () => {
    const html = render(FEED);
    expect(html).toContain('Kalender');
    expect(html).toMatch(new RegExp(`<input[^>]*readOnly=""[^>]*value="${FEED.replace(/[.]/g, '\\.')}"`));
    expect(html).toContain('Salin');
    expect(html).toContain('Buat alamat baru');
    expect(html).toContain('Di Google Calendar: Setelan › Tambahkan kalender › Dari URL');
  });

  it('waits for the address without showing an empty field', () => {
    const html = render();
    expect(html).not.toContain('<input');
    expect(html).toContain('Memuat alamat kalender');
  });
});
