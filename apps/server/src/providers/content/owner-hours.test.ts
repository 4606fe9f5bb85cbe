import { openingHourSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { expectedHourRows, loadOwnerCorpus } from '../../../../../tests/support/server/owner-corpus';
import { type OwnerHours, ownerHours } from './owner-hours';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const MONDAY_TO_FRIDAY = DAYS.slice(0, 5);
const MONDAY_TO_SATURDAY = DAYS.slice(0, 6);

const open = (days: readonly string[], opening: string | null, closing: string | null) =>
  days.map((day) => ({ day_of_week: day, opening_time: opening, closing_time: closing, is_closed: false }));
const closed = (...days: string[]) =>
  days.map((day) => ({ day_of_week: day, opening_time: null, closing_time: null, is_closed: true }));
const inWeekOrder = (rows: OwnerHours[] | ReturnType<typeof open>) =>
  [...rows].sort((a, b) => DAYS.indexOf(a.day_of_week as never) - DAYS.indexOf(b.day_of_week as never));

describe('the opening hours in every description of the owner corpus', () => {
  it.each(loadOwnerCorpus().map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
    expect(ownerHours(entry.description)).toEqual(expectedHourRows(entry));
  });
});

describe('opening hours read from what the owner wrote', () => {
  it.each([
    ['buka tiap hari jam 7 pagi sampe 9 malem', open(DAYS, '07:00', '21:00')],
    ['Setiap hari 06.00-22.00', open(DAYS, '06:00', '22:00')],
    ['open daily 9am-10pm', open(DAYS, '09:00', '22:00')],
    ['Open everyday from 10 AM to 9 PM', open(DAYS, '10:00', '21:00')],
    ['Buka 7 hari seminggu, 08:00 - 21:00', open(DAYS, '08:00', '21:00')],
    [
      'Senin-Sabtu 08.00-17.00, Minggu libur',
      [...open(MONDAY_TO_SATURDAY, '08:00', '17:00'), ...closed('sunday')],
    ],
    ['Senin s/d Jumat pukul 08.00 - 16.00 WIB', open(MONDAY_TO_FRIDAY, '08:00', '16:00')],
    ['Senin s.d. Jumat jam 8-4 sore', open(MONDAY_TO_FRIDAY, '08:00', '16:00')],
    ['Senin sampai Jumat, jam 3-5 sore', open(MONDAY_TO_FRIDAY, '15:00', '17:00')],
    ['Buka pukul 10 sd 22, Selasa sampai Minggu', open(DAYS.slice(1), '10:00', '22:00')],
    [
      'Mon-Fri 8am-5pm, Sat 9am-1pm, closed Sundays',
      [
        ...open(MONDAY_TO_FRIDAY, '08:00', '17:00'),
        ...open(['saturday'], '09:00', '13:00'),
        ...closed('sunday'),
      ],
    ],
    [
      'weekdays 10:00-18:00, weekends 9am - 3pm',
      [...open(MONDAY_TO_FRIDAY, '10:00', '18:00'), ...open(['saturday', 'sunday'], '09:00', '15:00')],
    ],
    ['Buka akhir pekan aja, jam 8 pagi - 2 siang', open(['saturday', 'sunday'], '08:00', '14:00')],
    ['Buka hari kerja 09.00-17.00', open(MONDAY_TO_FRIDAY, '09:00', '17:00')],
    [
      'Sabtu-Kamis 09.00-21.00, Jumat libur',
      [
        ...open(
          DAYS.filter((day) => day !== 'friday'),
          '09:00',
          '21:00',
        ),
        ...closed('friday'),
      ],
    ],
    ['Senin, Rabu dan Jumat 16.00-18.00', open(['monday', 'wednesday', 'friday'], '16:00', '18:00')],
    ["Jum'at 13.00-22.00", open(['friday'], '13:00', '22:00')],
    [
      'Buka setiap hari kecuali Selasa, jam 10 pagi - 10 malem',
      [
        ...open(
          DAYS.filter((day) => day !== 'tuesday'),
          '10:00',
          '22:00',
        ),
        ...closed('tuesday'),
      ],
    ],
    [
      'Open 8am-10pm every day except Monday',
      [...open(DAYS.slice(1), '08:00', '22:00'), ...closed('monday')],
    ],
    ['libur hari Minggu dan Senin', closed('monday', 'sunday')],
    ['Sunday: closed', closed('sunday')],
  ])('reads "%s"', (description, expected) => {
    expect(ownerHours(description)).toEqual(inWeekOrder(expected));
  });

  it('shows the days without times when the owner gave only days', () => {
    expect(ownerHours('Buka Senin-Sabtu')).toEqual(open(MONDAY_TO_SATURDAY, null, null));
    expect(ownerHours('Melayani Senin - Jumat, booking H-1')).toEqual(open(MONDAY_TO_FRIDAY, null, null));
    expect(ownerHours('Available Mon - Sat.')).toEqual(open(MONDAY_TO_SATURDAY, null, null));
  });

  it('reads 24 jam as the whole day, on the days the owner named', () => {
    expect(ownerHours('Buka 24 jam tiap hari')).toEqual(open(DAYS, '00:00', '23:59'));
    expect(ownerHours('available 24/7')).toEqual(open(DAYS, '00:00', '23:59'));
    expect(ownerHours('Open 24 hours, 7 days a week')).toEqual(open(DAYS, '00:00', '23:59'));
  });

  it('leaves a time empty when the owner did not give it', () => {
    expect(ownerHours('buka mulai jam 8 tiap hari')).toEqual(open(DAYS, '08:00', null));
    expect(ownerHours('Angkringan buka jam 6 sore sampe abis, Senin-Sabtu')).toEqual(
      open(MONDAY_TO_SATURDAY, '18:00', null),
    );
    expect(ownerHours('Buka tiap hari dari jam 4 sore sampai habis')).toEqual(open(DAYS, '16:00', null));
    expect(ownerHours('Senin-Jumat 08.00-17.00, Sabtu sampai jam 12')).toEqual([
      ...open(MONDAY_TO_FRIDAY, '08:00', '17:00'),
      ...open(['saturday'], null, '12:00'),
    ]);
  });

  it('puts an opening and a closing time written apart on the same days', () => {
    expect(ownerHours('buka jam 7 pagi, tutup jam 9 malam, tiap hari')).toEqual(open(DAYS, '07:00', '21:00'));
  });

  it('gives a closed day no times written before it', () => {
    expect(ownerHours('buka jam 8-17, Minggu libur')).toEqual(closed('sunday'));
  });

  it.each([
    'Nasi kotak 25rb, minimal order 30 box, garansi 30 hari, 45 menit, 2 weeks',
    'buka jam 7 pagi sampe 9 malem',
    'Buka 24 jam',
    'CCTV 24 jam, akses 24 jam',
    'Roti dibuat fresh setiap hari',
    'Boats leave Sanur at 8am daily.',
    'Hotel pickup at 1am, check-in 2pm, check-out 12pm',
    'paket begadang (jam 11 malem - 6 pagi)',
    'garansi 2 minggu, kirim per minggu, 3x seminggu',
    'level pedes 1-5, umur 3-12 bulan, pengerjaan 3-5 hari, tgl 10-20',
    'pengerjaan 7 hari kerja',
    'min 5 kg, sun loungers, we sat by the pool, close PO tgl 5',
    'Kelas Sabtu pagi',
    '',
  ])('finds no opening hours in "%s"', (description) => {
    expect(ownerHours(description)).toBeNull();
  });

  it('reads "minggu" as a week after a number, as a place after "pasar", and as Sunday elsewhere', () => {
    expect(ownerHours('garansi 2 minggu, buka Senin-Sabtu 9-17')).toEqual(
      open(MONDAY_TO_SATURDAY, '09:00', '17:00'),
    );
    expect(ownerHours('Sabtu Minggu 10.00-15.00')).toEqual(open(['saturday', 'sunday'], '10:00', '15:00'));
    expect(ownerHours('mangkal di Pasar Minggu, buka dr jam 5 sore Senin-Jumat')).toEqual(
      open(MONDAY_TO_FRIDAY, '17:00', null),
    );
  });

  it('answers only rows the opening hours schema accepts', () => {
    const rows = [
      'buka 24 jam tiap hari',
      'Buka jam 12 malam sampe jam 4 subuh, Jumat Sabtu',
      'Open daily noon till midnight',
      'Senin 7.30-16.30',
    ].flatMap((description) => ownerHours(description) ?? []);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(openingHourSchema.parse(row)).toEqual(row);
  });

  it('reads a hostile 10,000-character text at once', () => {
    const hostile = [
      'Senin-'.repeat(1_700),
      'jam 1 - '.repeat(1_250),
      '1.'.repeat(5_000),
      's/d '.repeat(2_500),
      'buka tiap hari kecuali '.repeat(435),
      "a'".repeat(5_000),
      'a.m.'.repeat(2_500),
      'Senin, Selasa dan '.repeat(556),
      `${'9'.repeat(9_990)}am-10pm`,
      `libur ${'hari tiap '.repeat(1_000)}`,
      `${'hari on '.repeat(1_250)}jam 8 - 17`,
      'tutup hari '.repeat(910),
    ];
    const started = performance.now();
    const answers = hostile.map((text) => {
      expect(text.length).toBeGreaterThanOrEqual(9_990);
      return ownerHours(text);
    });
    expect(answers).toHaveLength(hostile.length);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
