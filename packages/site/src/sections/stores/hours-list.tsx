import type { HoursView } from '../../data/opening-hours';

export function HoursList({ hours }: { hours: HoursView }) {
  if (hours.kind === 'default') return <p className="hours-default">{hours.text}</p>;
  return (
    <dl className="hours">
      {hours.rows.map((row) => (
        <div className="hours-row" key={row.day}>
          <dt>{row.day}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
