import type { DnsRecord } from '@webku/contract';
import { Info } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CopyButton } from './copy-button';

function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      <code className="min-w-0 wrap-anywhere rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-sm text-neutral-900">
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </div>
  );
}

// Shown while a paid subscription waits for its domain to point here (is_dns_pointed false).
export function DnsRecordsCard({ domain, records }: { domain: string | null; records: DnsRecord[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 id="dns-heading" className="text-lg font-semibold tracking-tight text-neutral-900">
        Arahkan domain ke Webku
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-neutral-700">
        Masuk ke pengaturan DNS di tempat domain {domain ? <strong>{domain}</strong> : 'Anda'} dikelola, lalu
        buat record di bawah ini persis seperti tertulis. Hapus record A atau CNAME lama dengan nama yang sama
        bila ada.
      </p>

      <table className="mt-5 hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Record DNS yang perlu dibuat</caption>
        <thead className="border-b border-neutral-200 text-xs font-medium tracking-wide text-neutral-600 uppercase">
          <tr>
            <th scope="col" className="w-20 py-2 pr-4">
              Tipe
            </th>
            <th scope="col" className="py-2 pr-4">
              Nama (Host)
            </th>
            <th scope="col" className="py-2">
              Nilai (Target)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {records.map((record) => (
            <tr key={`${record.type}-${record.name}`} className="align-middle">
              <td className="py-2 pr-4 font-semibold text-neutral-900">{record.type}</td>
              <td className="py-2 pr-4">
                <CopyableValue value={record.name} label="Nama" />
              </td>
              <td className="py-2">
                <CopyableValue value={record.value} label="Nilai" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="mt-4 space-y-3 md:hidden" aria-label="Record DNS yang perlu dibuat">
        {records.map((record) => (
          <li
            key={`${record.type}-${record.name}`}
            className="rounded-lg border border-neutral-200 bg-neutral-50 p-3"
          >
            <p className="text-xs font-medium tracking-wide text-neutral-600 uppercase">
              Record {record.type}
            </p>
            <dl className="mt-1 space-y-1 text-sm">
              <div>
                <dt className="text-neutral-600">Nama (Host)</dt>
                <dd>
                  <CopyableValue value={record.name} label="Nama" />
                </dd>
              </div>
              <div>
                <dt className="text-neutral-600">Nilai (Target)</dt>
                <dd>
                  <CopyableValue value={record.value} label="Nilai" />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <p className="mt-5 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Perubahan DNS biasanya aktif dalam beberapa menit, paling lama 24 jam. Kami memeriksanya otomatis;
          setelah terhubung, status berubah menjadi <strong>Domain Activated</strong> dan website Anda bisa
          dibuka di domain sendiri dengan HTTPS.
        </span>
      </p>
    </Card>
  );
}
