import { and, type DbOrTx, invoices, ne, type SQL, sql, subscriptions } from '@webku/db';

export type DomainHolder = 'none' | 'own' | 'other';

// When a subscription holds its domain, so that no other company can claim it:
// - a domain we register (is_domain) once paid, and while unpaid as long as its invoice can be paid;
// - a domain the owner brought (hosting only) only once proven by its TXT record, and only while the
//   subscription runs: an unproven claim holds nothing, and a lapsed one can be proven by someone else.
function holdsDomain(invoiceTtlMs: number, now: Date): SQL {
  const payableSince = new Date(now.getTime() - invoiceTtlMs);
  return sql`(
    (${subscriptions.is_domain} and (${subscriptions.status} <> 'pending' or exists (
      select 1 from ${invoices}
      where ${invoices.id} = ${subscriptions.invoice_id} and ${invoices.status} = 'pending'
        and ${invoices.created_at} > ${payableSince})))
    or (not ${subscriptions.is_domain} and ${subscriptions.domain_verified_at} is not null
      and ${subscriptions.status} = 'active' and ${subscriptions.valid_until} > ${now})
  )`;
}

const onDomain = (domain: string) => sql`lower(${subscriptions.domain_url}) = ${domain.toLowerCase()}`;

// Who holds a domain on the platform: the asking company itself ('own', renewal), another one, or nobody.
export async function domainHolder(
  db: DbOrTx,
  {
    companyId,
    domain,
    invoiceTtlMs,
    now = new Date(),
  }: {
    companyId: number;
    domain: string;
    invoiceTtlMs: number;
    now?: Date;
  },
): Promise<DomainHolder> {
  const rows = await db
    .select({ companyId: subscriptions.company_id, holds: sql<boolean>`${holdsDomain(invoiceTtlMs, now)}` })
    .from(subscriptions)
    .where(onDomain(domain));
  if (rows.some((row) => row.companyId !== companyId && row.holds)) return 'other';
  return rows.some((row) => row.companyId === companyId) ? 'own' : 'none';
}

// What a subscription drops with its domain: the claim, its proof and what DNS said about it.
export const NO_DOMAIN = {
  domain_url: null,
  domain_token: null,
  domain_token_expires_at: null,
  domain_verified_at: null,
  dns_check: null,
  is_dns_pointed: false,
} as const;

// Frees a domain from the other companies' subscriptions that have not paid for it or do not hold it
// (see holdsDomain): unproven claims, lapsed proofs, registrations still waiting for payment. Called
// when a company has just won the name: its payment for a registration arrived, its proof was found,
// or it reserves the name to register once every unpaid invoice for it has lapsed.
export async function releaseDomainClaims(
  tx: DbOrTx,
  { companyId, domain, now = new Date() }: { companyId: number; domain: string; now?: Date },
) {
  const released = await tx
    .update(subscriptions)
    .set(NO_DOMAIN)
    .where(
      and(
        onDomain(domain),
        ne(subscriptions.company_id, companyId),
        sql`(${subscriptions.status} = 'pending' or not ${holdsDomain(0, now)})`,
      ),
    )
    .returning({ companyId: subscriptions.company_id });
  return released.map((row) => row.companyId);
}
