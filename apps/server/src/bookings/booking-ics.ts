import type { WebLanguage } from '@webku/contract';

/** A booking as a calendar event shows it. */
export type IcsBooking = {
  id: number;
  code: string;
  status: 'pending' | 'confirmed';
  offering_name: string;
  customer_name: string;
  customer_whatsapp: string;
  start_at: Date;
  end_at: Date;
};

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value as RFC 5545 3.3.11 escapes it: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded as RFC 5545 3.1 asks: no line longer than 75 octets of UTF-8, each continuation
 * starting with one space, and never inside a character of several octets (nor between a surrogate pair).
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation's leading space counts towards its 75.
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** An instant in UTC as a DATE-TIME value: 20261130T020000Z. */
export function icsUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Where and in which language the events are written: the store's address, the reader's language. */
export type IcsOptions = { location: string | null; language: WebLanguage };

const ICS_WORDS: Record<WebLanguage, { tag: string; waiting: string; code: string }> = {
  indonesia: { tag: 'id', waiting: 'Menunggu', code: 'Kode booking' },
  english: { tag: 'en', waiting: 'Waiting', code: 'Booking code' },
};

function eventLines(booking: IcsBooking, stamp: string, options: IcsOptions): string[] {
  const words = ICS_WORDS[options.language];
  const pending = booking.status === 'pending';
  const summary = `${pending ? `${words.waiting}: ` : ''}${booking.offering_name} - ${booking.customer_name}`;
  const description = `WhatsApp: ${booking.customer_whatsapp}\n${words.code}: ${booking.code}`;
  const text = (name: string, value: string) => `${name};LANGUAGE=${words.tag}:${escapeIcsText(value)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${booking.code}-${booking.id}@webku`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsUtc(booking.start_at)}`,
    `DTEND:${icsUtc(booking.end_at)}`,
    text('SUMMARY', summary),
    text('DESCRIPTION', description),
    ...(options.location ? [text('LOCATION', options.location)] : []),
    `STATUS:${pending ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** A whole calendar (RFC 5545) of the business's bookings, with CRLF line ends and folded lines. */
export function bookingCalendar(
  businessName: string,
  items: readonly IcsBooking[],
  now: Date,
  options: IcsOptions,
): string {
  const stamp = icsUtc(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Webku//Booking//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Booking ${businessName}`)}`,
    ...items.flatMap((booking) => eventLines(booking, stamp, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
