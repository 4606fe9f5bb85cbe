import type { Db } from '@webku/db';
import type { DomainProvider } from '../../providers/domains/index';
import type { PaymentProvider } from '../../providers/payment/index';
import type { AppliedEvent } from './apply-payment-event';
import type { InvoiceStatusChecker } from './invoice-status.service';
import type { DnsTarget } from './my-subscription.service';

export type SubscriptionDeps = {
  db: Db;
  // null when selling is switched off.
  payment: PaymentProvider | null;
  domains: DomainProvider;
  // False when no registrar is configured: plans that include a domain cannot be sold.
  canRegister: boolean;
  publicBaseUrl: string;
  invoiceDurationSeconds: number;
  dnsTarget: DnsTarget;
  statusChecker: InvoiceStatusChecker;
  // After an event changed an invoice: drop the company's cached pages, start the DNS check.
  afterPaymentEvent: (applied: AppliedEvent) => Promise<void>;
};
