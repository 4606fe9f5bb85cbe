const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), UNITS.length - 1);
  // parseFloat drops the trailing zeros toFixed leaves ('1.50' -> 1.5).
  const amount = Number.parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${amount} ${UNITS[exponent]}`;
}
