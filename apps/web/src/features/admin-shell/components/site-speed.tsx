import type { VitalsRow } from '@webku/contract';
import { Gauge, RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useVitals, VITALS_DAYS } from '../api/use-vitals';
import {
  fixLine,
  formatVital,
  PAGE_NAMES,
  type Verdict,
  VITAL_WORDS,
  verdict,
} from '../utils/vital-verdicts';

const MEASURES = ['lcp', 'inp', 'cls'] as const;
const DEVICE_NAMES = { mobile: 'Ponsel', desktop: 'Komputer' } as const;
const TONES: Record<Verdict['tone'], string> = {
  good: 'bg-emerald-50 text-emerald-800',
  fair: 'bg-amber-50 text-amber-800',
  poor: 'bg-red-50 text-red-800',
};

// The dashboard's "Kecepatan di perangkat pelanggan": p75 of what sampled visitors' browsers measured.
export function SiteSpeed() {
  const vitals = useVitals();
  return (
    <section aria-labelledby="speed-heading">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="speed-heading" className="text-lg font-semibold text-neutral-900">
            Kecepatan di perangkat pelanggan
          </h2>
          <p className="text-sm text-neutral-600">{VITALS_DAYS} hari terakhir · sebagian kunjungan</p>
        </div>
        {vitals.isError ? (
          <div className="mt-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-neutral-700">Data kecepatan belum bisa dimuat.</p>
            <Button variant="outline" onClick={() => vitals.refetch()} isLoading={vitals.isFetching}>
              {!vitals.isFetching && <RefreshCw aria-hidden="true" />}
              Coba lagi
            </Button>
          </div>
        ) : vitals.data ? (
          <SpeedBody rows={vitals.data} />
        ) : (
          <Skeleton className="mt-4 h-40 w-full" />
        )}
      </Card>
    </section>
  );
}

function SpeedBody({ rows }: { rows: VitalsRow[] }) {
  if (!rows.length)
    return (
      <EmptyState
        className="mt-4"
        icon={Gauge}
        title="Belum ada data kecepatan"
        description="Sebagian pengunjung (sekitar 1 dari 10) mengukur kecepatan halaman di perangkatnya sendiri. Angka muncul di sini setelah ada pengukuran pertama."
      />
    );
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-neutral-600">
        Angka ini didapat 3 dari 4 pengunjung, atau lebih baik. Batas “Cepat” dan “Stabil” mengikuti ukuran
        Google.
      </p>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li
            key={`${row.path} ${row.device}`}
            className="rounded-lg border border-neutral-200 p-3"
            data-vitals-page={row.path}
            data-vitals-device={row.device}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 className="font-semibold text-neutral-900">
                {PAGE_NAMES[row.path]} · {DEVICE_NAMES[row.device]}
              </h3>
              <span className="text-xs text-neutral-600 tabular-nums">{row.samples} pengukuran</span>
            </div>
            <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
              {MEASURES.map((metric) => {
                const p75 = row[`${metric}_p75`];
                const judged = p75 === null ? null : verdict(metric, p75);
                const fix = fixLine(row, metric);
                return (
                  <div key={metric} className="rounded-md bg-neutral-50 p-2" data-vital={metric}>
                    <dt className="text-sm font-medium text-neutral-800">
                      {VITAL_WORDS[metric].label}
                      <span className="block text-xs font-normal text-neutral-600">
                        {VITAL_WORDS[metric].hint}
                      </span>
                    </dt>
                    <dd className="mt-1 flex items-center justify-between gap-2">
                      <span className="tabular-nums text-neutral-900">
                        {p75 === null ? 'Belum diketuk' : formatVital(metric, p75)}
                      </span>
                      {judged && (
                        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[judged.tone]}`}>
                          {judged.word}
                        </span>
                      )}
                    </dd>
                    {fix && (
                      <dd className="mt-1 text-xs text-neutral-700" data-vital-fix={metric}>
                        {fix}
                      </dd>
                    )}
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
