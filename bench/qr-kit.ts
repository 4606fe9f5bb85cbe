// `npm run bench:qr-kit`: does one owner downloading QR-kit PDFs slow other sites? Against the built
// server (apps/server/dist/main.js) on the embedded database, with a large photo as the demo owner's logo:
// four clients download the kit's sheets back to back for DURATION seconds while two probes time
// `/healthz` and a public page; their p99 is compared with a baseline measured just before, on the same
// server. Two setups, each on a fresh server:
//  1. as shipped: the per-company limit (429) and the sheet cache apply;
//  2. every download drawn: limit lifted and cache off (RATE_LIMIT_QR_KIT, QR_KIT_CACHE_MAX_BYTES=0),
//     so the drawing threads work the whole time.
// Goal (issue 26): /healthz and the public page under 50 ms p99 during the load.
// Run: npm run bench:qr-kit   (DURATION=15 default; BASELINE=10 seconds of baseline)

import sharp from 'sharp';
import { signInDemo } from './lib/demo-sign-in';
import { startWebku } from './lib/start-server';

const DURATION_S = Number(process.env.DURATION ?? 15);
const BASELINE_S = Number(process.env.BASELINE ?? 10);
const CLIENTS = 4;
const PROBE_GAP_MS = 20;
const GOAL_P99_MS = 50;
const SLUG = 'kopi-senja';
const SHEETS = [
  'table-cards-a4.pdf',
  'table-poster-a4.pdf',
  'table-poster-a5.pdf',
  'review-poster-a4.pdf',
  'counter-poster-a4.pdf',
];

// A 2,400 px photo-like logo (noise does not compress): the "large logo" of the issue.
async function largeLogo(): Promise<Buffer> {
  const side = 2400;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function setLogo(base: string, token: string): Promise<void> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await largeLogo())], { type: 'image/jpeg' }), 'logo.jpg');
  const uploaded = await fetch(`${base}/api/admin/upload/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`logo upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const logo = ((await uploaded.json()) as { data: { full_url: string } }).data.full_url;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const settings = await fetch(`${base}/api/admin/web-settings`, { headers: auth });
  const { id } = ((await settings.json()) as { data: { id: number } }).data;
  const saved = await fetch(`${base}/api/admin/web-settings/${id}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      navigation_logo: logo,
      qris_image: logo,
      google_review_url: 'https://g.page/r/CbX3kopisenja/review',
    }),
  });
  if (!saved.ok) throw new Error(`web settings failed: ${saved.status} ${await saved.text()}`);
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

// One probe: `path` asked again PROBE_GAP_MS after each answer, every latency kept.
function probe(url: string): () => Promise<number[]> {
  let stopped = false;
  const latencies: number[] = [];
  const run = (async () => {
    while (!stopped) {
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
    }
  })();
  return async () => {
    stopped = true;
    await run;
    return latencies;
  };
}

type Probed = { health: number; page: number; samples: number };

async function probed(base: string, seconds: number, during?: () => Promise<void>): Promise<Probed> {
  const stops = [probe(`${base}/healthz`), probe(`${base}/${SLUG}`)];
  const until = Date.now() + seconds * 1000;
  await (during ? during() : new Promise((r) => setTimeout(r, seconds * 1000)));
  if (Date.now() < until) await new Promise((r) => setTimeout(r, until - Date.now()));
  const [health, page] = await Promise.all(stops.map((stop) => stop()));
  return { health: p99(health!), page: p99(page!), samples: health!.length + page!.length };
}

// CLIENTS loops downloading the sheets in turn for `seconds`; answers counted by status.
async function downloads(base: string, token: string, seconds: number) {
  const statuses = new Map<number, number>();
  let bytes = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; Date.now() < until; i++) {
        const res = await fetch(`${base}/api/admin/qr-kit/${SHEETS[i % SHEETS.length]}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        bytes += (await res.arrayBuffer()).byteLength;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, bytes };
}

async function setup(name: string, env: Record<string, string>): Promise<string[]> {
  const server = await startWebku(env, { timeoutMs: 300_000 });
  const failures: string[] = [];
  try {
    const token = await signInDemo(server.url);
    await setLogo(server.url, token);
    // Warm: the page rendered and cached, one sheet drawn (the drawing thread started).
    await fetch(`${server.url}/${SLUG}`);
    await fetch(`${server.url}/api/admin/qr-kit/table-poster-a5.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const baseline = await probed(server.url, BASELINE_S);
    let load!: Awaited<ReturnType<typeof downloads>>;
    const loaded = await probed(server.url, DURATION_S, async () => {
      load = await downloads(server.url, token, DURATION_S);
    });
    const answers = [...load.statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    console.info(`\n${name}`);
    console.info(
      `  downloads in ${DURATION_S} s by ${CLIENTS} clients: ${answers}; ${(load.bytes / 1e6).toFixed(1)} MB`,
    );
    for (const [what, key] of [
      ['/healthz', 'health'],
      [`public page /${SLUG}`, 'page'],
    ] as const) {
      const ratio = loaded[key] / Math.max(baseline[key], 0.1);
      console.info(
        `  ${what}: p99 ${baseline[key].toFixed(1)} ms baseline, ${loaded[key].toFixed(1)} ms during the downloads (ratio ${ratio.toFixed(2)})`,
      );
      if (loaded[key] >= GOAL_P99_MS)
        failures.push(
          `${name}: ${what} p99 ${loaded[key].toFixed(1)} ms during the downloads (goal < ${GOAL_P99_MS} ms)`,
        );
    }
    console.info(`  probe samples: ${baseline.samples} baseline, ${loaded.samples} during`);
  } finally {
    await server.stop();
  }
  return failures;
}

const failures = [
  ...(await setup('1. as shipped (per-company limit and sheet cache)', {})),
  ...(await setup('2. every download drawn (limit lifted, cache off)', {
    RATE_LIMIT_QR_KIT: '100000/1m',
    QR_KIT_CACHE_MAX_BYTES: '0',
  })),
];
for (const failure of failures) console.info(`FAIL ${failure}`);
process.exitCode = failures.length ? 1 : 0;
