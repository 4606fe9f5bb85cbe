// Indonesian numbers as owners type them: '0812-3456-7890', '+62 812 3456 7890', '62812…', '(0812) …'.
export const WHATSAPP_NUMBER_EXAMPLE = '0812-3456-7890';

// What is left after the country code: 8 to 12 digits, never starting with the trunk 0.
const NATIONAL_NUMBER = /^[1-9]\d{7,11}$/;

// Returns the wa.me form ('62' + national number) or null when the text is not an Indonesian number.
export function normalizeWhatsappNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  let national: string;
  if (compact.startsWith('+62')) national = compact.slice(3);
  else if (compact.startsWith('62')) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  // A mobile number typed without its 0, as after picking +62 in a country list.
  else if (compact.startsWith('8')) national = compact;
  else return null;
  // '+62 (0)812…' keeps the trunk 0 that the country code replaces.
  if (national.startsWith('0')) national = national.slice(1);
  return NATIONAL_NUMBER.test(national) ? `62${national}` : null;
}

// '6281234567890' → '+62 812-3456-7890', for the admin to read back what was stored.
export function formatWhatsappNumber(normalized: string): string {
  const national = normalized.replace(/^62/, '');
  const groups = national.match(/^(\d{3})(\d{4})(\d+)$/);
  return groups ? `+62 ${groups[1]}-${groups[2]}-${groups[3]}` : `+62 ${national}`;
}
