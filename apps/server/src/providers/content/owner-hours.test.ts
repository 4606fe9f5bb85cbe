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
    // A short day name before a range of hours is a day ("Sat 10-2"), not only before a time in full.
    [
      'Mon-Fri 9-5, Sat 10-2',
      [...open(MONDAY_TO_FRIDAY, '09:00', '17:00'), ...open(['saturday'], '10:00', '14:00')],
    ],
    // A rest inside the day is no hours of its own, and the day it names keeps its hours.
    ['buka jam 9 pagi - 5 sore, jumat istirahat jam 11-13', open(DAYS, '09:00', '17:00')],
    ['Senin-Sabtu 08.00-16.00, istirahat 12.00-13.00', open(MONDAY_TO_SATURDAY, '08:00', '16:00')],
    ['buka tiap hari jam 7 pagi sampe 9 malem', open(DAYS, '07:00', '21:00')],
    // A range with the part of the day on both ends opening its clause, before a list or a closed day.
    ['jam 9 pagi - 9 malam, creambath, hair spa dan smoothing di Solo', open(DAYS, '09:00', '21:00')],
    [
      'creambath, hair spa. jam 9 pagi - 9 malam, minggu libur',
      [...open(MONDAY_TO_SATURDAY, '09:00', '21:00'), ...closed('sunday')],
    ],
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
    [
      'buka jam 10 pagi smp 9 malem, minggu libur',
      [...open(MONDAY_TO_SATURDAY, '10:00', '21:00'), ...closed('sunday')],
    ],
    ['buka 08.00-22.00 WIT', open(DAYS, '08:00', '22:00')],
    ['jam 9 pagi - 9 malam', open(DAYS, '09:00', '21:00')],
    ['buka jam 4 sore sampe jam 12 malem', open(DAYS, '16:00', '00:00')],
    ['open daily 7am-10pm', open(DAYS, '07:00', '22:00')],
    ['open 10am - 9pm except Mondays', [...open(DAYS.slice(1), '10:00', '21:00'), ...closed('monday')]],
    [
      'buka tiap hari kecuali jumat',
      [
        ...open(
          DAYS.filter((day) => day !== 'friday'),
          null,
          null,
        ),
        ...closed('friday'),
      ],
    ],
    ['24 jam', open(DAYS, '00:00', '23:59')],
    ['buka 24 jam', open(DAYS, '00:00', '23:59')],
    ['open 24 hours', open(DAYS, '00:00', '23:59')],
    ['senin-sabtu 8-17, minggu libur', [...open(MONDAY_TO_SATURDAY, '08:00', '17:00'), ...closed('sunday')]],
    [
      'Senin - Jumat 08.00 - 16.00, Sabtu 08.00 - 12.00',
      [...open(MONDAY_TO_FRIDAY, '08:00', '16:00'), ...open(['saturday'], '08:00', '12:00')],
    ],
    ['buka mulai jam 6', open(DAYS, '06:00', null)],
    [
      'buka 08.00-16.00, sabtu minggu tutup',
      [...open(MONDAY_TO_FRIDAY, '08:00', '16:00'), ...closed('saturday', 'sunday')],
    ],
    [
      'Sabtu Minggu tutup, buka jam 8 pagi - 4 sore',
      [...open(MONDAY_TO_FRIDAY, '08:00', '16:00'), ...closed('saturday', 'sunday')],
    ],
    ['weekdays 9-5', open(MONDAY_TO_FRIDAY, '09:00', '17:00')],
    ['jam 7 pagi - 3 sore', open(DAYS, '07:00', '15:00')],
    ['pukul 10.00 s/d 21.00', open(DAYS, '10:00', '21:00')],
    ['10.00 sd 22.00 wita', open(DAYS, '10:00', '22:00')],
    ['buka dr jam 8 pagi sampai jam 5 sore', open(DAYS, '08:00', '17:00')],
    ['Mon-Sat 9:00-18:00', open(MONDAY_TO_SATURDAY, '09:00', '18:00')],
    ['jam buka 09:00 - 21:00', open(DAYS, '09:00', '21:00')],
    ['open 8am to 8pm every day', open(DAYS, '08:00', '20:00')],
    ['buka jam 8 pagi - 1 siang', open(DAYS, '08:00', '13:00')],
    ['buka jam 5 subuh hingga 11 siang', open(DAYS, '05:00', '11:00')],
    ['buka 10.00 – 22.00', open(DAYS, '10:00', '22:00')],
    ['open 9am till 5pm', open(DAYS, '09:00', '17:00')],
    ['open 9am until 5pm', open(DAYS, '09:00', '17:00')],
    ['Jam operasional 08.00-17.00', open(DAYS, '08:00', '17:00')],
    ['Jam kerja 8 pagi - 5 sore', open(DAYS, '08:00', '17:00')],
    ['Opening hours 9am-5pm', open(DAYS, '09:00', '17:00')],
    ['Melayani 24 jam', open(DAYS, '00:00', '23:59')],
    ['buka jm 8-17', open(DAYS, '08:00', '17:00')],
    ['open 7 days 8am-10pm', open(DAYS, '08:00', '22:00')],
    ['buka 7 hari, jam 8-22', open(DAYS, '08:00', '22:00')],
    [
      'Senin-Sabtu 08.00-17.00 Minggu libur',
      [...open(MONDAY_TO_SATURDAY, '08:00', '17:00'), ...closed('sunday')],
    ],
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
    expect(ownerHours('buka jam 7 pagi, tutup jam 9 malam')).toEqual(open(DAYS, '07:00', '21:00'));
    expect(ownerHours('Buka jam 7 pagi. Tutup jam 9 malam.')).toEqual(open(DAYS, '07:00', '21:00'));
  });

  it('reads a closing time alone after "buka" or as a sentence of its own', () => {
    expect(ownerHours('open until 10pm')).toEqual(open(DAYS, null, '22:00'));
    expect(ownerHours('buka sampai jam 10 malam')).toEqual(open(DAYS, null, '22:00'));
    expect(ownerHours('Tutup jam 9 malam.')).toEqual(open(DAYS, null, '21:00'));
  });

  it('gives the times written before a closed day to the other days', () => {
    expect(ownerHours('buka jam 8-17, Minggu libur')).toEqual([
      ...open(MONDAY_TO_SATURDAY, '08:00', '17:00'),
      ...closed('sunday'),
    ]);
    expect(ownerHours('buka jam 8 pagi - 4 sore, jumat libur')).toEqual(
      inWeekOrder([
        ...open(
          DAYS.filter((day) => day !== 'friday'),
          '08:00',
          '16:00',
        ),
        ...closed('friday'),
      ]),
    );
  });

  it('reads times written without a day as every day the owner did not name otherwise', () => {
    expect(ownerHours('buka jam 8-17, Sabtu 8-12')).toEqual(
      inWeekOrder([
        ...open(
          DAYS.filter((day) => day !== 'saturday'),
          '08:00',
          '17:00',
        ),
        ...open(['saturday'], '08:00', '12:00'),
      ]),
    );
    expect(ownerHours('Buka Senin-Sabtu. Jam 08.00-17.00')).toEqual(
      open(MONDAY_TO_SATURDAY, '08:00', '17:00'),
    );
    expect(ownerHours('buka tiap hari. jam 8-17')).toEqual(open(DAYS, '08:00', '17:00'));
    expect(ownerHours('Kelas Sabtu pagi. Buka jam 8-17.')).toEqual(open(DAYS, '08:00', '17:00'));
    expect(ownerHours('Open daily 9-5. Kitchen open 10am-3pm.')).toEqual(open(DAYS, '09:00', '17:00'));
    expect(ownerHours('Buka 08.00-22.00 WIB, paket begadang jam 11 malem - 6 pagi')).toEqual(
      open(DAYS, '08:00', '22:00'),
    );
  });

  it('reads a range with no cue as opening hours only when it is a sentence of its own', () => {
    expect(ownerHours('08.00-22.00')).toEqual(open(DAYS, '08:00', '22:00'));
    expect(ownerHours('Nasi goreng 15rb.\nJam 08.00 - 22.00 WIB')).toEqual(open(DAYS, '08:00', '22:00'));
    expect(ownerHours('Nasi goreng 15rb, 08.00-22.00')).toBeNull();
    expect(ownerHours('Sesi foto 10.00-12.00')).toBeNull();
    expect(ownerHours('Jam 10.00-12.00 sesi 1, 13.00-15.00 sesi 2')).toBeNull();
    expect(ownerHours('8-17')).toBeNull();
  });

  it.each([
    'kelas jam 5 sore',
    'kelas jam 3-5 sore',
    'pengiriman jam 10',
    'pengiriman jam 10-12',
    '2 jam per sesi',
    '90 menit',
    'PO h-2',
    'antar jemput jam 6 pagi',
    'antar jemput jam 6 pagi - 8 malam',
    'check in jam 14.00',
    'check in jam 14.00 - 22.00',
    'Es teh 5rb, nasi goreng 35rb, paket 3-5 orang',
    'WA 0812-3456-7890, telp +62 812 3456 7890',
    '1x pertemuan',
    'Open PO tgl 1-10, open PO 08.00-20.00',
    'PO buka 1-2 minggu',
    'buka 10, buka 3 cabang, buka 2x seminggu',
    'Paket buka puasa jam 6 sore, buka bersama jam 5-7 sore',
    'Grand opening jam 10 pagi',
    'Happy hours 4pm-7pm',
    'PO tutup jam 9 malam',
    'kirim sampai jam 5 sore, order sampai jam 3 sore',
    'Open PO until 5pm',
    'garansi 7 hari, jam 8-22',
    'mulai jam 6 pagi',
    'siap 24 jam',
  ])('invents no opening hours from "%s"', (description) => {
    expect(ownerHours(description)).toBeNull();
  });

  it('leaves out the times that are not opening hours next to those that are', () => {
    expect(
      ownerHours(
        'Les renang 2 jam per sesi, 90 menit 150rb, 1x pertemuan. Kelas jam 5 sore, pengiriman jam 10, ' +
          'antar jemput jam 6 pagi. WA 0812-3456-7890. Buka Senin-Sabtu 08.00-17.00',
      ),
    ).toEqual(open(MONDAY_TO_SATURDAY, '08:00', '17:00'));
    expect(ownerHours('Check in jam 14.00, check out jam 12.00. Buka 24 jam')).toEqual(
      open(DAYS, '00:00', '23:59'),
    );
  });

  it.each([
    'Nasi kotak 25rb, minimal order 30 box, garansi 30 hari, 45 menit, 2 weeks',
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
      'buka jam 4 sore sampe jam 12 malem',
      '24 jam',
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
      `buka ${'mulai dari jam '.repeat(667)}8`,
      '08.00-22.00. '.repeat(770),
      'buka 1-2 minggu '.repeat(625),
      'buka jam 8-17, Minggu libur, '.repeat(345),
      'open 7 days until 1pm. '.repeat(435),
    ];
    // Against as many ordinary descriptions of the same length read in the same run, so a loaded machine
    // slows both: a reader that backtracks on hostile text takes hundreds of times longer, not a few.
    const ordinary = hostile.map(() => 'Buka jam 8 pagi sampai 9 malam, Minggu libur. '.repeat(213));
    const time = (texts: string[]) => {
      const started = performance.now();
      const answers = texts.map((text) => {
        expect(text.length).toBeGreaterThanOrEqual(9_790);
        return ownerHours(text);
      });
      expect(answers).toHaveLength(texts.length);
      return performance.now() - started;
    };
    const baseline = time(ordinary);
    expect(time(hostile)).toBeLessThan(Math.max(2_000, baseline * 25));
  });
});

describe('round the clock, and a part of the day said before the time', () => {
  it.each([
    'SEDOT WC 24 JAM!! sedot wc mulai 500rb',
    'warteg 24 jam 😄 nasi+2 sayur 12rb',
    'ojek siap antar jemput 24 jam area Cibinong',
  ])('reads "%s" as open all day, every day', (description) => {
    expect(inWeekOrder(ownerHours(description)!)).toEqual(inWeekOrder(open(DAYS, '00:00', '23:59')));
  });

  it.each(['laundry kilat selesai 24 jam', 'rental avanza 300rb/24 jam', 'kos putri, CCTV 24 jam'])(
    'invents no opening hours from "%s"',
    (description) => {
      expect(ownerHours(description)).toBeNull();
    },
  );

  it('reads "buka subuh jam 5 smp jam 9 mlm" from five in the morning', () => {
    expect(inWeekOrder(ownerHours('beras 14rb/kg\nbuka subuh jam 5 smp jam 9 mlm')!)).toEqual(
      inWeekOrder(open(DAYS, '05:00', '21:00')),
    );
  });
});

describe('hours before "minggu" and a word after a clock', () => {
  it('reads a closed Sunday after a range of hours, and weeks where they are weeks', () => {
    expect(inWeekOrder(ownerHours('es tebu 5rb. Buka 10-17 minggu tutup')!)).toEqual(
      inWeekOrder([...open(MONDAY_TO_SATURDAY, '10:00', '17:00'), ...closed('sunday')]),
    );
    expect(ownerHours('kue kering, pre order 1-2 minggu libur tanggal merah')).toBeNull();
    expect(ownerHours('PO 2 minggu libur lebaran')).toBeNull();
  });

  it('reads a time with its minutes as a clock even before "jam"', () => {
    expect(inWeekOrder(ownerHours('les komputer, kelas senin-jumat 09.00-17.00 jam bebas')!)).toEqual(
      inWeekOrder(open(MONDAY_TO_FRIDAY, '09:00', '17:00')),
    );
  });
});
