// Field speed (issue 41), measured in one run on this machine:
//  - what the vitals beacon costs beside a cached public page, in the same run: requests/s, p99 and the
//    server's CPU time per request (the whole process, and its main thread) of GET /kopi-senja (gzip, the
//    page cache warm), of the visit beacon and of POST /api/public/kopi-senja/vitals (a full beacon with
//    its attribution, every one from a new visitor behind the trusted local proxy, counted and flushed
//    every 2 s, its CPU counted until the server is idle again), interleaved over ROUNDS rounds of
//    DURATION s with 100 connections (autocannon), the two beacons taking turns going first;
//  - the link-in-bio page and the home page as an unsampled view (9 in 10 visitors: VITALS_SAMPLE=1000000
//    keeps the loader on the tag and samples nobody) and as a sampled view (VITALS_SAMPLE=1): the bytes a
//    phone downloads (Debian Chromium, 412 px) and Lighthouse's four scores (default mobile config, RUNS
//    runs each, medians), beside the plain nginx control page.
// The machine is shared: the closing lines print its load average, and the control page shows how busy it
// was (a plain page scoring below 100 in performance means a busy host).
// Run: npm run bench:vitals   (RUNS=1 DURATION=5 for a quick look; ONLY_BEACONS=1 measures the beacons alone)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { turnOnDemoOrdering } from './lib/demo-ordering';
import { CATEGORIES, type LighthouseRun, median, runLighthouse } from './lib/lighthouse-run';
import { beaconsSent, newVisitorBeacon } from './lib/new-visitor-beacon';
import { measurePageWeight } from './lib/page-weight';
import { startPlainPage } from './lib/plain-page';
import { type RunningServer, startWebku } from './lib/start-server';

const ROUNDS = Number(process.env.ROUNDS ?? 4);
const DURATION_S = Number(process.env.DURATION ?? 8);
const RUNS = Number(process.env.RUNS ?? 3);
const ONLY_BEACONS = process.env.ONLY_BEACONS === '1';

// What a sampled phone sends when it leaves the page: every field, its attribution at full length.
const VITALS = JSON.stringify({
  path: '/',
  device: 'mobile',
  lcp: 2300,
  inp: 180,
  cls: 0.02,
  ttfb: 320,
  fcp: 1200,
  lcp_element: 'main>section.hero>picture>img.hero-image',
  lcp_url: '/media/builtin/coffee/hero.webp',
  lcp_cause: 'download',
  lcp_bytes: 48_000,
  inp_target: 'nav>button.menu-toggle',
  inp_cause: 'handler',
});
const VIEW = JSON.stringify({ type: 'view', referrer: 'https://www.instagram.com' });

type Load = { rps: number; p99: number; cpuUs: number; mainUs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The flushes that follow a load (every 2 s) are part of its cost, and a large one outlasts a fixed wait
// (the visit beacons' did, on the database thread): the next kind of request was billed for it. So a load
// ends once the server is idle again: at least 2.5 s, then until half a second passes with under 50 ms of
// its CPU time (at most 20 s more).
async function settle(server: RunningServer): Promise<void> {
  await sleep(2_500);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const before = server.cpuMicros();
    await sleep(500);
    if (server.cpuMicros() - before < 50_000 || Date.now() > deadline) return;
  }
}

async function load(server: RunningServer, request: autocannon.Request): Promise<Load> {
  const before = server.cpuMicros();
  const mainBefore = server.mainThreadCpuMicros();
  const result = await autocannon({
    url: server.url,
    connections: 100,
    duration: DURATION_S,
    requests: [request],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${request.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  await settle(server);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUs: (server.cpuMicros() - before) / result.requests.total,
    mainUs: (server.mainThreadCpuMicros() - mainBefore) / result.requests.total,
  };
}

async function pageFigures(url: string, label: string) {
  const weight = await measurePageWeight(url, 412);
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url));
  const scores = CATEGORIES.map((category) => median(runs.map((run) => run.scores[category])));
  const lcp = median(runs.map((run) => run.metrics['largest-contentful-paint']));
  const vitalsJs = weight.ownRequests.some((path) => path.startsWith('/_site/vitals.js'));
  console.info(
    `  ${label.padEnd(34)} ${`${(weight.total / 1024).toFixed(1)} KB`.padStart(9)} ${`${(weight.js / 1024).toFixed(1)} KB`.padStart(8)} ${(vitalsJs ? 'yes' : 'no').padStart(9)} ${scores.map((s) => String(s).padStart(5)).join('')} ${`${(lcp / 1000).toFixed(2)} s`.padStart(8)}`,
  );
}

async function main() {
  // Unsampled views (the loader on the tag, nobody sampled); visitors through a trusted proxy.
  const webku = await startWebku({
    TRUSTED_PROXIES: '127.0.0.1',
    VISITS_FLUSH_MS: '2000',
    VITALS_SAMPLE: '1000000',
  });
  const plain = await startPlainPage();
  try {
    await turnOnDemoOrdering(webku.url);
    const page: autocannon.Request = {
      method: 'GET',
      path: '/kopi-senja',
      headers: { 'accept-encoding': 'gzip' },
    };
    const visit = newVisitorBeacon('/api/public/kopi-senja/visits', VIEW);
    const vitals = newVisitorBeacon('/api/public/kopi-senja/vitals', VITALS);
    // Warm-up: JIT, the page cache, the first flushes.
    for (const request of [page, visit, vitals]) await load(webku, request);
    const rows: Record<'page' | 'visit' | 'vitals', Load[]> = { page: [], visit: [], vitals: [] };
    // The two beacons take turns going first: the one that follows the other inherits the other's heap
    // (every new visitor's address held by the rate limiter for a minute) and pays for its collection.
    for (let round = 0; round < ROUNDS; round++) {
      rows.page.push(await load(webku, page));
      const beacons = round % 2 ? (['vitals', 'visit'] as const) : (['visit', 'vitals'] as const);
      for (const key of beacons) rows[key].push(await load(webku, key === 'visit' ? visit : vitals));
    }
    console.info(
      `vitals beacon beside a cached page: ${ROUNDS} interleaved rounds of ${DURATION_S} s, 100 connections, ${beaconsSent()} beacons from new visitors, flushed every 2 s`,
    );
    // CPU: the whole process (the database thread's flushes included); main: the thread serving requests.
    console.info(`  ${''.padEnd(34)}    req/s   p99 ms  CPU µs/req  main µs/req`);
    const labels = {
      page: 'cached page GET /kopi-senja (gzip)',
      visit: 'visit beacon POST …/visits',
      vitals: 'vitals beacon POST …/vitals',
    } as const;
    for (const key of ['page', 'visit', 'vitals'] as const) {
      const runs = rows[key];
      const cells = [
        median(runs.map((r) => r.rps))
          .toFixed(0)
          .padStart(8),
        String(median(runs.map((r) => r.p99))).padStart(8),
        median(runs.map((r) => r.cpuUs))
          .toFixed(0)
          .padStart(11),
        median(runs.map((r) => r.mainUs))
          .toFixed(0)
          .padStart(12),
      ];
      console.info(
        `  ${labels[key].padEnd(34)} ${cells.join(' ')}   rounds: ${runs.map((r) => r.rps.toFixed(0)).join(', ')} req/s, ${runs.map((r) => r.cpuUs.toFixed(0)).join(', ')} µs`,
      );
    }
    const cpuRatio = median(rows.vitals.map((r) => r.cpuUs)) / median(rows.visit.map((r) => r.cpuUs));
    const mainRatio = median(rows.vitals.map((r) => r.mainUs)) / median(rows.visit.map((r) => r.mainUs));
    const ratio = median(rows.vitals.map((r) => r.rps)) / median(rows.page.map((r) => r.rps));
    const visitRatio = median(rows.vitals.map((r) => r.rps)) / median(rows.visit.map((r) => r.rps));
    console.info(
      `  vitals beacon / cached page: ${ratio.toFixed(2)} of the throughput; vitals / visit beacon: ${visitRatio.toFixed(2)} of the throughput, ${cpuRatio.toFixed(2)} of the CPU per request (${mainRatio.toFixed(2)} on the main thread)`,
    );

    if (!ONLY_BEACONS) {
      console.info(
        `\npages at 412 px (Chromium) and Lighthouse 12, default mobile config, median of ${RUNS} run(s): perf, a11y, best practices, SEO, LCP`,
      );
      console.info(`  ${''.padEnd(34)}  weight       JS vitals.js perf a11y   bp  seo      LCP`);
      await pageFigures(plain.url, 'control page (nginx)');
      await pageFigures(`${webku.url}/kopi-senja/links`, 'link bio, unsampled view');
      await pageFigures(`${webku.url}/kopi-senja`, 'home, unsampled view');
    }
  } finally {
    await webku.stop();
    if (ONLY_BEACONS) await plain.stop();
  }
  if (ONLY_BEACONS) return printLoad();
  // Every view sampled: the script loads once the page is idle, and the beacon leaves when it is hidden.
  const sampled = await startWebku({ VITALS_SAMPLE: '1' });
  try {
    await turnOnDemoOrdering(sampled.url);
    await pageFigures(`${sampled.url}/kopi-senja/links`, 'link bio, sampled view');
    await pageFigures(`${sampled.url}/kopi-senja`, 'home, sampled view');
    await pageFigures(plain.url, 'control page (nginx), again');
  } finally {
    await sampled.stop();
    await plain.stop();
  }
  printLoad();
}

function printLoad() {
  console.info(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (1, 5, 15 min) on this shared machine`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
