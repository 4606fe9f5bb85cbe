// "45 detik", "12 menit", "3 jam": rounded up, so waiting the time said is always enough.
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} detik`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} menit`;
  return `${Math.ceil(minutes / 60)} jam`;
}
