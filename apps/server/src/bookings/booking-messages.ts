import {
  type BookingTime,
  type BookingUnit,
  monthsBetween,
  type SiteTimeZone,
  siteDay,
  siteZoneName,
  type WebLanguage,
} from '@webku/contract';

type Business = { name: string; zone: SiteTimeZone };
type BookingText = {
  code: string;
  offering_name: string;
  unit: BookingUnit;
  start_at: Date;
  end_at: Date;
  customer_name: string;
};
/** How many nights, days or months a stay is (1 for a time of day): what its price is counted by. */
export function unitsBooked(
  booking: Pick<BookingText, 'unit' | 'start_at' | 'end_at'>,
  zone: SiteTimeZone,
): number {
  if (booking.unit === 'time') return 1;
  return booking.unit === 'month'
    ? monthsBetween(siteDay(booking.start_at, zone), siteDay(booking.end_at, zone))
    : Math.round((booking.end_at.getTime() - booking.start_at.getTime()) / 86_400_000);
}

/** What a message names: the business, the offering, when ('Senin, 30 November 2026 pukul 10.00 WITA'), who, the code. */
type Parts = { business: string; offering: string; when: string; customer: string; code: string };

const INDONESIAN = {
  locale: 'id-ID',
  at: 'pukul',
  timeSeparator: '.',
  badStart: 'Waktu mulai tidak dikenali; pilih salah satu waktu yang masih kosong',
  badStay: 'Isi tanggal mulai dan tanggal selesai (paling lama 30 hari)',
  badMonths: 'Pilih bulan mulai dan jumlah bulan (1 sampai 12); sewa bulanan mulai tanggal 1',
  until: 'sampai',
  count: (count: number, unit: 'night' | 'day' | 'month') =>
    `${count} ${{ night: 'malam', day: 'hari', month: 'bulan' }[unit]}`,
  taken: 'Maaf, waktu itu baru saja diambil orang lain; pilih waktu lain yang masih kosong',
  notOffered: 'Waktu itu tidak bisa dibooking; pilih salah satu waktu yang masih kosong',
  tooManyOpen: 'Nomor WhatsApp ini sudah punya 3 booking yang belum selesai di sini; tunggu jawaban dulu',
  request: (p: Parts) =>
    `Halo ${p.business}, saya ingin booking ${p.offering} pada ${p.when}.\nNama: ${p.customer}\nKode booking: ${p.code}`,
  confirmed: (p: Parts) =>
    `Halo ${p.customer}, booking ${p.offering} pada ${p.when} sudah kami terima (kode ${p.code}). Sampai jumpa! - ${p.business}`,
  calendar: (url: string) => `Simpan ke kalender: ${url}`,
  declined: (p: Parts, offer: string) =>
    `Halo ${p.customer}, maaf, ${p.offering} pada ${p.when} tidak bisa kami terima (kode ${p.code}).${offer} - ${p.business}`,
  offer: (times: string) => ` Waktu yang masih kosong: ${times}. Balas pesan ini untuk memilih.`,
  reminder: (p: Parts) =>
    `Halo ${p.customer}, mengingatkan booking ${p.offering} besok, ${p.when} (kode ${p.code}). Sampai jumpa! - ${p.business}`,
  noOffer: ' Balas pesan ini untuk mencari waktu lain.',
};

const ENGLISH: typeof INDONESIAN = {
  locale: 'en-GB',
  at: 'at',
  timeSeparator: ':',
  badStart: 'The start time is not a date and time; pick one of the free times',
  badStay: 'Fill in the first and the last date (30 days at most)',
  badMonths: 'Pick a first month and a number of months (1 to 12); a monthly stay starts on the 1st',
  until: 'to',
  count: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'}`,
  taken: 'Sorry, that time was just taken by someone else; please pick another free time',
  notOffered: 'That time cannot be booked; pick one of the free times',
  tooManyOpen: 'This WhatsApp number already has 3 open bookings here; wait for an answer first',
  request: (p) =>
    `Hello ${p.business}, I would like to book ${p.offering} on ${p.when}.\nName: ${p.customer}\nBooking code: ${p.code}`,
  confirmed: (p) =>
    `Hello ${p.customer}, your booking for ${p.offering} on ${p.when} is confirmed (code ${p.code}). See you! - ${p.business}`,
  calendar: (url) => `Add to your calendar: ${url}`,
  declined: (p, offer) =>
    `Hello ${p.customer}, sorry, we cannot take ${p.offering} on ${p.when} (code ${p.code}).${offer} - ${p.business}`,
  offer: (times) => ` Free times we can offer: ${times}. Reply to pick one.`,
  reminder: (p) =>
    `Hello ${p.customer}, a reminder of your booking for ${p.offering} tomorrow, ${p.when} (code ${p.code}). See you! - ${p.business}`,
  noOffer: ' Please reply to find another time.',
};

/**
 * The texts of a booking in a language: the refusals a customer reads on the site, and the WhatsApp
 * messages written out for the customer (to the owner) and for the owner (to the customer).
 */
export function bookingMessages(language: WebLanguage) {
  const words = language === 'english' ? ENGLISH : INDONESIAN;
  const day = (at: Date | number, zone: SiteTimeZone) =>
    new Intl.DateTimeFormat(words.locale, {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(at);
  const when = (at: Date | number, zone: SiteTimeZone) => {
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' })
      .format(at)
      .replace(':', words.timeSeparator);
    return `${day(at, zone)} ${words.at} ${time} ${siteZoneName(zone)}`;
  };
  // A stay names its first and last day and how many nights (or days) it is.
  const whenBooked = (booking: BookingText, zone: SiteTimeZone) => {
    if (booking.unit === 'time') return when(booking.start_at, zone);
    const count = unitsBooked(booking, zone);
    return `${day(booking.start_at, zone)} ${words.until} ${day(booking.end_at, zone)} (${words.count(count, booking.unit)})`;
  };
  const parts = (business: Business, booking: BookingText): Parts => ({
    business: business.name,
    offering: booking.offering_name,
    when: whenBooked(booking, business.zone),
    customer: booking.customer_name,
    code: booking.code,
  });
  return {
    badStart: words.badStart,
    badStay: words.badStay,
    badMonths: words.badMonths,
    taken: words.taken,
    notOffered: words.notOffered,
    tooManyOpen: words.tooManyOpen,
    request: (business: Business, booking: BookingText) => words.request(parts(business, booking)),
    /** The confirmation, with the link that saves the booking to the customer's calendar. */
    confirmed: (business: Business, booking: BookingText, calendarUrl: string) =>
      `${words.confirmed(parts(business, booking))}\n${words.calendar(calendarUrl)}`,
    reminder: (business: Business, booking: BookingText) => words.reminder(parts(business, booking)),
    declined: (business: Business, booking: BookingText, others: readonly BookingTime[]) =>
      words.declined(
        parts(business, booking),
        others.length
          ? words.offer(others.map((other) => when(Date.parse(other.start), business.zone)).join('; '))
          : words.noOffer,
      ),
  };
}
