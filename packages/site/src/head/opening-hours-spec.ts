import { DAYS_OF_WEEK, type OpeningHour } from '@webku/contract';

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

const SCHEMA_DAY = (day: string) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

// Days with the same hours share one entry; closed days are simply absent, as schema.org expects.
export function openingHoursSpecification(hours: readonly OpeningHour[]): OpeningHoursSpecification[] {
  const groups = new Map<string, OpeningHoursSpecification>();
  const sorted = [...hours].sort(
    (a, b) => DAYS_OF_WEEK.indexOf(a.day_of_week) - DAYS_OF_WEEK.indexOf(b.day_of_week),
  );
  for (const hour of sorted) {
    if (hour.is_closed || !hour.opening_time || !hour.closing_time) continue;
    const opens = hour.opening_time.slice(0, 5);
    const closes = hour.closing_time.slice(0, 5);
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens, closes };
    group.dayOfWeek.push(SCHEMA_DAY(hour.day_of_week));
    groups.set(key, group);
  }
  return [...groups.values()];
}
