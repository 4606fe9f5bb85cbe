import type { StayUnit, WebLanguage } from '@webku/contract';

/** What a visitor reads while booking, in the site's language. */
export type BookingTexts = {
  title: string;
  lead: string;
  offering: string;
  date: string;
  showTimes: string;
  pageTitle: string;
  pickTime: string;
  noTimes: string;
  name: string;
  whatsapp: string;
  whatsappHint: string;
  send: string;
  note: string;
  /** An offering with a deposit: the button goes on to pay it, and what the customer is told first. */
  depositSend: string;
  depositNote: (amount: string) => string;
  /** A deposit asked as a share of the price, and how an offering's deposit reads beside its name. */
  depositShare: (percent: number) => string;
  depositShort: (amount: string) => string;
  /** The hero's main button on a template that books. */
  cta: string;
  duration: (minutes: number) => string;
  /** How a stay is priced, beside its name: 'per malam'. */
  per: Record<StayUnit, string>;
  /** The stay's first day (a month's for a kos) and the choice of how long. */
  stayFirst: Record<StayUnit, string>;
  stayLength: Record<StayUnit, string>;
  stayEnd: (count: number, unit: StayUnit, lastDay: string) => string;
  /** A class's seats still free, under its time. */
  placesLeft: (count: number) => string;
  noStay: string;
  /** The refusals the booking page shows after a request came back. */
  refused: Record<BookingRefusal, string>;
};

export const BOOKING_REFUSALS = [
  'taken',
  'time',
  'name',
  'whatsapp',
  'open',
  'limit',
  'closed',
  'payment',
] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

const minutes = (value: number, hour: string, min: string) => {
  const hours = Math.floor(value / 60);
  const rest = value % 60;
  return [hours ? `${hours} ${hour}` : '', rest ? `${rest} ${min}` : ''].filter(Boolean).join(' ');
};

export const BOOKING_TEXTS: Record<WebLanguage, BookingTexts> = {
  indonesia: {
    title: 'Booking',
    lead: 'Pilih layanan dan tanggal, cek yang masih kosong, lalu kirim permintaan lewat WhatsApp.',
    offering: 'Layanan',
    date: 'Tanggal',
    showTimes: 'Cek ketersediaan',
    pageTitle: 'Booking',
    pickTime: 'Pilih jam',
    noTimes: 'Tidak ada jam kosong di tanggal ini. Coba tanggal lain.',
    name: 'Nama',
    whatsapp: 'Nomor WhatsApp',
    whatsappHint: 'Contoh: 0812-3456-7890 atau +61 412 345 678',
    send: 'Kirim lewat WhatsApp',
    note: 'Waktu ini disimpan sebentar untuk Anda sambil menunggu jawaban pemilik di WhatsApp.',
    depositSend: 'Booking dan bayar uang muka',
    depositNote: (amount) =>
      `Uang muka ${amount} dibayar online (QRIS, e-wallet atau virtual account) setelah ini. Booking terkonfirmasi begitu lunas; bila tidak dibayar sampai batas waktunya, jadwal ini dilepas.`,
    depositShare: (percent) => `${percent}% dari harga`,
    depositShort: (amount) => `uang muka ${amount}`,
    cta: 'Booking',
    duration: (value) => minutes(value, 'jam', 'menit'),
    per: { night: 'per malam', day: 'per hari', month: 'per bulan' },
    stayFirst: { night: 'Check-in', day: 'Mulai sewa', month: 'Mulai bulan' },
    stayLength: { night: 'Berapa malam', day: 'Berapa hari', month: 'Berapa bulan' },
    stayEnd: (count, unit, lastDay) =>
      ({
        night: `${count} malam (check-out ${lastDay})`,
        day: `${count} hari (kembali ${lastDay})`,
        month: `${count} bulan (sampai ${lastDay})`,
      })[unit],
    placesLeft: (count) => `sisa ${count} tempat`,
    noStay: 'Tanggal ini sudah penuh. Coba tanggal lain.',
    refused: {
      taken: 'Maaf, jam itu baru saja diambil orang lain. Pilih jam lain yang masih kosong.',
      time: 'Jam itu tidak bisa dibooking. Pilih salah satu jam yang masih kosong.',
      name: 'Isi nama Anda.',
      whatsapp: 'Nomor WhatsApp tidak valid. Tulis seperti 0812-3456-7890 atau +61 412 345 678.',
      open: 'Nomor WhatsApp ini sudah punya 3 booking yang belum selesai di sini. Tunggu jawaban dulu.',
      limit: 'Terlalu banyak permintaan booking dari perangkat ini. Coba lagi nanti.',
      closed: 'Booking sedang tidak dibuka.',
      payment: 'Pembayaran uang muka sedang tidak bisa dibuat. Coba lagi sebentar lagi.',
    },
  },
  english: {
    title: 'Booking',
    lead: 'Pick a service and a date, see the free times, then send your request on WhatsApp.',
    offering: 'Service',
    date: 'Date',
    showTimes: 'Check availability',
    pageTitle: 'Booking',
    pickTime: 'Pick a time',
    noTimes: 'No free time on this date. Try another date.',
    name: 'Name',
    whatsapp: 'WhatsApp number',
    whatsappHint: 'For example: +62 812-3456-7890 or +61 412 345 678',
    send: 'Send on WhatsApp',
    note: 'This time is held for you for a short while as the owner replies on WhatsApp.',
    depositSend: 'Book and pay the deposit',
    depositNote: (amount) =>
      `A deposit of ${amount} is paid online (QRIS, e-wallet or virtual account) next. The booking is confirmed once it is paid; unpaid by the deadline, the time is released.`,
    depositShare: (percent) => `${percent}% of the price`,
    depositShort: (amount) => `deposit ${amount}`,
    cta: 'Book now',
    duration: (value) => minutes(value, value >= 120 ? 'hours' : 'hour', 'min'),
    per: { night: 'per night', day: 'per day', month: 'per month' },
    stayFirst: { night: 'Check-in', day: 'Pick-up', month: 'First month' },
    stayLength: { night: 'Nights', day: 'Days', month: 'Months' },
    stayEnd: (count, unit, lastDay) => {
      const plural = count === 1 ? '' : 's';
      if (unit === 'night') return `${count} night${plural} (check-out ${lastDay})`;
      if (unit === 'day') return `${count} day${plural} (return ${lastDay})`;
      return `${count} month${plural} (until ${lastDay})`;
    },
    placesLeft: (count) => `${count} ${count === 1 ? 'place' : 'places'} left`,
    noStay: 'This date is fully booked. Try another date.',
    refused: {
      taken: 'Sorry, that time was just taken. Please pick another free time.',
      time: 'That time cannot be booked. Please pick one of the free times.',
      name: 'Please fill in your name.',
      whatsapp: 'That WhatsApp number is not valid. Write it like +62 812-3456-7890.',
      open: 'This WhatsApp number already has 3 open bookings here. Please wait for an answer.',
      limit: 'Too many booking requests from this device. Please try again later.',
      closed: 'Bookings are closed at the moment.',
      payment: 'The deposit payment cannot be made right now. Please try again in a moment.',
    },
  },
};
