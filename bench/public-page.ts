// Public page speed, measured in one run on this machine:
//  - throughput and p99 of the cached page (autocannon, 100 connections) against nginx serving the same
//    gzip bytes as a static file, interleaved over three rounds, and their ratios;
//  - the cost of one uncached render;
//  - the bytes a phone downloads (412 px viewport, Debian Chromium).
// Run: npm run bench:public-page
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderSitePage } from '@webku/site';
import autocannon from 'autocannon';
import { startNginx } from './lib/nginx';
import { measurePageWeight } from './lib/page-weight';
import { startWebku } from './lib/start-server';

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

async function main() {
  const webku = await startWebku();
  const pageUrl = `${webku.url}/kopi-senja`;
  const html = await (await fetch(pageUrl)).text();
  const dir = mkdtempSync(join(tmpdir(), 'webku-nginx-'));
  writeFileSync(join(dir, 'page.html'), html);
  writeFileSync(join(dir, 'page.html.gz'), gzipSync(html, { level: 9 }));
  const nginx = await startNginx(dir, 'page.html');

  await load(pageUrl); // warm-up: JIT and the page cache
  const ours: Load[] = [];
  const base: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await load(pageUrl));
    base.push(await load(nginx.url));
  }
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

  const weight = await measurePageWeight(pageUrl, 412);
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
