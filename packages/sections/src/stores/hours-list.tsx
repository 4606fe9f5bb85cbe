import type { HoursView } from '@webku/site/view-kit';

export function HoursList({ hours }: { hours: HoursView }) {
  if (hours.kind === 'none') return null;
  return (
    <dl className="hours">
      {hours.rows.map((row) => (
        <div className="hours-row" key={row.day}>
          <dt>{row.day}</dt>
          {row.hours && <dd>{row.hours}</dd>}
        </div>
      ))}
    </dl>
  );
}
