import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, invoiceStatusSchema } from '@webku/contract';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { invoicePollInterval } from '../utils/invoice-status';
import { subscriptionKeys } from './subscription-keys';

// GET invoice/{id}: what the status page shows beside the status, and the payment page to reopen.
export type InvoiceDetail = {
  id: number;
  invoice_number: string;
  status: string;
  grand_total: number;
  domain_url: string | null;
  payment_url: string | null;
  // A plan with a domain: the platform registers and points it; otherwise the owner points their own.
  is_include_domain: boolean;
};

function toInvoiceDetail(data: unknown): InvoiceDetail {
  const invoice = data as Partial<InvoiceDetail> | null;
  if (!invoice || typeof invoice.id !== 'number' || typeof invoice.invoice_number !== 'string')
    throw new Error('Invoice tidak terbaca');
  return {
    id: invoice.id,
    invoice_number: invoice.invoice_number,
    status: String(invoice.status ?? ''),
    grand_total: Number(invoice.grand_total ?? 0),
    domain_url: invoice.domain_url ?? null,
    payment_url: invoice.payment_url ?? null,
    is_include_domain: invoice.is_include_domain !== false,
  };
}

export function useInvoice(invoiceId: string) {
  return useQuery({
    queryKey: subscriptionKeys.invoice(invoiceId),
    queryFn: async ({ signal }) =>
      toInvoiceDetail(await api.get(API.admin.subscriptions.invoice(invoiceId), signal)),
    retry: 1,
  });
}

// The status is polled every 5 s, also while the owner is paying in the other tab.
export function useInvoiceStatus(invoiceId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: subscriptionKeys.invoiceStatus(invoiceId),
    queryFn: async ({ signal }) =>
      invoiceStatusSchema.parse(await api.get(API.admin.subscriptions.invoiceStatus(invoiceId), signal)),
    refetchInterval: (q) => invoicePollInterval(q.state.data?.subscriptionStatus),
    refetchIntervalInBackground: true,
    retry: false,
  });
  const status = query.data?.subscriptionStatus;

  // A paid invoice changes the subscription card: forget the cached one.
  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
  }, [status, queryClient]);

  return query;
}
