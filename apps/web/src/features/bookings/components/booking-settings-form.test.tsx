import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type BookingSettings, bookingSettingsInputSchema, DAYS_OF_WEEK } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookingSettingsForm, toSettingsFormValues } from './booking-settings-form';

const offering = (id: number, name: string, unit: 'time' | 'night', places: number | null) => ({
  id,
  name,
  is_bookable: true,
  unit,
  duration_minutes: 60,
  places,
  class_times: [],
  deposit: null,
  deposit_percent: null,
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

  it('asks each offering its deposit, an amount in rupiah or a share of the price, as saved', () => {
    const settings = {
      ...SETTINGS,
      offerings: [
        { ...offering(1, 'Potong rambut', 'time', 2), deposit: 50_000 },
        { ...offering(2, 'Kamar Double', 'night', 3), deposit_percent: 30 },
      ],
    };
    const html = render(settings);
    expect(html.match(/Uang muka \(Rp\)/g)).toHaveLength(2);
    expect(html.match(/Atau persen dari harga \(%\)/g)).toHaveLength(2);
    expect(html).toContain('name="offerings.0.deposit"');
    expect(html).toContain('name="offerings.1.deposit_percent"');
    expect(html).toContain('bila Uang muka booking menyala di Pembayaran Online');
    expect(toSettingsFormValues(settings).offerings).toMatchObject([
      { id: 1, deposit: 50_000, deposit_percent: null },
      { id: 2, deposit: null, deposit_percent: 30 },
    ]);
  });

  it('refuses a deposit the server would, naming its field', () => {
    const parse = (deposit: number | null, deposit_percent: number | null) =>
      bookingSettingsInputSchema.safeParse({
        offerings: [{ id: 1, is_bookable: true, duration_minutes: 60, deposit, deposit_percent }],
      });
    expect(parse(500, null).error?.issues[0]?.message).toBe('Uang muka (deposit, rupiah) minimal 1000');
    expect(parse(null, 120).error?.issues[0]?.message).toBe(
      'Uang muka (deposit_percent, persen harga) maksimal 100',
    );
    const both = parse(50_000, 30);
    expect(both.error?.issues[0]?.message).toBe(
      'Isi uang muka dalam rupiah (deposit) atau persen harga (deposit_percent), salah satu saja',
    );
    expect(both.error?.issues[0]?.path).toEqual(['offerings', 0, 'deposit_percent']);
    expect(parse(null, 30).success).toBe(true);
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
