import type { VisitDay } from '@webku/contract';

/** A round top for the chart's scale (1, 2, 5 × 10ⁿ), never below 1. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((f) => f * power >= value)!;
  return step * power;
}

const shortDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** '24 Nov' for a YYYY-MM-DD day. */
export const formatShortDay = (day: string) => shortDate.format(Date.parse(`${day}T00:00:00Z`));
export const formatLongDay = (day: string) => longDate.format(Date.parse(`${day}T00:00:00Z`));

/** 1.234 — Indonesian digit grouping. */
export const formatCount = (value: number) => value.toLocaleString('id-ID');

/** What a day's column says when hovered or read out. */
export function dayDescription(day: VisitDay): string {
  return `${formatLongDay(day.day)}: ${formatCount(day.views)} kunjungan, ${formatCount(day.visitors)} pengunjung, ${formatCount(day.wa_orders)} pesanan WhatsApp`;
}

/** Share of a whole as a rounded percentage ('0%' for an empty whole). */
export function percent(part: number, whole: number): string {
  return `${whole ? Math.round((part / whole) * 100) : 0}%`;
}
