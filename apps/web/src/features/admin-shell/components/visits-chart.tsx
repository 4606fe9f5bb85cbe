import type { VisitDay } from '@webku/contract';
import { dayDescription, formatCount, formatShortDay, niceMax } from '../utils/visit-chart';

// One column per day; the SVG stretches to the card's width, so the labels live in HTML around it.
const SLOT = 10;
const BAR = 7;
const VIEWS_HEIGHT = 100;
const ORDERS_HEIGHT = 28;

// The last 30 days: views (light) with unique visitors in front (dark), and WhatsApp orders on their
// own scale underneath, since a handful of orders would vanish beside hundreds of views.
export function VisitsChart({ days }: { days: VisitDay[] }) {
  const viewsMax = niceMax(Math.max(...days.map((d) => d.views)));
  const ordersMax = niceMax(Math.max(...days.map((d) => d.wa_orders)));
  const width = days.length * SLOT;
  const height = (value: number, max: number, full: number) => (value / max) * full;
  const middle = days[Math.floor(days.length / 2)];

  return (
    <figure>
      <figcaption className="sr-only">
        Grafik 30 hari terakhir: kunjungan, pengunjung dan pesanan WhatsApp per hari.
      </figcaption>
      <div className="flex items-baseline justify-between text-xs text-neutral-500 tabular-nums">
        <span>Kunjungan per hari</span>
        <span>maks. {formatCount(viewsMax)}</span>
      </div>
      <svg
        viewBox={`0 0 ${width} ${VIEWS_HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 block h-36 w-full sm:h-44"
        role="img"
        aria-label={`Kunjungan dan pengunjung per hari, skala sampai ${formatCount(viewsMax)}`}
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={0}
            x2={width}
            y1={VIEWS_HEIGHT * f}
            y2={VIEWS_HEIGHT * f}
            className="stroke-neutral-200"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {days.map((d, i) => {
          const views = height(d.views, viewsMax, VIEWS_HEIGHT);
          const visitors = height(d.visitors, viewsMax, VIEWS_HEIGHT);
          const x = i * SLOT + (SLOT - BAR) / 2;
          return (
            <g key={d.day} data-day={d.day} data-views={d.views} data-visitors={d.visitors}>
              <title>{dayDescription(d)}</title>
              <rect x={i * SLOT} y={0} width={SLOT} height={VIEWS_HEIGHT} fill="transparent" />
              <rect
                x={x}
                y={VIEWS_HEIGHT - views}
                width={BAR}
                height={views}
                rx={1}
                className="fill-brand-200"
              />
              <rect
                x={x + 1}
                y={VIEWS_HEIGHT - visitors}
                width={BAR - 2}
                height={visitors}
                rx={1}
                className="fill-brand-600"
              />
            </g>
          );
        })}
        <line
          x1={0}
          x2={width}
          y1={VIEWS_HEIGHT}
          y2={VIEWS_HEIGHT}
          className="stroke-neutral-300"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-3 flex items-baseline justify-between text-xs text-neutral-500 tabular-nums">
        <span>Pesanan WhatsApp per hari</span>
        <span>maks. {formatCount(ordersMax)}</span>
      </div>
      <svg
        viewBox={`0 0 ${width} ${ORDERS_HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 block h-10 w-full"
        role="img"
        aria-label={`Pesanan WhatsApp per hari, skala sampai ${formatCount(ordersMax)}`}
      >
        {days.map((d, i) => {
          const orders = height(d.wa_orders, ordersMax, ORDERS_HEIGHT);
          return (
            <g key={d.day} data-day={d.day} data-orders={d.wa_orders}>
              <title>{dayDescription(d)}</title>
              <rect x={i * SLOT} y={0} width={SLOT} height={ORDERS_HEIGHT} fill="transparent" />
              <rect
                x={i * SLOT + (SLOT - BAR) / 2}
                y={ORDERS_HEIGHT - orders}
                width={BAR}
                height={orders}
                rx={1}
                className="fill-emerald-600"
              />
            </g>
          );
        })}
        <line
          x1={0}
          x2={width}
          y1={ORDERS_HEIGHT}
          y2={ORDERS_HEIGHT}
          className="stroke-neutral-300"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-1.5 flex justify-between text-xs text-neutral-500 tabular-nums" aria-hidden="true">
        <span>{formatShortDay(days[0]!.day)}</span>
        {middle && <span>{formatShortDay(middle.day)}</span>}
        <span>Hari ini</span>
      </div>
    </figure>
  );
}
