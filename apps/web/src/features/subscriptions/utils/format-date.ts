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

export function formatDaysRemaining(days: number | null | undefined): string {
  if (days === null || days === undefined) return '-';
  return `${days} hari`;
}
