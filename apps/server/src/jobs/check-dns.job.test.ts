import {
  companies,
  type DbHandle,
  domainRegistrations,
  eq,
  invoices,
  jobs,
  plans,
  subscriptions,
  users,
} from '@webku/db';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../../../../tests/fakes/dns-server';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { NodeResolverDnsChecker } from '../providers/dns/node-resolver';
import { ContentChanges } from '../site-content/content-changes';
import { findActiveDomain, findCompanyByDomain } from '../tenancy/resolve-tenant';
import {
  CHECK_DNS_JOB,
  checkDnsJob,
  enqueueDnsCheck,
  scheduleDnsRechecks,
  wakeDnsCheck,
} from './check-dns.job';
import { JobRunner } from './job-runner';

let handle: DbHandle;
let dns: FakeDns;
let runner: JobRunner;
let invalidated: number[];
const INTERVAL = 60_000;
const RECHECK = 86_400_000;

beforeAll(async () => {
  handle = await openTestDb();
  dns = await startFakeDns();
  const changes = new ContentChanges();
  changes.onChange((companyId) => void invalidated.push(companyId));
  const checker = new NodeResolverDnsChecker({
    ipv4: '203.0.113.10',
    cnameTarget: 'webku.id',
    servers: [dns.server],
    timeoutMs: 300,
  });
  runner = new JobRunner(
    handle.db,
    {
      [CHECK_DNS_JOB]: checkDnsJob(checker, { intervalMs: INTERVAL, recheckMs: RECHECK }, changes),
    },
    pino({ level: 'silent' }),
    { pollMs: 50, leaseMs: 60_000 },
  );
});
afterAll(async () => {
  await dns?.close();
  await handle?.close();
});
beforeEach(() => {
  invalidated = [];
  dns.clear();
  dns.setSilent(false);
});

let counter = 0;
// A company that has paid for `domain`, whose DNS check is queued.
async function paidCompany(domain: string, validUntil = new Date(Date.now() + 86_400_000)) {
  counter += 1;
  const db = handle.db;
  const [user] = await db
    .insert(users)
    .values({ name: 'Pemilik', email: `dns${counter}@example.id` })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ owner_user_id: user!.id, name: `Toko ${counter}`, slug: `toko-dns-${counter}` })
    .returning();
  const [plan] = await db.insert(plans).values({ name: 'Paket', price: 399_000 }).returning();
  await db.insert(subscriptions).values({
    company_id: company!.id,
    plan_id: plan!.id,
    status: 'active',
    domain_url: domain,
    valid_from: new Date(),
    valid_until: validUntil,
  });
  const job = await enqueueDnsCheck(db, { companyId: company!.id, domain });
  return { companyId: company!.id, jobId: job!.id };
}

const jobRow = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const pointed = async (companyId: number) =>
  (await handle.db.select().from(subscriptions).where(eq(subscriptions.company_id, companyId)))[0]!
    .is_dns_pointed;

describe('DNS pointing job (against a local DNS server)', () => {
  it('marks the subscription pointed and drops the cached site once the records lead here', async () => {
    dns.set('kopisenja.com', [{ type: 'A', data: '203.0.113.10' }]);
    dns.set('www.kopisenja.com', [{ type: 'CNAME', data: 'webku.id' }]);
    const { companyId, jobId } = await paidCompany('kopisenja.com');
    const before = Date.now();
    await runner.drain();
    expect(await pointed(companyId)).toBe(true);
    expect(invalidated).toEqual([companyId]);
    // The check stays queued, to look again a day later.
    const row = await jobRow(jobId);
    expect(row).toMatchObject({ status: 'pending', last_error: null });
    expect(row.run_after.getTime()).toBeGreaterThanOrEqual(before + RECHECK);
  });

  it('looks at a name the platform registers only once it is registered, and wakes up then', async () => {
    dns.set('daftarkan.com', [{ type: 'A', data: '203.0.113.10' }]);
    const { companyId, jobId } = await paidCompany('daftarkan.com');
    const [invoice] = await handle.db
      .insert(invoices)
      .values({
        company_id: companyId,
        plan_id: (await handle.db.select().from(plans).limit(1))[0]!.id,
        invoice_number: `INV/DNS/${companyId}`,
        domain_url: 'daftarkan.com',
        grand_total: 399_000,
        status: 'paid',
        provider: 'sandbox',
      })
      .returning();
    const [registration] = await handle.db
      .insert(domainRegistrations)
      .values({ company_id: companyId, invoice_id: invoice!.id, domain: 'daftarkan.com' })
      .returning();
    await runner.drain();
    expect(await pointed(companyId)).toBe(false);
    expect(await jobRow(jobId)).toMatchObject({
      status: 'pending',
      last_error: 'Waiting for the registration',
    });
    expect(dns.questions.filter((q) => q.name === 'daftarkan.com')).toEqual([]);

    await handle.db
      .update(domainRegistrations)
      .set({ status: 'registered' })
      .where(eq(domainRegistrations.id, registration!.id));
    await wakeDnsCheck(handle.db, { companyId, domain: 'daftarkan.com' });
    await runner.drain();
    expect(await pointed(companyId)).toBe(true);
  });

  it('stops serving an active domain that no longer points here, and serves it again once fixed', async () => {
    dns.set('pindah.com', [{ type: 'A', data: '203.0.113.10' }]);
    const { companyId, jobId } = await paidCompany('pindah.com');
    await runner.drain();
    expect(await findCompanyByDomain(handle.db, 'pindah.com')).toMatchObject({ id: companyId });
    const runNow = () => handle.db.update(jobs).set({ run_after: new Date() }).where(eq(jobs.id, jobId));

    // A resolver that does not answer is no reason to take a site down.
    dns.setSilent(true);
    await runNow();
    await runner.drain();
    expect(await pointed(companyId)).toBe(true);
    dns.setSilent(false);

    // The owner lets the domain lapse; someone else points it elsewhere.
    dns.set('pindah.com', [{ type: 'A', data: '198.51.100.7' }]);
    await runNow();
    invalidated = [];
    const before = Date.now();
    await runner.drain();
    expect(await pointed(companyId)).toBe(false);
    expect(invalidated).toEqual([companyId]);
    expect(await findCompanyByDomain(handle.db, 'pindah.com')).toBeNull();
    expect(await findActiveDomain(handle.db, companyId)).toBeNull();
    const row = await jobRow(jobId);
    expect(row).toMatchObject({ status: 'pending' });
    expect(row.last_error).toContain('198.51.100.7');
    expect(row.run_after.getTime()).toBeGreaterThanOrEqual(before + INTERVAL);
    expect(row.run_after.getTime()).toBeLessThan(before + RECHECK);

    dns.set('pindah.com', [{ type: 'A', data: '203.0.113.10' }]);
    await runNow();
    await runner.drain();
    expect(await pointed(companyId)).toBe(true);
    expect((await findActiveDomain(handle.db, companyId))?.domain).toBe('pindah.com');
  });

  it('queues one re-check at start-up for each running domain that has none', async () => {
    dns.set('lama.com', [{ type: 'A', data: '203.0.113.10' }]);
    const { companyId, jobId } = await paidCompany('lama.com');
    await runner.drain();
    // As left by the earlier one-shot check: done, nothing queued.
    await handle.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, jobId));
    await scheduleDnsRechecks(handle.db);
    await scheduleDnsRechecks(handle.db);
    const queued = await handle.db.select().from(jobs).where(eq(jobs.company_id, companyId));
    expect(queued.filter((j) => j.status === 'pending')).toHaveLength(1);
    expect(queued.find((j) => j.status === 'pending')?.payload).toEqual({ domain: 'lama.com' });
    await handle.db.delete(jobs).where(eq(jobs.company_id, companyId));
  });

  it('checks again later, without failing, while the records are not there yet', async () => {
    const { companyId, jobId } = await paidCompany('belumdiatur.com');
    const before = Date.now();
    await runner.drain();
    expect(await pointed(companyId)).toBe(false);
    const row = await jobRow(jobId);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.last_error).toMatch(/^Not pointed yet: A belumdiatur\.com -> none/);
    expect(row.run_after.getTime()).toBeGreaterThanOrEqual(before + INTERVAL);
    expect(invalidated).toEqual([]);

    // The owner sets the records; the next run finds them.
    dns.set('belumdiatur.com', [{ type: 'A', data: '203.0.113.10' }]);
    await handle.db.update(jobs).set({ run_after: new Date() }).where(eq(jobs.id, jobId));
    await runner.drain();
    expect(await pointed(companyId)).toBe(true);
  });

  it('does not count records that lead elsewhere', async () => {
    dns.set('salahalamat.com', [{ type: 'A', data: '198.51.100.7' }]);
    dns.set('www.salahalamat.com', [{ type: 'CNAME', data: 'parkir.registrar.example' }]);
    const { companyId, jobId } = await paidCompany('salahalamat.com');
    await runner.drain();
    expect(await pointed(companyId)).toBe(false);
    expect((await jobRow(jobId)).last_error).toContain('198.51.100.7');
  });

  it('records a resolver timeout and checks again later', async () => {
    dns.set('lambat.com', [{ type: 'A', data: '203.0.113.10' }]);
    dns.setSilent(true);
    const { companyId, jobId } = await paidCompany('lambat.com');
    await runner.drain();
    expect(await pointed(companyId)).toBe(false);
    const row = await jobRow(jobId);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.last_error).toMatch(/^DNS check failed: DNS timeout after 300 ms/);
  });

  it('stops once the subscription has expired, and queues one check per domain', async () => {
    const { companyId, jobId } = await paidCompany('kadaluarsa.com', new Date(Date.now() - 1_000));
    expect(await enqueueDnsCheck(handle.db, { companyId, domain: 'kadaluarsa.com' })).toBeNull();
    await runner.drain();
    expect(await jobRow(jobId)).toMatchObject({ status: 'done' });
    expect(dns.questions.filter((q) => q.name === 'kadaluarsa.com')).toEqual([]);
  });
});
