import type { DnsRecord, DomainVerification } from '@webku/contract';
import { Info, RefreshCw, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useRenewDomainProof } from '../api/use-renew-domain-proof';
import { recordPurpose, recordStatusView, verificationView } from '../utils/dns-records';
import { formatIndonesianDateTime } from '../utils/format-date';
import { CopyButton } from './copy-button';
import { UnicodeDomainHint } from './unicode-domain-hint';

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

function RecordStatus({ record }: { record: DnsRecord }) {
  const view = recordStatusView(record);
  return (
    <Badge tone={view.tone} canWrap data-testid={`dns-status-${record.type}`}>
      {view.label}
    </Badge>
  );
}

function VerificationNote({ verification }: { verification: DomainVerification }) {
  const renew = useRenewDomainProof();
  const view = verificationView(verification);
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="domain-verification"
    >
      <p className="flex items-start gap-2 text-neutral-800">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-neutral-600" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{view.title}</strong>{' '}
          {verification.status === 'pending' && verification.expires_at
            ? `Pasang record TXT sebelum ${formatIndonesianDateTime(verification.expires_at)}. ${view.text}`
            : view.text}
        </span>
      </p>
      {verification.status === 'expired' && (
        <Button className="shrink-0" onClick={() => renew.mutate()} isLoading={renew.isPending}>
          {!renew.isPending && <RefreshCw aria-hidden="true" />}
          Buat Token Baru
        </Button>
      )}
    </div>
  );
}

// The records the owner sets at their DNS host for their own domain, each with what our last check
// found, and the proof of ownership (TXT), which is re-checked and so stays. Shown for as long as the
// subscription runs.
export function DnsRecordsCard({
  domain,
  records,
  verification,
}: {
  domain: string | null;
  records: DnsRecord[];
  verification: DomainVerification | null;
}) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="dns-heading">
      <h2 id="dns-heading" className="text-lg font-semibold tracking-tight text-neutral-900">
        Record DNS domain Anda
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-neutral-700">
        Masuk ke pengaturan DNS di tempat domain {domain ? <strong>{domain}</strong> : 'Anda'} dikelola, lalu
        buat record di bawah ini persis seperti tertulis. Hapus record A atau CNAME lama dengan nama yang sama
        bila ada.
      </p>
      <UnicodeDomainHint domain={domain} className="mt-1" />
      {verification && <VerificationNote verification={verification} />}

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
            <th scope="col" className="py-2 pr-4">
              Nilai (Target)
            </th>
            <th scope="col" className="w-36 py-2">
              Status
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
              <td className="py-2 pr-4">
                <CopyableValue value={record.value} label="Nilai" />
              </td>
              <td className="py-2">
                <RecordStatus record={record} />
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
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs font-medium tracking-wide text-neutral-600 uppercase">
                Record {record.type} · {recordPurpose(record)}
              </p>
              <RecordStatus record={record} />
            </div>
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
          setelah domain terbukti milik Anda dan terhubung, status berubah menjadi{' '}
          <strong>Domain Activated</strong> dan website Anda bisa dibuka di domain sendiri dengan HTTPS.
        </span>
      </p>
    </Card>
  );
}
