import type { DnsRecord, DnsRecordStatus, DomainVerification, Subscription } from '@webku/contract';
import { type Db, eq, invoices, plans, subscriptions } from '@webku/db';
import { expectedDnsRecords } from '../../providers/dns/index';
import { ownedBy } from '../../site-content/tenant-store';
import { proofRecordName } from '../../subscriptions/domain-proof';
import { finalPrice } from '../plans/plans.service';
import { findDomainLock, findWaitingInvoice } from './domain-lock';
import { findLatestRegistration, toRegistrationView } from './domain-registration';

const DAY_MS = 86_400_000;

export type DnsTarget = { platformIpv4: string; cnameTarget: string };

// The subscription screen's card (plan, status, domain and dates), plus the DNS records to set once paid.
export async function getMySubscription(
  db: Db,
  {
    companyId,
    dns,
    invoiceTtlMs,
    now = new Date(),
  }: { companyId: number; dns: DnsTarget; invoiceTtlMs: number; now?: Date },
): Promise<Subscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans, invoice: invoices })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .leftJoin(invoices, eq(invoices.id, subscriptions.invoice_id))
    .where(ownedBy(subscriptions, companyId))
    .limit(1);
  if (!row) return null;
  const { subscription: s, plan, invoice } = row;
  const waiting = await findWaitingInvoice(db, { companyId, invoiceTtlMs, now });
  // Never paid and nothing left to pay (lapsed or cancelled): there is no subscription to show.
  if (s.status === 'pending' && !waiting) return null;
  const lock = await findDomainLock(db, { companyId, invoiceTtlMs, now });
  // Only plans that include a domain register one; hosting-only shows the records to set instead.
  const registration = s.is_domain ? await findLatestRegistration(db, companyId) : null;
  const validUntil = s.valid_until;
  const isActive = s.status === 'active';
  return {
    status: s.status,
    is_expired: isActive && !!validUntil && validUntil <= now,
    days_remaining: validUntil
      ? Math.max(0, Math.ceil((validUntil.getTime() - now.getTime()) / DAY_MS))
      : null,
    description: plan.description,
    valid_until: validUntil?.toISOString() ?? null,
    is_hosting: s.is_hosting,
    is_domain: s.is_domain,
    domain_url: s.domain_url,
    is_dns_pointed: s.is_dns_pointed,
    subscription_plan: {
      name: plan.name,
      final_price: finalPrice(plan),
      subscription_level: plan.subscription_level,
    },
    subscription_invoice: invoice
      ? {
          invoice_number: invoice.invoice_number,
          grand_total: Math.round(invoice.grand_total),
          status: invoice.status,
          domain_url: invoice.domain_url,
        }
      : null,
    // A registered domain gets its records from us at the registrar; the owner sets them only for their own.
    dns_records: isActive && s.domain_url && !s.is_domain ? ownerRecords(s, dns) : [],
    domain_verification: isActive && s.domain_url && !s.is_domain ? verificationOf(s, now) : null,
    pending_invoice: waiting
      ? {
          id: waiting.id,
          invoice_number: waiting.invoice_number,
          domain_url: waiting.domain_url,
          grand_total: Math.round(waiting.grand_total),
          payment_url: waiting.payment_url,
          expires_at: new Date(waiting.created_at.getTime() + invoiceTtlMs).toISOString(),
        }
      : null,
    locked_domain: lock?.domain ?? null,
    domain_registration: registration
      ? toRegistrationView(registration.registration, registration.refundRequestedAt)
      : null,
  };
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

// A, CNAME and the TXT record with the owner's token (re-checked after the proof, so it stays); each with
// what the last DNS check found.
function ownerRecords(s: SubscriptionRow, dns: DnsTarget): DnsRecord[] {
  const domain = s.domain_url!.toLowerCase();
  const seen = s.dns_check;
  const status = (state: DnsRecordStatus | null | undefined): DnsRecordStatus => state ?? 'unchecked';
  const [a, www] = expectedDnsRecords(domain, dns.platformIpv4, dns.cnameTarget);
  const records: DnsRecord[] = [
    { ...a!, status: status(seen?.a) },
    { ...www!, status: status(seen?.www) },
  ];
  if (s.domain_token) {
    records.push({
      type: 'TXT',
      name: proofRecordName(domain),
      value: s.domain_token,
      status: status(seen?.txt),
    });
  }
  return records;
}

function verificationOf(s: SubscriptionRow, now: Date): DomainVerification {
  const checkedAt = s.dns_check?.checked_at ?? null;
  if (s.domain_verified_at) return { status: 'verified', expires_at: null, checked_at: checkedAt };
  const expiresAt = s.domain_token_expires_at;
  return {
    status: expiresAt && expiresAt > now && s.domain_token ? 'pending' : 'expired',
    expires_at: expiresAt?.toISOString() ?? null,
    checked_at: checkedAt,
  };
}
