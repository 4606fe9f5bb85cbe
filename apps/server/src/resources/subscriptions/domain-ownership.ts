import { and, type DbOrTx, eq, invoices, ne, sql, subscriptions } from '@webku/db';

export type DomainHolder = 'none' | 'own' | 'other';

// Who holds a domain on the platform. A subscription that was never paid holds its domain only while
// its invoice can still be paid; after that the name is free for others again.
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
    .select({
      companyId: subscriptions.company_id,
      status: subscriptions.status,
      invoiceStatus: invoices.status,
      invoiceCreatedAt: invoices.created_at,
    })
    .from(subscriptions)
    .leftJoin(invoices, eq(invoices.id, subscriptions.invoice_id))
    .where(sql`lower(${subscriptions.domain_url}) = ${domain}`);
  let holder: DomainHolder = 'none';
  for (const row of rows) {
    if (row.companyId === companyId) {
      holder = holder === 'none' ? 'own' : holder;
      continue;
    }
    if (row.status !== 'pending') return 'other';
    const payable =
      row.invoiceStatus === 'pending' &&
      !!row.invoiceCreatedAt &&
      row.invoiceCreatedAt.getTime() + invoiceTtlMs > now.getTime();
    if (payable) return 'other';
  }
  return holder;
}

// Frees a domain from other companies' subscriptions that were never paid: called once their invoices
// have lapsed (a new invoice), or when a payment for the domain has arrived (it wins).
export async function releaseUnpaidReservations(
  tx: DbOrTx,
  { companyId, domain }: { companyId: number; domain: string },
) {
  await tx
    .update(subscriptions)
    .set({ domain_url: null })
    .where(
      and(
        sql`lower(${subscriptions.domain_url}) = ${domain}`,
        ne(subscriptions.company_id, companyId),
        eq(subscriptions.status, 'pending'),
      ),
    );
}
