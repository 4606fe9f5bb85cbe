// `npm run bench:edge`: 1,000 sites on PostgreSQL served by two instances, with Debian's Varnish in front
// (deploy/varnish/webku.vcl, CDN_PROVIDER=varnish) and without it, under the same Zipf-shaped load over
// the sites' home pages. Prints the edge's hit ratio, the requests that still reach the instances per
// second, visitors' throughput and p99 beside the same load straight at the instances, and the time from
// an owner's save to the changed page at the edge (p50, p99) while the load runs.
// Run: npm run bench:edge   (DURATION=10 for a quick run; TENANTS=200 for fewer sites)

import { and, count, eq, inArray, jobs } from '@webku/db';
import autocannon from 'autocannon';
import { PURGE_EDGE_JOB } from '../apps/server/src/jobs/purge-edge.job';
import { freePort } from '../tests/support/server/free-port';
import { type BenchDatabase, freshDatabase, postgresReachable } from './lib/databases';
import { signInDemo } from './lib/demo-sign-in';
import { type RunningServer, startWebku } from './lib/start-server';
import { seedTenants, tenantSlug, waitForTenant } from './lib/tenants';
import { hasVarnish, startVarnishOver, varnishCounters } from './lib/varnish';

const TENANTS = Number(process.env.TENANTS ?? 1_000);
const DURATION_S = Number(process.env.DURATION ?? 30);
const CONNECTIONS = 50;
const SAVES = 40;
const ZIPF_S = 1.0;

// Ranks 1..n drawn with probability proportional to 1/rank^s: a few sites get most of the visits.
function zipfSampler(n: number, s: number): () => number {
  const cdf: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) {
    total += 1 / rank ** s;
    cdf.push(total);
  }
  return () => {
    const x = Math.random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

async function load(url: string | string[]) {
  const pick = zipfSampler(TENANTS, ZIPF_S);
  const urls = Array.isArray(url) ? url : [url];
  const runs = urls.map((base) =>
    autocannon({
      url: base,
      connections: Math.ceil(CONNECTIONS / urls.length),
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (req) => ({ ...req, path: `/${tenantSlug(pick())}` }),
        },
      ],
    }),
  );
  const results = await Promise.all(runs);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: requests / DURATION_S,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

// Saves the demo owner's hero tagline and waits until the page at the edge shows it, SAVES times.
async function saveToEdge(origin: string, edge: string): Promise<number[]> {
  const token = await signInDemo(origin);
  const times: number[] = [];
  for (let n = 1; n <= SAVES; n++) {
    const tagline = `Simpanan ke-${n} pada ${Date.now()}`;
    // The edge holds the page before the save.
    await (await fetch(`${edge}/kopi-senja`)).arrayBuffer();
    const started = performance.now();
    const res = await fetch(`${origin}/api/admin/hero`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ tagline }),
    });
    if (!res.ok) throw new Error(`save failed: ${res.status}`);
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
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 1_100));
  }
  return times.sort((a, b) => a - b);
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
        `${TENANTS} sites on PostgreSQL, two instances, ${CONNECTIONS} connections, ${DURATION_S} s per run, Zipf s=${ZIPF_S}`,
      );
      const direct = await load(servers.map((s) => s.url));
      const before = varnishCounters(varnish.workDir, [
        'MAIN.cache_hit',
        'MAIN.cache_miss',
        'MAIN.backend_req',
      ]);
      const [edge, saves] = await Promise.all([load(varnish.url), saveToEdge(servers[0]!.url, varnish.url)]);
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
        `behind Varnish   ${edge.rps.toFixed(0).padStart(14)} ${String(edge.p99).padStart(8)} ${String(edge.errors).padStart(8)} ${(backend / DURATION_S).toFixed(1).padStart(14)} ${(hits / (hits + misses)).toFixed(3).padStart(9)}`,
      );
      console.info(`\nthroughput behind the edge: ${(edge.rps / direct.rps).toFixed(2)}x without it`);
      console.info(
        `owner's save to the changed page at the edge (${saves.length} saves, during the load): p50 ${quantile(saves, 0.5).toFixed(0)} ms, p99 ${quantile(saves, 0.99).toFixed(0)} ms (goal p99 <= 1000 ms)`,
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
