import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, siteDay } from '@webku/contract';
import { type DbHandle, eq, jobs, sql, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../../../tests/fakes/llm-server';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { freePort } from '../../../../tests/support/server/free-port';
import { SETUP_BODY } from '../../../../tests/support/server/owner-with-site';
import { expectTooMany } from '../../../../tests/support/server/rate-limit';
import { planId } from '../../../../tests/support/server/subscription-fixtures';
import { createSession } from '../auth/sessions';
import { feedConnectionName } from './change-feed';

// Two real server processes on one PostgreSQL database, as behind a load balancer (PGlite is one process).
const onPostgres = Boolean(process.env.DATABASE_URL);
const MAIN = join(import.meta.dirname, '../main.ts');

type Instance = {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  llm: FakeLlmServer;
  log: string[];
};

let handle: DbHandle;
let dataDir: string;
let a: Instance;
let b: Instance;

async function startInstance(name: string, env: Record<string, string> = {}): Promise<Instance> {
  // The fake LLM takes its port first, so the free port found for the server stays free.
  const llm = await startFakeLlmServer();
  const port = await freePort();
  const { DATABASE_URL: _admin, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      DATABASE_URL: handle.url!,
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      JOB_POLL_MS: '1000',
      JOB_LEASE_MS: '2000',
      CONTENT_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'test',
      RATE_LIMIT_SIGN_IN_URL: '4/1m',
      RATE_LIMIT_BOOKINGS: '100/1m',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until(`${name} to start`, 60_000, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${log.join('')}`);
    return (await fetch(`${url}/healthz`).catch(() => null))?.ok === true;
  }).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${log.join('')}`);
  });
  return { name, url, port, child, llm, log };
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await exited;
  }
  await instance.llm.close();
}

// Polls (never a fixed sleep) until check holds; fails after timeoutMs. Returns the time it took.
async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

function getAs(instance: Instance, host: string, path: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: instance.port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = async (instance: Instance, slug: string) => (await fetch(`${instance.url}/${slug}`)).text();
const payload = async (instance: Instance, slug: string) =>
  (await fetch(`${instance.url}/api/public/${slug}/data`)).text();

let counter = 0;
async function owner() {
  counter += 1;
  const [user] = await handle.db
    .insert(users)
    .values({ name: `Pemilik ${counter}`, email: `multi${counter}@example.id` })
    .returning();
  const token = await createSession(handle.db, user!.id, 3_600_000);
  const call = async (instance: Instance, method: string, path: string, json?: unknown) => {
    const res = await fetch(`${instance.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: the answers of several routes, read field by field
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { data?: any; message?: string } };
  };
  return { token, call };
}

async function siteThrough(instance: Instance, brand: string) {
  const me = await owner();
  const res = await me.call(instance, 'POST', '/admin/template-data-dummies/generate', {
    ...SETUP_BODY,
    brand_name: brand,
  });
  expect(res.status).toBe(201);
  const slug = res.body.data.company.slug as string;
  return { ...me, slug, companyId: res.body.data.company.id as number };
}

const siteIsWhole = async (instance: Instance, slug: string) => {
  const res = await fetch(`${instance.url}/api/public/${slug}/no-cache-data`);
  return (
    res.ok && Boolean(((await res.json()) as { data: { footer_settings: unknown } }).data.footer_settings)
  );
};

// Saves the hero's tagline through A, then waits (at most withinMs) for B's page and payload to show it.
async function saveTaglineAndAwait(
  site: Awaited<ReturnType<typeof siteThrough>>,
  tagline: string,
  withinMs: number,
) {
  const saved = await site.call(a, 'PUT', '/admin/hero', { tagline });
  expect(saved.status).toBe(200);
  // Both clocks start at the save.
  await Promise.all([
    until('B’s page', withinMs, async () => (await page(b, site.slug)).includes(tagline)),
    until('B’s payload', withinMs, async () => (await payload(b, site.slug)).includes(tagline)),
  ]);
}

beforeAll(async () => {
  if (!onPostgres) return;
  handle = await openTestDb();
  dataDir = mkdtempSync(join(tmpdir(), 'webku-multi-'));
  a = await startInstance('A');
  // B waits longer before re-connecting its change feed, so an edit surely lands while it is away.
  b = await startInstance('B', { CHANGE_FEED_RETRY_MS: '600' });
}, 120_000);

afterAll(async () => {
  await stopInstance(a);
  await stopInstance(b);
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it("refuses a removed member's next request on the other instance, and serves a new role there at once", async () => {
    const site = await siteThrough(a, 'Warung Tim Dua');
    await until('the generated site', 20_000, () => siteIsWhole(b, site.slug));
    const invite = (email: string, role: string) =>
      site.call(a, 'POST', '/admin/team/invitations', { email, role });
    const join = async (email: string) => {
      const [user] = await handle.db.insert(users).values({ name: email, email }).returning();
      const token = await createSession(handle.db, user!.id, 3_600_000);
      const get = async (instance: Instance, path: string) =>
        (await fetch(`${instance.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
      return get;
    };
    expect((await invite('kasir@timdua.id', 'cashier')).status).toBe(201);
    expect((await invite('pengelola@timdua.id', 'manager')).status).toBe(201);
    const kasir = await join('kasir@timdua.id');
    const manager = await join('pengelola@timdua.id');
    // Joining happens at the first look at the admin, on either instance.
    expect(await kasir(b, '/auth/me')).toBe(200);
    expect(await manager(b, '/auth/me')).toBe(200);
    expect(await kasir(b, '/admin/menu/items')).toBe(200);
    expect(await manager(b, '/admin/dashboard')).toBe(200);

    const team = await site.call(a, 'GET', '/admin/team');
    const idOf = (email: string) =>
      (team.body.data.members as { id: number; email: string }[]).find((m) => m.email === email)!.id;
    expect((await site.call(a, 'DELETE', `/admin/team/${idOf('kasir@timdua.id')}`)).status).toBe(200);
    expect(await kasir(b, '/admin/menu/items')).toBe(401);

    // A new role: the old sessions end, and a new one on B has the new role's reach from its first call.
    expect(
      (await site.call(a, 'PUT', `/admin/team/${idOf('pengelola@timdua.id')}`, { role: 'cashier' })).status,
    ).toBe(200);
    expect(await manager(b, '/admin/dashboard')).toBe(401);
    const [again] = await handle.db.select().from(users).where(eq(users.email, 'pengelola@timdua.id'));
    const fresh = await createSession(handle.db, again!.id, 3_600_000);
    const status = async (path: string) =>
      (await fetch(`${b.url}/api${path}`, { headers: { authorization: `Bearer ${fresh}` } })).status;
    expect(await status('/admin/dashboard')).toBe(403);
    expect(await status('/admin/menu/items')).toBe(200);
  });

  it('shows an edit saved through A on B’s page and payload within a second', async () => {
    const site = await siteThrough(a, 'Kopi Dua Kota');
    await until('the generated site', 20_000, () => siteIsWhole(b, site.slug));
    // B has the page and the payload in its caches before the edit.
    expect(await page(b, site.slug)).toContain('Kopi Dua Kota');
    expect(await payload(b, site.slug)).not.toContain('Tagline dari instance A');

    await saveTaglineAndAwait(site, 'Tagline dari instance A', 1_000);
  });

  it('shows a translation saved through A on B’s second-language page and payload within a second', async () => {
    const site = await siteThrough(a, 'Warung Dua Bahasa');
    await until('the generated site', 20_000, () => siteIsWhole(b, site.slug));
    const settings = await site.call(a, 'GET', '/admin/web-settings');
    expect(
      (
        await site.call(a, 'PUT', `/admin/web-settings/${settings.body.data.id}`, {
          second_language: 'english',
        })
      ).status,
    ).toBe(200);
    const english = async (instance: Instance) => (await fetch(`${instance.url}/${site.slug}/en`)).text();
    const englishData = async (instance: Instance) =>
      (await fetch(`${instance.url}/api/public/${site.slug}/data?lang=en`)).text();
    await until('B’s English page', 1_000, async () => (await english(b)).includes('lang="en"'));
    // B has the English page and payload in its caches before the edit.
    expect(await englishData(b)).not.toContain('Home cooking from two towns');
    const saved = await site.call(a, 'PUT', '/admin/hero', {
      translations: { english: { tagline: 'Home cooking from two towns' } },
    });
    expect(saved.status).toBe(200);
    await Promise.all([
      until('B’s English page', 1_000, async () =>
        (await english(b)).includes('Home cooking from two towns'),
      ),
      until('B’s English payload', 1_000, async () =>
        (await englishData(b)).includes('Home cooking from two towns'),
      ),
    ]);
    // The main language's page is not the English one.
    expect(await page(b, site.slug)).not.toContain('Home cooking from two towns');
  });

  it('shows a menu item created through B on A’s page within a second', async () => {
    const site = await siteThrough(b, 'Roti Dua Kota');
    await until('the generated site', 20_000, () => siteIsWhole(a, site.slug));
    await page(a, site.slug);
    const categories = await site.call(b, 'GET', '/admin/menu/categories');
    const created = await site.call(b, 'POST', '/admin/menu/items', {
      category_id: categories.body.data[0].id,
      name: 'Roti Pandan Istimewa',
      price: 18000,
    });
    expect(created.status).toBe(201);
    await until('A’s page', 1_000, async () => (await page(a, site.slug)).includes('Roti Pandan Istimewa'));
  });

  it('shows a question added through A on B’s page within a second, and its removal too', async () => {
    const site = await siteThrough(a, 'Bengkel Dua Kota');
    await until('the generated site', 20_000, () => siteIsWhole(b, site.slug));
    // B holds the page without the section before the write.
    expect(await page(b, site.slug)).not.toContain('id="tanya-jawab"');
    const created = await site.call(a, 'POST', '/admin/faq', {
      question: 'Bisa servis panggilan?',
      answer: 'Bisa, wilayah Depok.',
    });
    expect(created.status).toBe(201);
    await until('B’s page', 1_000, async () => (await page(b, site.slug)).includes('Bisa servis panggilan?'));
    expect((await site.call(a, 'DELETE', `/admin/faq/${created.body.data.id}`)).status).toBe(200);
    await until('B’s page', 1_000, async () => !(await page(b, site.slug)).includes('id="tanya-jawab"'));
  });

  it('gives the last place to exactly one of 20 customers asking through A and B at once', async () => {
    const site = await siteThrough(a, 'Salon Dua Kota');
    await until('the generated site', 20_000, () => siteIsWhole(b, site.slug));
    const web = await site.call(a, 'GET', '/admin/web-settings');
    await site.call(a, 'PUT', `/admin/web-settings/${web.body.data.id}`, {
      whatsapp_number: '0811-2222-3333',
    });
    // B holds the page without the booking section before the owner switches it on through A.
    expect(await page(b, site.slug)).not.toContain('id="booking"');
    const settings = await site.call(a, 'PUT', '/admin/bookings/settings', {
      is_active: true,
      lead_minutes: 0,
    });
    expect(settings.status).toBe(200);
    await until('B’s booking section', 1_000, async () =>
      (await page(b, site.slug)).includes('id="booking"'),
    );
    const offering = settings.body.data.offerings[0].id as number;
    const day = addDays(siteDay(Date.now(), 'Asia/Jakarta'), 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const res = await fetch(`${(n % 2 ? b : a).url}/api/public/${site.slug}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            offering_id: offering,
            start: `${day}T10:00`,
            customer_name: `Pelanggan ${n}`,
            customer_whatsapp: `0813-5555-${1000 + n}`,
          }),
        });
        return res.status;
      }),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(19);
  });

  it('serves on B a custom domain activated through A', async () => {
    const site = await siteThrough(a, 'Teh Dua Kota');
    await until('the generated site', 20_000, () => siteIsWhole(b, site.slug));
    // B has looked the domain up (nothing) and cached that.
    expect((await getAs(b, 'tehduakota.com', '/')).status).toBe(404);
    const plan = await planId(handle.db, 'Paket Bisnis');
    const invoice = await site.call(a, 'POST', `/admin/subscriptions/plans/${plan}/invoice`, {
      domain_url: 'tehduakota.com',
    });
    expect(invoice.status).toBe(201);
    const paid = await fetch(invoice.body.data.payment_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(paid.status).toBe(200);
    await until('the domain to be pointed', 10_000, async () => {
      const mine = await site.call(a, 'GET', '/admin/subscriptions/my-subscriptions');
      return mine.body.data?.is_dns_pointed === true;
    });
    await until('B to serve the domain', 1_000, async () => {
      const home = await getAs(b, 'tehduakota.com', '/');
      return home.status === 200 && home.text.includes('Teh Dua Kota');
    });
  });

  it('brings B up to date after its listening connection was killed and an edit made meanwhile', async () => {
    const site = await siteThrough(a, 'Susu Dua Kota');
    await until('the generated site', 20_000, () => siteIsWhole(b, site.slug));
    expect(await page(b, site.slug)).toContain('Susu Dua Kota');
    await payload(b, site.slug);

    const killed = await handle.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${feedConnectionName(b.child.pid)}`,
    );
    expect((killed as unknown as { rows: { ok: boolean }[] }).rows).toEqual([{ ok: true }]);
    await saveTaglineAndAwait(site, 'Diubah saat B tidak mendengar', 2_000);
    expect(b.log.join('')).toContain('change feed connection lost');
  });

  it('counts sign-in requests to either instance against one limit', async () => {
    const ask = (instance: Instance) =>
      fetch(`${instance.url}/api/auth/google-auth-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_url: `http://localhost:${instance.port}/auth/callback` }),
      });
    for (const instance of [a, b, a, b]) expect((await ask(instance)).status).toBe(200);
    await expectTooMany(await ask(a), /^Terlalu banyak permintaan masuk dengan Google\./);
    await expectTooMany(await ask(b), /^Terlalu banyak permintaan masuk dengan Google\./);
  });

  it('finishes on B a generation whose instance A was killed with SIGKILL', async () => {
    // A's content provider answers only after a minute: A is mid-generation when it dies.
    a.llm.reply({ delayMs: 60_000 });
    const me = await owner();
    const res = await me.call(a, 'POST', '/admin/template-data-dummies/generate', {
      ...SETUP_BODY,
      brand_name: 'Bakso Dua Kota',
    });
    expect(res.status).toBe(201);
    const slug = res.body.data.company.slug as string;
    await until('A to start generating', 5_000, async () => a.llm.requests.length > 0);
    const exited = new Promise((resolve) => a.child.once('exit', resolve));
    a.child.kill('SIGKILL');
    await exited;

    await until('B to finish the job', 20_000, () => siteIsWhole(b, slug));
    expect(b.llm.requests.length).toBeGreaterThan(0);
    expect(await page(b, slug)).toContain('Bakso Dua Kota');
    const [job] = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.company_id, res.body.data.company.id as number));
    expect(job?.status).toBe('done');
  });
});
