import type { AccountSummary } from '@webku/contract';
import { companies, type Db, eq, invoices, keptInvoices, plans, subscriptions, users } from '@webku/db';
import { ConflictError, ValidationError } from '../errors';
import { companyPrefix } from '../images/asset-paths';
import type { StorageProvider } from '../providers/storage/index';
import { ownedBy } from '../site-content/tenant-store';
import type { SiteContentPort } from './replace-site-content';

type Deps = { db: Db; storage: StorageProvider; site: SiteContentPort };

/** What the owner sees before confirming: the slug to type and a subscription that would end. */
export async function accountSummary(db: Db, companyId: number): Promise<AccountSummary> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [sub] = await db
    .select({ subscription: subscriptions, plan_name: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(ownedBy(subscriptions, companyId));
  const s = sub?.subscription;
  return {
    slug: company!.slug,
    company_name: company!.name,
    subscription:
      s && s.status !== 'pending'
        ? {
            status: s.status,
            plan_name: sub.plan_name,
            domain_url: s.domain_url,
            valid_until: s.valid_until?.toISOString() ?? null,
          }
        : null,
  };
}

/**
 * Deletes the user and the company with everything it owns (content, restore points, sessions,
 * subscription, uploads). Paid invoices are copied to kept_invoices first, without personal data.
 */
export async function deleteAccount(
  { db, storage, site }: Deps,
  { userId, companyId, slugConfirmation }: { userId: number; companyId: number; slugConfirmation: string },
): Promise<void> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company || slugConfirmation.trim().toLowerCase() !== company.slug)
    throw new ValidationError(`Konfirmasi alamat situs tidak cocok: ketik "${company?.slug}" persis`);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ invoice: invoices, plan_name: plans.name })
      .from(invoices)
      .innerJoin(plans, eq(plans.id, invoices.plan_id))
      .where(ownedBy(invoices, companyId));
    // Only money that moved needs a record; pending and expired invoices go with the company.
    const kept = rows.filter(({ invoice }) => invoice.paid_at || invoice.status === 'paid');
    if (kept.length)
      await tx.insert(keptInvoices).values(
        kept.map(({ invoice, plan_name }) => ({
          invoice_number: invoice.invoice_number,
          plan_name,
          grand_total: invoice.grand_total,
          status: invoice.status,
          provider: invoice.provider,
          provider_invoice_id: invoice.provider_invoice_id,
          paid_at: invoice.paid_at,
          refund_requested_at: invoice.refund_requested_at,
          issued_at: invoice.created_at,
        })),
      );
    // Announced while the company still exists, delivered at commit: every other instance drops the
    // site from its caches too.
    await site.recordChange(tx, companyId);
    // The user's row takes the company (and so every company-owned row) and the sessions with it.
    await tx.delete(users).where(eq(users.id, userId));
  });
  await storage.deletePrefix(companyPrefix(companyId));
  // The company is gone: every cache of its site (payload, pages, slug and domain look-ups) drops it.
  await site.contentChanged(companyId);
}

/**
 * A member of someone's team deletes their own account: their memberships and sessions go with it, every
 * company stays. Someone who also owns a website deletes the account from that website's admin, where
 * the deletion names everything that goes with it.
 */
export async function deleteMemberAccount(
  db: Db,
  userId: number,
  company: { slug: string },
  slugConfirmation: string,
): Promise<void> {
  if (slugConfirmation.trim().toLowerCase() !== company.slug)
    throw new ValidationError(`Konfirmasi alamat situs tidak cocok: ketik "${company.slug}" persis`);
  const [owned] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.owner_user_id, userId));
  if (owned)
    throw new ConflictError(
      `Anda juga pemilik website "${owned.name}": hapus akun dari admin website itu, supaya jelas apa saja yang ikut terhapus`,
    );
  await db.delete(users).where(eq(users.id, userId));
}
