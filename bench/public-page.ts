// Public page speed, measured in one run on this machine:
//  - throughput and p99 of the cached page (autocannon, 100 connections) against nginx serving the same
//    gzip bytes as a static file, interleaved over three rounds, and their ratios;
//  - what the visit beacon costs the page, as server CPU time per request (the machine is shared, so CPU
//    time is steadier than requests per second): the page, /healthz (the cheapest request through the
//    app), the beacon, each 20,000 requests over 100 connections, every beacon from a new visitor (the
//    worst case: each is a new hash to store), the counts flushed every 2 s; and a bare Node server that
//    answers 204 and nothing else, the least any request of its own can cost. One beacon follows every
//    page view. A returning visitor's view fetches only the HTML (script, fonts and images are cached,
//    the script and fonts immutably), so the page alone is the denominator that flatters the beacon
//    least; a first view also fetches what Chromium fetched from our server, measured as a whole;
//  - the cost of one uncached render;
//  - the bytes a phone downloads (412 px viewport, Debian Chromium).
// The demo site sells through WhatsApp and shows a QRIS, so the page carries the order list and dialogs.
// Run: npm run bench:public-page
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderSitePage } from '@webku/site';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/server/free-port';
import { turnOnDemoOrdering } from './lib/demo-ordering';
import { beaconsSent, newVisitorBeacon, PHONE_UA } from './lib/new-visitor-beacon';
import { startNginx } from './lib/nginx';
import { measurePageWeight } from './lib/page-weight';
import { type RunningServer, startWebku } from './lib/start-server';

const ROUNDS = 3;
const DURATION_S = Number(process.env.DURATION ?? 8);
const HEADERS = { 'accept-encoding': 'gzip' };

type Load = { rps: number; p99: number };

async function load(url: string): Promise<Load> {
  const result = await autocannon({ url, connections: 100, duration: DURATION_S, headers: HEADERS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const CPU_REQUESTS = 20_000;

// User plus system CPU time of a process, in microseconds (Linux /proc, 100 ticks a second).
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

type Target = Pick<RunningServer, 'url' | 'pid'>;

// The server's CPU time per round of `requests` (one request each, or a page view's several), for
// 20,000 requests, with the 2.5 s after them (a flush included).
async function cpuPerRound(server: Target, ...requests: autocannon.Request[]): Promise<number> {
  const before = cpuMicros(server.pid);
  const result = await autocannon({
    url: server.url,
    connections: 100,
    amount: CPU_REQUESTS,
    requests,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${requests[0]!.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  return ((cpuMicros(server.pid) - before) / CPU_REQUESTS) * requests.length;
}

// Node's HTTP server answering 204 to everything, with the flags ours runs with: the platform's floor.
async function startBareNode(): Promise<Target & { stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--max-semi-space-size=2',
      '-e',
      `require('node:http').createServer((q, s) => q.resume().on('end', () => s.writeHead(204).end())).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'inherit' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid!, stop: () => child.kill() };
}

// The beacon as sendBeacon sends it, from a new visitor each time (behind the trusted local proxy).
const beacon = (slug: string) =>
  newVisitorBeacon(
    `/api/public/${slug}/visits`,
    JSON.stringify({ type: 'view', referrer: 'https://www.google.com' }),
  );

async function main() {
  // Visitors come through a trusted proxy (their addresses in X-Forwarded-For); counts flush every 2 s.
  const webku = await startWebku({ TRUSTED_PROXIES: '127.0.0.1', VISITS_FLUSH_MS: '2000' });
  await turnOnDemoOrdering(webku.url);
  const pageUrl = `${webku.url}/kopi-senja`;
  const html = await (await fetch(pageUrl)).text();
  const dir = mkdtempSync(join(tmpdir(), 'webku-nginx-'));
  writeFileSync(join(dir, 'page.html'), html);
  writeFileSync(join(dir, 'page.html.gz'), gzipSync(html, { level: 9 }));
  const nginx = await startNginx(dir, 'page.html');

  // What a phone fetches on a first view (and the list of requests it made to our server).
  const weight = await measurePageWeight(pageUrl, 412);
  const pagePath = new URL(pageUrl).pathname;
  const firstView = [
    pagePath,
    ...weight.ownRequests.filter((path) => path !== pagePath && !path.endsWith('/visits')),
  ].map((path): autocannon.Request => ({ method: 'GET', path, headers: HEADERS }));

  await load(pageUrl); // warm-up: JIT and the page cache
  const ours: Load[] = [];
  const base: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await load(pageUrl));
    base.push(await load(nginx.url));
  }
  const bare = await startBareNode();
  const bareBeacon: autocannon.Request = {
    method: 'POST',
    path: '/',
    body: JSON.stringify({ type: 'view', referrer: 'https://www.google.com' }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE_UA },
  };
  const cpu = {
    page: [] as number[],
    firstView: [] as number[],
    healthz: [] as number[],
    beacon: [] as number[],
    bare: [] as number[],
  };
  await cpuPerRound(webku, ...firstView); // warm-up: images resized and cached, JIT
  await cpuPerRound(webku, beacon('kopi-senja'));
  for (let round = 0; round < ROUNDS; round++) {
    cpu.page.push(await cpuPerRound(webku, firstView[0]!));
    cpu.firstView.push(await cpuPerRound(webku, ...firstView));
    cpu.healthz.push(await cpuPerRound(webku, { method: 'GET', path: '/healthz' }));
    cpu.beacon.push(await cpuPerRound(webku, beacon('kopi-senja')));
    cpu.bare.push(await cpuPerRound(bare, bareBeacon));
  }
  bare.stop();
  await nginx.stop();

  const payload = ((await (await fetch(`${webku.url}/api/public/kopi-senja/data`)).json()) as { data: never })
    .data;
  const renderInput = {
    payload,
    page: 'home' as const,
    basePath: '/kopi-senja',
    canonicalUrl: pageUrl,
    origin: webku.url,
    enhanceScriptUrl: '/_site/enhance.js',
  };
  for (let i = 0; i < 20; i++) renderSitePage(renderInput);
  const renders = 100;
  const t0 = performance.now();
  for (let i = 0; i < renders; i++) renderSitePage(renderInput);
  const renderMs = (performance.now() - t0) / renders;

  await webku.stop();

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(
    `public page benchmark: ${pageUrl.replace(webku.url, '')}, ${ROUNDS} interleaved rounds of ${DURATION_S}s, 100 connections, gzip`,
  );
  for (let i = 0; i < ROUNDS; i++) {
    console.info(
      `  round ${i + 1}: webku ${ours[i]!.rps.toFixed(0)} req/s p99 ${ours[i]!.p99} ms | nginx ${base[i]!.rps.toFixed(0)} req/s p99 ${base[i]!.p99} ms`,
    );
  }
  const rpsRatio = mean(ours.map((o) => o.rps)) / mean(base.map((b) => b.rps));
  const p99Ratio = mean(ours.map((o) => o.p99)) / mean(base.map((b) => b.p99));
  console.info(`  throughput ratio webku/nginx: ${rpsRatio.toFixed(2)} (target >= 0.90)`);
  console.info(`  p99 ratio webku/nginx: ${p99Ratio.toFixed(2)} (target <= 2.00)`);
  const [pageCpu, firstViewCpu, healthzCpu, beaconCpu, bareCpu] = [
    cpu.page,
    cpu.firstView,
    cpu.healthz,
    cpu.beacon,
    cpu.bare,
  ].map(mean) as [number, number, number, number, number];
  const lost = (view: number, extra: number) => `${((extra / (view + extra)) * 100).toFixed(1)}%`;
  const us = (x: number) => `${x.toFixed(0)} µs`;
  console.info(
    `visit beacon: server CPU per request, ${ROUNDS} interleaved rounds of ${CPU_REQUESTS} requests, 100 connections`,
  );
  for (let i = 0; i < ROUNDS; i++) {
    console.info(
      `  round ${i + 1}: page ${us(cpu.page[i]!)} | first view ${us(cpu.firstView[i]!)} | /healthz ${us(cpu.healthz[i]!)} | beacon ${us(cpu.beacon[i]!)} | bare Node 204 ${us(cpu.bare[i]!)}`,
    );
  }
  console.info(`  beacons sent: ${beaconsSent()}, each from a new visitor, flushed every 2 s`);
  console.info(
    `  a first view fetches ${firstView.length} requests from our server: ${firstView.map((r) => r.path!.split('?')[0]).join(', ')}`,
  );
  console.info(
    `  page throughput lost with one beacon per page view: ${lost(pageCpu, beaconCpu)} of a returning visitor's view (the HTML only), ${lost(firstViewCpu, beaconCpu)} of a first view (issue target < 5%)`,
  );
  console.info(
    `  a request of its own costs at least the bare Node server's ${us(bareCpu)}: at best ${lost(pageCpu, bareCpu)} of a returning visitor's view; /healthz through the app costs ${us(healthzCpu)}`,
  );
  console.info(
    `  the beacon beyond the bare request (validation, limit, counting, the flush): ${us(beaconCpu - bareCpu)}`,
  );
  console.info(
    `  one uncached render (NODE_ENV=${process.env.NODE_ENV ?? 'development'}): ${renderMs.toFixed(2)} ms`,
  );
  console.info(`bytes on first load at 412 px (transferred, as Chromium counted them):`);
  console.info(`  JavaScript: ${kb(weight.js)} (budget 25 KB)`);
  console.info(`  HTML + CSS + fonts: ${kb(weight.html + weight.css + weight.font)} (budget 60 KB)`);
  console.info(
    `  LCP hero image: ${weight.hero.url} ${weight.hero.type}, ${kb(weight.hero.bytes)}, lazy=${weight.hero.lazy}, preloaded=${weight.hero.preloaded} (budget 100 KB, WebP/AVIF)`,
  );
  console.info(`  images below the fold lazy with size: ${weight.lazyImagesWithSize}/${weight.otherImages}`);
  console.info(`  whole page: ${kb(weight.total)} in ${weight.requests} requests (budget 500 KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
