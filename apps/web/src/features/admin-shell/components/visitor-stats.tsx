import { CLICK_PLATFORM_LABELS, type VisitStats } from '@webku/contract';
import { BarChart3, ExternalLink, Globe, MessageCircle, Phone, QrCode, RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useVisitStats } from '../api/use-visit-stats';
import { formatCount, percent } from '../utils/visit-chart';
import { LanguageViews } from './language-views';
import { StatRow } from './stat-row';
import { VisitsChart } from './visits-chart';

const HEADLINES = [
  { key: 'views', label: 'Kunjungan', swatch: 'bg-brand-200' },
  { key: 'visitors', label: 'Pengunjung', swatch: 'bg-brand-600' },
  { key: 'wa_orders', label: 'Pesanan WhatsApp', swatch: 'bg-emerald-600' },
] as const;

const ACTIONS = [
  { key: 'wa_taps', label: 'Ketuk tombol WhatsApp', icon: MessageCircle },
  { key: 'tel_taps', label: 'Ketuk nomor telepon', icon: Phone },
  { key: 'qris_opens', label: 'QRIS dibuka', icon: QrCode },
] as const;

const DEVICES = [
  { key: 'phone', label: 'Ponsel' },
  { key: 'tablet', label: 'Tablet' },
  { key: 'desktop', label: 'Komputer' },
] as const;

// The dashboard's "Statistik pengunjung": the last 30 days, counted without cookies.
export function VisitorStats() {
  const stats = useVisitStats();
  return (
    <section aria-labelledby="visits-heading">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="visits-heading" className="text-lg font-semibold text-neutral-900">
            Statistik pengunjung
          </h2>
          <p className="text-sm text-neutral-600">30 hari terakhir · tanpa cookie</p>
        </div>
        {stats.isError ? (
          <div className="mt-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-neutral-700">Statistik pengunjung belum bisa dimuat.</p>
            <Button variant="outline" onClick={() => stats.refetch()} isLoading={stats.isFetching}>
              {!stats.isFetching && <RefreshCw aria-hidden="true" />}
              Coba lagi
            </Button>
          </div>
        ) : stats.data ? (
          <StatsBody stats={stats.data} />
        ) : (
          <Skeleton className="mt-4 h-64 w-full" />
        )}
      </Card>
    </section>
  );
}

function StatsBody({ stats }: { stats: VisitStats }) {
  const { totals } = stats;
  const quiet =
    totals.views === 0 &&
    totals.wa_orders === 0 &&
    totals.wa_taps === 0 &&
    totals.tel_taps === 0 &&
    stats.clicks.every(({ clicks }) => clicks === 0);
  if (quiet) {
    return (
      <EmptyState
        className="mt-4"
        icon={BarChart3}
        title="Belum ada kunjungan"
        description="Angka muncul di sini setelah kunjungan pertama ke website Anda, dan diperbarui kira-kira setiap menit. Kunjungan dihitung tanpa cookie dan alamat IP pengunjung tidak disimpan."
      />
    );
  }
  const devices = totals.devices;
  const deviceViews = devices.phone + devices.tablet + devices.desktop;
  return (
    <div className="mt-4 space-y-6">
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {HEADLINES.map(({ key, label, swatch }) => (
          <div key={key} className="rounded-lg bg-neutral-50 p-3 sm:p-4" data-visits-total={key}>
            <dt className="flex items-center gap-1.5 text-xs font-medium text-neutral-600 sm:text-sm">
              <span className={`size-2.5 shrink-0 rounded-sm ${swatch}`} aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-neutral-900 sm:text-3xl">
              {formatCount(totals[key])}
            </dd>
          </div>
        ))}
      </dl>

      <VisitsChart days={stats.days} />

      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-neutral-700">Yang dilakukan pengunjung</h3>
          <ul className="mt-2 divide-y divide-neutral-100 text-sm">
            {ACTIONS.map(({ key, label, icon }) => (
              <StatRow key={key} icon={icon} label={label} count={totals[key]} data-visits-total={key} />
            ))}
            {/* Each platform the site links to (or that was tapped), as "Klik ke GoFood". */}
            {stats.clicks.map(({ platform, clicks }) => (
              <StatRow
                key={platform}
                icon={ExternalLink}
                label={`Klik ke ${CLICK_PLATFORM_LABELS[platform]}`}
                count={clicks}
                data-visits-click={platform}
              />
            ))}
            <li className="flex items-center justify-between gap-3 py-2">
              <span className="text-neutral-700">Perangkat</span>
              <span className="text-right tabular-nums text-neutral-900">
                {DEVICES.filter(({ key }) => devices[key] > 0)
                  .map(({ key, label }) => `${label} ${percent(devices[key], deviceViews)}`)
                  .join(' · ') || '–'}
              </span>
            </li>
            <LanguageViews languages={stats.languages} />
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-neutral-700">Asal pengunjung teratas</h3>
          {stats.referrers.length ? (
            <ol className="mt-2 space-y-1.5 text-sm">
              {stats.referrers.map(({ host, views }) => (
                <li
                  key={host}
                  className="relative overflow-hidden rounded-md px-2 py-1.5"
                  data-referrer={host}
                >
                  <span
                    className="absolute inset-y-0 left-0 bg-brand-50"
                    style={{ width: percent(views, stats.referrers[0]!.views) }}
                    aria-hidden="true"
                  />
                  <span className="relative flex items-center justify-between gap-3">
                    <span className="flex min-w-0 items-center gap-2 text-neutral-800">
                      <Globe className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
                      <span className="truncate">{host}</span>
                    </span>
                    <span className="font-semibold tabular-nums text-neutral-900">{formatCount(views)}</span>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-neutral-600">
              Belum ada. Pengunjung yang datang dari Google, Instagram atau situs lain akan tercatat di sini.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
