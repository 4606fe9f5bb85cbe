import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type BookingSettings, bookingSettingsInputSchema, DAYS_OF_WEEK } from '@webku/contract';
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

const render = (settings: BookingSettings = SETTINGS) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BookingSettingsForm settings={settings} />
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

  it("edits a class's fixed times only where it is booked by the minute, each a day and a time", () => {
    const yoga = {
      ...offering(1, 'Hatha', 'time', 12),
      class_times: [
        { day_of_week: 'monday' as const, time: '07:00' },
        { day_of_week: 'wednesday' as const, time: '17:00' },
      ],
    };
    const html = render({ ...SETTINGS, offerings: [yoga, offering(2, 'Kamar Double', 'night', 3)] });
    expect(html.match(/<legend[^>]*>Jadwal kelas/g)).toHaveLength(1);
    expect(html).toMatch(/id="booking-offering-0-class-0-time"[^>]*value="07:00"/);
    expect(html).toMatch(
      /id="booking-offering-0-class-1-day"[\s\S]*?<option value="wednesday" selected="">Rabu/,
    );
    expect(html.match(/Hapus jadwal kelas/g)).toHaveLength(2);
    expect(html).toContain('Tambah jadwal');
  });

  it('refuses what the server would, naming the field in Indonesian', () => {
    const parse = (class_times: unknown, places: number | null) =>
      bookingSettingsInputSchema.safeParse({
        offerings: [{ id: 1, is_bookable: true, duration_minutes: 60, places, class_times }],
      });
    const badTime = parse([{ day_of_week: 'monday', time: '7 pagi' }], 12);
    expect(badTime.error?.issues[0]?.message).toBe('Jam kelas harus ditulis JJ:MM, misalnya 07:00');
    expect(badTime.error?.issues[0]?.path).toEqual(['offerings', 0, 'class_times', 0, 'time']);
    const seatless = parse([{ day_of_week: 'monday', time: '07:00' }], null);
    expect(seatless.error?.issues[0]?.message).toBe(
      'Isi jumlah tempat per layanan untuk kelas dengan jadwal tetap',
    );
    expect(seatless.error?.issues[0]?.path).toEqual(['offerings', 0, 'places']);
  });
});
