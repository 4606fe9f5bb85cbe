import { describe, expect, it } from 'vitest';
import { bookingCalendar, escapeIcsText, foldIcsLine, type IcsBooking, icsUtc } from './booking-ics';

const PLAIN = { location: null, language: 'indonesia' } as const;

const octets = (line: string) => new TextEncoder().encode(line).length;

const HAIRCUT: IcsBooking = {
  id: 7,
  code: 'K7PQ2M',
  status: 'confirmed',
  offering_name: 'Potong rambut',
  customer_name: 'Sari',
  customer_whatsapp: '6281234567001',
  // Monday 30 November 2026, 10:00-11:00 WITA.
  start_at: new Date('2026-11-30T10:00:00+08:00'),
  end_at: new Date('2026-11-30T11:00:00+08:00'),
};

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes alone', () => {
    expect(escapeIcsText('Jam: 10.00 "pagi"')).toBe('Jam: 10.00 "pagi"');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds long Indonesian text with emoji at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Creambath & pijat kepala – Ibu Ni Luh Ayu 💇‍♀️🌺 '.repeat(4)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      // A lone surrogate would be half an emoji.
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding (dropping each CRLF and the space after it) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('bookingCalendar', () => {
  const now = new Date('2026-11-29T01:50:00Z');

  it('writes the calendar and one confirmed event in UTC, with CRLF line ends', () => {
    const text = bookingCalendar('Salon Ayu', [HAIRCUT], now, PLAIN);
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Webku//Booking//ID',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Booking Salon Ayu',
        'BEGIN:VEVENT',
        'UID:K7PQ2M-7@webku',
        'DTSTAMP:20261129T015000Z',
        'DTSTART:20261130T020000Z',
        'DTEND:20261130T030000Z',
        'SUMMARY;LANGUAGE=id:Potong rambut - Sari',
        'DESCRIPTION;LANGUAGE=id:WhatsApp: 6281234567001\\nKode booking: K7PQ2M',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('marks a pending request as tentative and says it waits', () => {
    const text = bookingCalendar('Salon, Spa; & Co', [{ ...HAIRCUT, status: 'pending' }], now, PLAIN);
    expect(text).toContain('\r\nSUMMARY;LANGUAGE=id:Menunggu: Potong rambut - Sari\r\n');
    expect(text).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Booking Salon\\, Spa\\; & Co\r\n');
  });

  it('writes an empty calendar when there is nothing booked', () => {
    expect(bookingCalendar('Salon Ayu', [], now, PLAIN)).not.toContain('BEGIN:VEVENT');
  });

  it("carries the place and writes the event in the reader's language", () => {
    const text = bookingCalendar('Surf Bajo', [{ ...HAIRCUT, status: 'pending' }], now, {
      location: 'Jl. Soekarno Hatta No. 5, Labuan Bajo',
      language: 'english',
    });
    expect(text).toContain('\r\nLOCATION;LANGUAGE=en:Jl. Soekarno Hatta No. 5\\, Labuan Bajo\r\n');
    expect(text).toContain('\r\nSUMMARY;LANGUAGE=en:Waiting: Potong rambut - Sari\r\n');
    expect(text).toContain('6281234567001\\nBooking code: K7PQ2M');
    expect(bookingCalendar('Salon Ayu', [HAIRCUT], now, PLAIN)).not.toContain('LOCATION');
  });
});

describe('icsUtc', () => {
  it('drops the milliseconds and separators', () => {
    expect(icsUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
