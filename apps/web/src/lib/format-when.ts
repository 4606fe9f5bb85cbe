const WHEN = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

// '24 Nov 2026, 05.30': when a backup or a restore point was made, in the owner's time zone.
export function formatWhen(iso: string): string {
  return WHEN.format(new Date(iso));
}
