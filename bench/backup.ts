// Export and import of a company at its storage quota, through real HTTP on the embedded database:
// wall time and the process's peak resident memory above idle (acceptance: at most 100 MB above).
// The client streams the archive to and from a file, so the figures are the server's.
// Run: npm run bench:backup   (QUOTA_MB=50 for a quicker run; default is the product's 200 MB)
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { assets } from '@webku/db';
import sharp from 'sharp';
import { companyPrefix } from '../apps/server/src/images/asset-paths';
import { processImage } from '../apps/server/src/images/process-image';
import { planObjects, putAll } from '../apps/server/src/images/store-images';
import { createStorageProvider } from '../apps/server/src/providers/storage/index';
import { ownerWithSite } from '../tests/support/server/owner-with-site';
import { startTestServer } from '../tests/support/server/test-server';

const MB = 1024 * 1024;
const QUOTA = Number(process.env.QUOTA_MB ?? 200) * MB;
const LIMIT_MB = 100;
// Filled to just under the quota: the import stores re-encoded copies, which must fit it too.
const FILL = 0.95;

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const rssMb = () => process.memoryUsage.rss() / MB;

async function settledRss(): Promise<number> {
  gc();
  await new Promise((r) => setTimeout(r, 500));
  gc();
  return rssMb();
}

// Samples RSS every 5 ms while `run` goes; returns its time and the highest sample.
async function measure(run: () => Promise<void>) {
  let peak = rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 5);
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, peak: Math.max(peak, rssMb()) };
}

// node:http, not fetch: an import of a full quota can take longer than fetch's 300 s answer timeout.
function postFile(url: string, token: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`import: ${res.statusCode} ${body}`)),
        );
      },
    );
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'webku-bench-backup-'));
  const t = await startTestServer({ STORAGE_DIR: join(dir, 'uploads'), STORAGE_QUOTA_BYTES: String(QUOTA) });
  const source = await ownerWithSite(t, 'Toko Penuh Foto');

  // A phone-sized photo of noise (it does not compress), through the real pipeline once, stored N times.
  const noise = await sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const processed = await processImage(noise, { maxPixels: 40_000_000 });
  const storage = createStorageProvider({ driver: 'local', dir: join(dir, 'uploads') });
  let used = 0;
  let images = 0;
  for (;;) {
    const planned = planObjects(source.companyId, 'general', {
      ...processed,
      originalName: `foto-${images}.jpg`,
    });
    const size = planned.objects.reduce((sum, o) => sum + o.bytes.length, 0);
    if (used + size > QUOTA * FILL) break;
    await putAll(storage, planned.objects);
    await t.webku.db
      .insert(assets)
      .values({ ...planned.row, company_id: source.companyId, category: 'general' });
    used += size;
    images += 1;
  }
  const stored = await storage.usage(companyPrefix(source.companyId));
  const target = await ownerWithSite(t, 'Toko Baru');
  const zip = join(dir, 'cadangan.zip');

  const idleExport = await settledRss();
  const exported = await measure(async () => {
    const res = await t.api('/api/admin/data/backup/export', { token: source.token });
    if (res.status !== 200 || !res.body) throw new Error(`export failed: ${res.status}`);
    await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(zip));
  });

  const idleImport = await settledRss();
  const imported = await measure(() => postFile(`${t.url}/api/admin/data/backup/import`, target.token, zip));
  const copied = await storage.usage(companyPrefix(target.companyId));
  await t.close();

  const line = (name: string, r: { ms: number; peak: number }, idle: number) => {
    const above = r.peak - idle;
    console.info(
      `${name}: ${(r.ms / 1000).toFixed(1)} s, peak RSS ${r.peak.toFixed(0)} MB, ${above.toFixed(0)} MB above idle ` +
        `(${idle.toFixed(0)} MB) ${above <= LIMIT_MB ? 'ok' : `OVER ${LIMIT_MB} MB`}`,
    );
  };
  console.info(
    `company at its quota: ${images} images, ${(stored / MB).toFixed(1)} MB stored of ${(QUOTA / MB).toFixed(0)} MB ` +
      `(originals and variants); archive ${(statSync(zip).size / MB).toFixed(1)} MB`,
  );
  line('export', exported, idleExport);
  line('import', imported, idleImport);
  console.info(
    `imported company stores ${(copied / MB).toFixed(1)} MB (originals re-encoded, variants rebuilt)`,
  );
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
