import { contentSectionDefinitions, type SiteContentCounts } from '@webku/contract';

// The content sections' rows in page order, then the images.
const ROWS: { key: keyof SiteContentCounts; label: string }[] = [
  ...contentSectionDefinitions().flatMap((section) =>
    section.counts.map(({ key, label }) => ({ key, label })),
  ),
  { key: 'images', label: 'Gambar' },
];

type Props = { current: SiteContentCounts; incoming: SiteContentCounts; incomingLabel: string };

// Section by section: what the site has now and what it will have after the replacement.
export function ContentCounts({ current, incoming, incomingLabel }: Props) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-neutral-200 text-xs text-neutral-500">
          <th className="py-1.5 pr-2 font-medium">Bagian</th>
          <th className="px-2 py-1.5 text-right font-medium">Sekarang</th>
          <th className="py-1.5 pl-2 text-right font-medium">{incomingLabel}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ key, label }) => (
          <tr key={key} className="border-b border-neutral-100 last:border-0">
            <td className="py-1.5 pr-2 text-neutral-700">{label}</td>
            <td className="px-2 py-1.5 text-right tabular-nums text-neutral-900">{current[key]}</td>
            <td
              className={`py-1.5 pl-2 text-right tabular-nums ${current[key] === incoming[key] ? 'text-neutral-900' : 'font-semibold text-amber-700'}`}
            >
              {incoming[key]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
