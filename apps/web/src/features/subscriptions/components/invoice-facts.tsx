import { formatRupiah } from '@webku/contract';
import type { InvoiceDetail } from '../api/use-invoice';

export function InvoiceFacts({ invoice }: { invoice: InvoiceDetail }) {
  const facts = [
    { label: 'No. invoice', value: invoice.invoice_number },
    { label: 'Domain', value: invoice.domain_url ?? '-' },
    { label: 'Total', value: formatRupiah(invoice.grand_total) },
  ];
  return (
    <dl className="mt-5 flex w-full flex-col gap-3 rounded-lg bg-neutral-50 p-4 text-left text-sm sm:flex-row sm:justify-between sm:gap-6">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-neutral-500">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-neutral-900 tabular-nums wrap-anywhere sm:whitespace-nowrap">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
