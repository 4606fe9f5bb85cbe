import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type BookingSettings, DAYS_OF_WEEK } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookingSettingsForm } from './booking-settings-form';

const offering = (id: number, name: string, unit: 'time' | 'night', places: number | null) => ({
  id,
  name,
  is_bookable: true,
  unit,
  duration_minutes: 60,
  places,
  class_times: [],
});

const SETTINGS: BookingSettings = {
  is_active: true,
  capacity: 1,
  lead_minutes: 60,
  horizon_days: 30,
  hold_minutes: 120,
  closed_days: [],
  offerings: [offering(1, 'Potong rambut', 'time', 2), offering(2, 'Kamar Double', 'night', 3)],
  hours: DAYS_OF_WEEK.map((day) => ({
    day_of_week: day,
    opening_time: '09:00',
    closing_time: '17:00',
    is_closed: false,
  })),
  hours_source: 'own',
};

const render = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BookingSettingsForm settings={SETTINGS} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('BookingSettingsForm', () => {
  it('asks a length in minutes only where the offering is booked by the minute, and each its own places', () => {
    const html = render();
    expect(html.match(/Lama \(menit\)/g)).toHaveLength(1);
    expect(html).toContain('Tamu memilih jumlah malam');
    expect(html).toContain('Jumlah kamar');
    expect(html).toContain('Tempat sendiri');
    expect(html).toContain('id="booking-offering-2-places"');
  });
});
