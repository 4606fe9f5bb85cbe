// valid_until as an Indonesian date ('12 Maret 2027'); missing or unreadable dates show '-'.
export function formatIndonesianDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

// An invoice's deadline: the date and the hour ('25 November 2026 pukul 02.27').
export function formatIndonesianDateTime(iso: string | null | undefined, timeZone?: string): string {
  const day = formatIndonesianDate(iso, timeZone);
  if (day === '-') return day;
  const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso!),
  );
  return `${day} pukul ${time}`;
}

export function formatDaysRemaining(days: number | null | undefined): string {
  if (days === null || days === undefined) return '-';
  return `${days} hari`;
}
