import { domainRegistrations, eq, type jobs } from '@webku/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeNamecheap, startFakeNamecheap } from '../../../../tests/fakes/namecheap-server';
import { namecheapOptionsFor } from '../../../../tests/support/server/namecheap-options';
import { invoiceOfNewCompany, useDbWithPlan } from '../../../../tests/support/server/subscription-fixtures';
import { NamecheapRegistrar } from '../providers/registrar/index';
import type { JobContext } from './job-runner';
import { registerDomainJob } from './register-domain.job';

const fixture = useDbWithPlan();
let namecheap: FakeNamecheap;
let registrar: NamecheapRegistrar;
beforeAll(async () => {
  namecheap = await startFakeNamecheap();
  // Generous: the machine may be busy, and only the lost answers below are meant to time out.
  registrar = new NamecheapRegistrar(namecheapOptionsFor(namecheap, 2_000));
});
afterAll(() => namecheap.close());

const handler = () =>
  registerDomainJob(registrar, {
    platformIpv4: '203.0.113.10',
    cnameTarget: 'webku.test',
    retryMs: 10,
    maxAttempts: 3,
  });

let counter = 0;
async function registration(domain: string, kind: 'register' | 'renew' = 'register') {
  counter += 1;
  const invoice = await invoiceOfNewCompany(fixture, {
    invoice_number: `INV/2026/11/J${counter}`,
    domain_url: domain,
    grand_total: 399_000,
    status: 'paid',
  });
  const [row] = await fixture.db
    .insert(domainRegistrations)
    .values({ company_id: invoice.company_id, invoice_id: invoice.id, domain, kind })
    .returning();
  return row!;
}

// What the runner hands a job; `later` records a retryLater.
function run(registrationId: number) {
  const later: { delayMs?: number } = {};
  const job = { id: registrationId, payload: { registrationId } } as unknown as typeof jobs.$inferSelect;
  const ctx = {
    db: fixture.db,
    log: pino({ level: 'silent' }),
    retryLater: (delayMs: number) => {
      later.delayMs = delayMs;
    },
  } as unknown as JobContext;
  return handler()(job, ctx).then(() => later);
}

const rowOf = async (id: number) =>
  (await fixture.db.select().from(domainRegistrations).where(eq(domainRegistrations.id, id)))[0]!;

describe('the register-domain job', () => {
  it('registers once when two workers run the same registration at the same moment', async () => {
    const row = await registration('berdua.com');
    await Promise.all([run(row.id), run(row.id)]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'registered', registrar: 'namecheap' });
    expect(namecheap.charges.filter((c) => c.domain === 'berdua.com')).toHaveLength(1);
    expect(namecheap.name('berdua.com')!.hosts).toHaveLength(2);
  });

  it('waits longer after each unreachable try', async () => {
    const row = await registration('sabar.com');
    namecheap.reply({ command: 'namecheap.domains.getinfo', status: 502 });
    expect((await run(row.id)).delayMs).toBe(10);
    namecheap.reply({ command: 'namecheap.domains.getinfo', status: 502 });
    expect((await run(row.id)).delayMs).toBe(20);
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', failure: 'unreachable', attempts: 2 });
    await run(row.id);
    expect(await rowOf(row.id)).toMatchObject({ status: 'registered', failure: null });
  });

  it('renews once even when the answer to the renewal was lost', async () => {
    await registrar.register('setahun.com', 1);
    const before = (await registrar.lookup('setahun.com')) as { expiresAt: Date };
    const row = await registration('setahun.com', 'renew');
    // The renewal is carried out but its answer comes too late.
    namecheap.reply({ command: 'namecheap.domains.renew', delayMs: 2_500, apply: true });
    expect((await run(row.id)).delayMs).toBe(10);
    await run(row.id);
    const done = await rowOf(row.id);
    expect(done.status).toBe('registered');
    expect(done.expires_at!.getUTCFullYear()).toBe(before.expiresAt.getUTCFullYear() + 1);
    expect(namecheap.charges.filter((c) => c.domain === 'setahun.com').map((c) => c.command)).toEqual([
      'namecheap.domains.create',
      'namecheap.domains.renew',
    ]);
  });

  it('fails at once for a name the registrar refuses, and leaves a registered one alone', async () => {
    const row = await registration('tolak.com');
    namecheap.reply({
      command: 'namecheap.domains.create',
      error: { number: '2015182', text: 'Contact phone is invalid' },
    });
    await run(row.id);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', failure: 'rejected', attempts: 1 });
    const requests = namecheap.requests.length;
    await run(row.id);
    expect(namecheap.requests.length).toBe(requests);
  });
});
