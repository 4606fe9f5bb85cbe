// `npm run bench:edge`: 1,000 sites on PostgreSQL served by two instances, with Debian's Varnish in front
// (deploy/varnish/webku.vcl, CDN_PROVIDER=varnish) and without it, under the same Zipf-shaped load over
// the sites' home pages. Prints the edge's hit ratio, the requests that still reach the instances per
// second, visitors' throughput and p99 beside the same load straight at the instances, and the time from
// an owner's save to the changed page at the edge (p50, p99) while the load runs, once the edge has filled.
// Run: npm run bench:edge   (DURATION=10 for a quick run; TENANTS=200 for fewer sites; FILL=0 to save from
// the load's first second, while the edge is still empty)

import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, companies, count, eq, gte, inArray, jobs, sql } from '@webku/db';
import { PURGE_EDGE_JOB } from '../apps/server/src/jobs/purge-edge.job';
import { freePort } from '../tests/support/server/free-port';
import { type BenchDatabase, freshDatabase, postgresReachable } from './lib/databases';
import { signInDemo } from './lib/demo-sign-in';
import { type RunningServer, startWebku } from './lib/start-server';
import { seedTenants, waitForTenant } from './lib/tenants';
import { hasVarnish, startVarnishOver, varnishCounters } from './lib/varnish';
import { type LoadFigures, startZipfLoad } from './lib/zipf-load';

const TENANTS = Number(process.env.TENANTS ?? 1_000);
const DURATION_S = Number(process.env.DURATION ?? 30);
const CONNECTIONS = 50;
const SAVES = 40;
// The saves start this long into the load, once the edge holds the sites' pages: an owner saves on a running
// edge, and an empty edge's first seconds are their own case. (Varnish's hit and miss counters are flushed in
// batches, so the fill is not read from them.)
const FILL_S = Number(process.env.FILL ?? 30);
const ZIPF_S = 1.0;

// The load, DURATION_S long, or (`until`) as long as that takes if longer: the saves are all made
// while it runs.
async function load(url: string | string[], until?: Promise<unknown>): Promise<LoadFigures> {
  const urls = Array.isArray(url) ? url : [url];
  const run = startZipfLoad({
    urls,
    tenants: TENANTS,
    connections: CONNECTIONS,
    zipfS: ZIPF_S,
    durationS: until ? null : DURATION_S,
  });
  if (until) {
    const minimum = new Promise((r) => setTimeout(r, DURATION_S * 1000));
    await Promise.all([until, minimum]).finally(run.stop);
  }
  return run.figures;
}

// One save's way to the edge, in ms from the moment it was sent: the save answered, its purge queued
// (by whichever instance heard the change first), due, and done (the BAN answered), and the changed page
// first seen at the edge. `purges`: purges queued for the site in that time (more than one: an instance
// heard the change after the first purge ran).
type SaveTiming = {
  answered: number;
  queued: number;
  due: number;
  done: number;
  seen: number;
  purges: number;
};

// Saves the demo owner's hero tagline and waits until the page at the edge shows it, SAVES times.
async function saveToEdge(
  origin: string,
  edge: string,
  database: BenchDatabase,
  filled: Promise<unknown>,
): Promise<SaveTiming[]> {
  const token = await signInDemo(origin);
  await filled;
  const handle = await database.open();
  const timings: SaveTiming[] = [];
  try {
    const [site] = await handle.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, 'kopi-senja'));
    for (let n = 1; n <= SAVES; n++) {
      const tagline = `Simpanan ke-${n} pada ${Date.now()}`;
      // The edge holds the page before the save.
      await (await fetch(`${edge}/kopi-senja`)).arrayBuffer();
      const sentAt = Date.now();
      const started = performance.now();
      const res = await fetch(`${origin}/api/admin/hero`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ tagline }),
      });
      if (!res.ok) throw new Error(`save failed: ${res.status}`);
      const answered = performance.now() - started;
      for (;;) {
        const page = await (await fetch(`${edge}/kopi-senja`)).text();
        if (page.includes(tagline)) break;
        if (performance.now() - started > 10_000) {
          const atOrigin = (await (await fetch(`${origin}/kopi-senja`)).text()).includes(tagline);
          const edgeRes = await fetch(`${edge}/kopi-senja`);
          throw new Error(
            `save ${n} never reached the edge in 10 s (origin shows it: ${atOrigin}; edge answers ${edgeRes.status}, X-Cache ${edgeRes.headers.get('x-cache')}, Age ${edgeRes.headers.get('age')})`,
          );
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      const seen = performance.now() - started;
      await new Promise((r) => setTimeout(r, 1_100));
      // Past the gap between two purges of a site: a purge queued late for this save is in the table now.
      const purges = await handle.db
        .select({ created: jobs.created_at, due: jobs.run_after, done: jobs.updated_at, status: jobs.status })
        .from(jobs)
        .where(
          and(
            eq(jobs.type, PURGE_EDGE_JOB),
            sql`(${jobs.payload}->>'site')::int = ${site!.id}`,
            gte(jobs.created_at, new Date(sentAt)),
          ),
        )
        .orderBy(jobs.id);
      const first = purges[0];
      const since = (at: Date | undefined) => (at ? at.getTime() - sentAt : Number.NaN);
      timings.push({
        answered,
        queued: since(first?.created),
        due: since(first?.due),
        done: first?.status === 'done' ? since(first.done) : Number.NaN,
        seen,
        purges: purges.length,
      });
    }
  } finally {
    await handle.close();
  }
  return timings;
}

async function purgesDone(database: BenchDatabase) {
  const handle = await database.open();
  try {
    for (;;) {
      const [row] = await handle.db
        .select({ left: count() })
        .from(jobs)
        .where(and(eq(jobs.type, PURGE_EDGE_JOB), inArray(jobs.status, ['pending', 'running'])));
      if (!row?.left) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await handle.close();
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main() {
  if (!hasVarnish) throw new Error('Varnish is missing: apt-get install -y varnish');
  if (!(await postgresReachable())) throw new Error('PostgreSQL is not reachable (DATABASE_URL)');
  const database = await freshDatabase('postgres', 'edge');
  const servers: RunningServer[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    // The first instance's edge is known before it starts: Varnish's port is chosen now.
    const edgePort = await freePort();
    const env = {
      ...database.env,
      JOB_POLL_MS: '200',
      CDN_PROVIDER: 'varnish',
      VARNISH_URLS: `http://127.0.0.1:${edgePort}`,
    };
    servers.push(await startWebku(env, { demo: true, dataDir: database.dataDir, port: ports[0] }));
    const handle = await database.open();
    await seedTenants(handle.db, TENANTS);
    await handle.close();
    servers.push(await startWebku(env, { demo: false, dataDir: database.dataDir, port: ports[1] }));
    await waitForTenant(servers[0]!.url, TENANTS - 1, TENANTS * 2_000);
    const varnish = await startVarnishOver(ports, edgePort);
    // Generation purged every new site once: measured from a steady state, after those purges.
    await purgesDone(database);
    try {
      console.info(
        `load average (1, 5, 15 min) before the load: ${loadavg()
          .map((x) => x.toFixed(2))
          .join(', ')}`,
      );
      console.info(
        `${TENANTS} sites on PostgreSQL, two instances, ${CONNECTIONS} connections, ${DURATION_S} s per run, Zipf s=${ZIPF_S}`,
      );
      const direct = await load(servers.map((s) => s.url));
      const before = varnishCounters(varnish.workDir, [
        'MAIN.cache_hit',
        'MAIN.cache_miss',
        'MAIN.backend_req',
      ]);
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const filled = new Promise((r) => setTimeout(r, FILL_S * 1000));
      const saving = saveToEdge(servers[0]!.url, varnish.url, database, filled);
      const edge = await load(varnish.url, saving);
      lag.disable();
      const saves = await saving;
      const after = varnishCounters(varnish.workDir, [
        'MAIN.cache_hit',
        'MAIN.cache_miss',
        'MAIN.backend_req',
      ]);
      const hits = after['MAIN.cache_hit']! - before['MAIN.cache_hit']!;
      const misses = after['MAIN.cache_miss']! - before['MAIN.cache_miss']!;
      const backend = after['MAIN.backend_req']! - before['MAIN.backend_req']!;
      console.info('\nsetup            visitors req/s   p99 ms   errors   origin req/s   hit ratio');
      console.info(
        `without the edge ${direct.rps.toFixed(0).padStart(14)} ${String(direct.p99).padStart(8)} ${String(direct.errors).padStart(8)} ${direct.rps.toFixed(0).padStart(14)}         -`,
      );
      console.info(
        `behind Varnish   ${edge.rps.toFixed(0).padStart(14)} ${String(edge.p99).padStart(8)} ${String(edge.errors).padStart(8)} ${(backend / edge.seconds).toFixed(1).padStart(14)} ${(hits / (hits + misses)).toFixed(3).padStart(9)}`,
      );
      console.info(`\nthroughput behind the edge: ${(edge.rps / direct.rps).toFixed(2)}x without it`);
      const seen = saves.map((save) => save.seen).sort((x, y) => x - y);
      console.info(`the saves start ${FILL_S} s into the load, once the edge holds the sites' pages (FILL)`);
      console.info(
        `owner's save to the changed page at the edge (${saves.length} saves, during the load): p50 ${quantile(seen, 0.5).toFixed(0)} ms, p99 ${quantile(seen, 0.99).toFixed(0)} ms (goal p99 <= 1000 ms)`,
      );
      const phases = ['answered', 'queued', 'due', 'done', 'seen'] as const;
      const phase = (name: (typeof phases)[number], q: number) =>
        quantile(
          saves.map((save) => save[name]).sort((x, y) => x - y),
          q,
        ).toFixed(0);
      console.info(
        `  ms after the save was sent, p50 / p99: ${phases.map((name) => `${name} ${phase(name, 0.5)} / ${phase(name, 0.99)}`).join(', ')}`,
      );
      for (const [i, save] of saves.entries()) {
        if (save.seen <= 1_000) continue;
        console.info(
          `  save ${i + 1} took over a second: ${phases.map((name) => `${name} ${save[name].toFixed(0)}`).join(', ')}, purges ${save.purges}`,
        );
      }
      // The load runs on a thread of its own (zipf-load.ts): saves and polls are timed on this one.
      console.info(
        `  this bench's own event loop delay meanwhile (how late a poll may be): p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms`,
      );
      console.info(
        `load average (1, 5, 15 min) at the end: ${loadavg()
          .map((x) => x.toFixed(2))
          .join(', ')}`,
      );
    } finally {
      await varnish.close();
    }
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
