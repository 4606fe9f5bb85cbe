import { describe, expect, it } from 'vitest';
import { formatWhatsappNumber, normalizeWhatsappNumber } from './whatsapp-number';

describe('normalizeWhatsappNumber', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['62812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['(0812) 3456.7890', '6281234567890'],
    ['+62 (0)812 3456 7890', '6281234567890'],
    ['812-3456-7890', '6281234567890'],
    ['  0857 1234 567 ', '628571234567'],
    // A landline registered for WhatsApp Business (Jakarta 021).
    ['021 5550 1234', '622155501234'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeWhatsappNumber(input)).toBe(expected);
  });

  it.each([
    '',
    'nomor saya',
    '+1 415 555 0100',
    '+44 20 7946 0958',
    '0812',
    '0812-3456-7890-1234',
    '0000000000',
    '62',
    '+62',
    '0812345678a',
    '1234567890',
    '+62+81234567890',
  ])('refuses %j', (input) => {
    expect(normalizeWhatsappNumber(input)).toBeNull();
  });

  it('keeps an already normalised number unchanged', () => {
    const once = normalizeWhatsappNumber('0812-3456-7890') ?? '';
    expect(normalizeWhatsappNumber(once)).toBe(once);
  });
});

describe('formatWhatsappNumber', () => {
  it('groups a stored number for reading', () => {
    expect(formatWhatsappNumber('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatWhatsappNumber('62857123456')).toBe('+62 857-1234-56');
  });
});
