import type { DomainRegistration } from '@webku/contract';
import { and, type DbOrTx, desc, domainRegistrations, eq, invoices, type Tx } from '@webku/db';
import { enqueueJob } from '../../jobs/job-runner';
import type { RegistrationRow } from '../../jobs/register-domain.job';
import { ownedBy } from '../../site-content/tenant-store';

export const REGISTER_DOMAIN_JOB = 'register-domain';

// A paid invoice for a plan with a domain: one registration row per invoice (the unique index makes a
// replayed payment event a no-op) and one job that carries it out. A name the company already had
// registered is renewed instead.
export async function startDomainRegistration(
  tx: Tx,
  { companyId, invoiceId, domain }: { companyId: number; invoiceId: number; domain: string },
): Promise<void> {
  const [earlier] = await tx
    .select({ id: domainRegistrations.id })
    .from(domainRegistrations)
    .where(
      and(
        ownedBy(domainRegistrations, companyId),
        eq(domainRegistrations.domain, domain),
        eq(domainRegistrations.status, 'registered'),
      ),
    )
    .limit(1);
  const [row] = await tx
    .insert(domainRegistrations)
    .values({ company_id: companyId, invoice_id: invoiceId, domain, kind: earlier ? 'renew' : 'register' })
    .onConflictDoNothing({ target: domainRegistrations.invoice_id })
    .returning({ id: domainRegistrations.id });
  if (row) await enqueueRegistrationJob(tx, { companyId, registrationId: row.id });
}

export async function enqueueRegistrationJob(
  tx: Tx,
  { companyId, registrationId }: { companyId: number; registrationId: number },
) {
  await enqueueJob(tx, { type: REGISTER_DOMAIN_JOB, company_id: companyId, payload: { registrationId } });
}

// The company's newest registration, as the subscription screen shows it.
export async function findLatestRegistration(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ registration: domainRegistrations, refundRequestedAt: invoices.refund_requested_at })
    .from(domainRegistrations)
    .innerJoin(invoices, eq(invoices.id, domainRegistrations.invoice_id))
    .where(ownedBy(domainRegistrations, companyId))
    .orderBy(desc(domainRegistrations.id))
    .limit(1);
  return row ?? null;
}

export function toRegistrationView(row: RegistrationRow, refundRequestedAt: Date | null): DomainRegistration {
  const status = row.status as DomainRegistration['status'];
  return {
    status,
    domain: row.domain,
    expires_at: row.expires_at?.toISOString() ?? null,
    message: registrationMessage(row),
    invoice_id: row.invoice_id,
    refund_requested: !!refundRequestedAt,
    can_choose_new_name: status === 'failed' && row.kind === 'register',
  };
}

// What the owner reads: why it waits, or why it failed and what they can do.
export function registrationMessage(row: Pick<RegistrationRow, 'status' | 'failure' | 'domain' | 'kind'>) {
  const d = row.domain;
  const choose =
    'Pilih nama domain lain untuk invoice yang sama di bawah ini; bila tidak, pembayaran untuk domain ini kami kembalikan.';
  if (row.status === 'registered') return null;
  if (row.status === 'pending') {
    if (row.failure === 'unreachable') {
      return `Layanan pendaftaran domain sedang tidak bisa dihubungi. Kami mencoba lagi otomatis untuk ${d}; Anda tidak perlu melakukan apa pun.`;
    }
    return row.kind === 'renew'
      ? `Domain ${d} sedang diperpanjang. Biasanya hanya beberapa menit.`
      : `Domain ${d} sedang didaftarkan atas nama Webku untuk website Anda. Biasanya hanya beberapa menit; sementara itu website tetap bisa dibuka di alamat Webku Anda.`;
  }
  if (row.kind === 'renew') {
    return `Perpanjangan domain ${d} di pendaftar domain gagal, jadi pembayaran untuk perpanjangan ini kami tandai untuk dikembalikan. Domain tetap terdaftar sampai tanggal berakhirnya; hubungi kami untuk memperpanjangnya.`;
  }
  if (row.failure === 'taken') {
    return `Domain ${d} ternyata sudah didaftarkan pihak lain sebelum pembayaran Anda selesai, jadi tidak bisa kami daftarkan. ${choose}`;
  }
  if (row.failure === 'unreachable') {
    return `Domain ${d} belum bisa didaftarkan karena layanan pendaftaran domain tidak bisa dihubungi selama beberapa jam. ${choose}`;
  }
  return `Pendaftar domain menolak pendaftaran ${d}. ${choose}`;
}
