import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assets, count, eq, restorePoints } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupCalls,
  buildZip,
  renameEntry,
  siteJson,
  testJpeg,
} from '../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { listStoredFiles } from '../../../../tests/support/server/upload';
import { readSiteContent } from './read-site-content';

const QUOTA = 1024 * 1024;
let t: TestServer;
let dir: string;
let owner: OwnerWithSite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-hostile-'));
  // A small quota keeps the size limits (quota + 16 MB) quick to reach.
  t = await startTestServer({ STORAGE_DIR: dir, STORAGE_QUOTA_BYTES: String(QUOTA) });
  owner = await ownerWithSite(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Everything an import could touch: the content rows, the library, restore points and the files.
async function state() {
  const db = t.webku.db;
  const [library] = await db
    .select({ n: count() })
    .from(assets)
    .where(eq(assets.company_id, owner.companyId));
  const [points] = await db
    .select({ n: count() })
    .from(restorePoints)
    .where(eq(restorePoints.company_id, owner.companyId));
  return {
    content: await readSiteContent(db, owner.companyId),
    library: library!.n,
    points: points!.n,
    files: listStoredFiles(dir).sort(),
  };
}

const image = (filename: string) => ({ category: 'general', filename, original_name: null });
const hexText = (bytes: number) => randomBytes(bytes / 2).toString('hex');

// Image bytes are checked by the import only: the preview reads site.json and the directory.
type Case = [name: string, build: () => Promise<Buffer>, status: number, message: RegExp, importOnly?: true];

const cases: Case[] = [
  ['not a zip at all', async () => Buffer.from('just text, not an archive'), 422, /bukan arsip \.zip/],
  [
    'too many entries',
    () =>
      buildZip(Array.from({ length: 5_002 }, (_, i) => ({ name: `images/general/f${i}.jpg`, bytes: 'x' }))),
    413,
    /terlalu banyak berkas/,
  ],
  [
    'a zip bomb (one entry inflates 1000×)',
    () => buildZip([{ name: 'images/general/bomb.jpg', bytes: Buffer.alloc(9 * 1024 * 1024) }]),
    413,
    /zip bomb/,
  ],
  [
    'one entry over the per-entry limit',
    () =>
      buildZip([{ name: 'images/general/big.jpg', bytes: Buffer.alloc(11 * 1024 * 1024), compress: false }]),
    413,
    /terlalu besar \(maksimal 10 MB\)/,
  ],
  [
    // Deflated to about 5.5 MB at a ratio of 2: only its uncompressed size is over the limit.
    'one deflated entry over the per-entry limit, under the ratio limit',
    () => buildZip([{ name: 'images/general/big.jpg', bytes: hexText(11 * 1024 * 1024) }]),
    413,
    /terlalu besar \(maksimal 10 MB\)/,
  ],
  [
    'a site.json nested a million levels deep',
    () =>
      buildZip([
        { name: 'site.json', bytes: `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`, compress: false },
      ]),
    422,
    /site\.json di dalam arsip bukan JSON yang valid/,
  ],
  [
    'entries over the total uncompressed limit',
    () =>
      buildZip(
        ['a', 'b', 'c'].map((n) => ({ name: `images/general/${n}.jpg`, bytes: hexText(6 * 1024 * 1024) })),
      ),
    413,
    /Isi arsip terlalu besar/,
  ],
  [
    'a ../ path',
    async () =>
      renameEntry(
        await buildZip([
          { name: 'site.json', bytes: siteJson() },
          { name: 'xx/yy/evil.sh', bytes: 'x' },
        ]),
        'xx/yy/evil.sh',
        '../../evil.sh',
      ),
    422,
    /jalur yang tidak aman/,
  ],
  [
    'an absolute path',
    async () =>
      renameEntry(
        await buildZip([
          { name: 'site.json', bytes: siteJson() },
          { name: 'xetc/passwd', bytes: 'x' },
        ]),
        'xetc/passwd',
        '/etc/passwd',
      ),
    422,
    /jalur yang tidak aman/,
  ],
  [
    'a symlink',
    () =>
      buildZip([
        { name: 'site.json', bytes: siteJson({}, [image('link.jpg')]) },
        { name: 'images/general/link.jpg', bytes: '/etc/passwd', mode: 0o120777 },
      ]),
    422,
    /tautan \(symlink\)/,
  ],
  [
    'a duplicate name',
    () =>
      buildZip([
        { name: 'site.json', bytes: siteJson() },
        { name: 'site.json', bytes: siteJson({ stores: [{ name: 'Cabang palsu' }] }) },
      ]),
    422,
    /muncul lebih dari sekali/,
  ],
  [
    'an entry that is no part of a backup',
    () =>
      buildZip([
        { name: 'site.json', bytes: siteJson() },
        { name: 'run.sh', bytes: 'rm -rf /' },
      ]),
    422,
    /bukan bagian dari cadangan/,
  ],
  [
    'no site.json',
    () => buildZip([{ name: 'images/general/a.jpg', bytes: 'x' }]),
    422,
    /tidak berisi site\.json/,
  ],
  [
    'site.json that is not JSON',
    () => buildZip([{ name: 'site.json', bytes: '{"format":' }]),
    422,
    /bukan JSON/,
  ],
  [
    'a wrong format version',
    () =>
      buildZip([
        { name: 'site.json', bytes: siteJson().replace('"format_version":1', '"format_version":2') },
      ]),
    422,
    /Versi format cadangan 2 tidak didukung/,
  ],
  [
    'site.json failing the schema (a menu item without a name)',
    () =>
      buildZip([
        {
          name: 'site.json',
          bytes: siteJson({ menu_categories: [{ name: 'Kopi', menu_items: [{ name: '' }] }] }),
        },
      ]),
    422,
    /site\.json tidak valid: .*Nama wajib diisi/,
  ],
  [
    'an image listed but missing',
    () => buildZip([{ name: 'site.json', bytes: siteJson({}, [image('gone.jpg')]) }]),
    422,
    /tidak ada di arsip/,
  ],
  [
    'an image failing the upload checks (after a good one was stored)',
    async () =>
      buildZip([
        { name: 'site.json', bytes: siteJson({}, [image('good.jpg'), image('fake.jpg')]) },
        { name: 'images/general/good.jpg', bytes: await testJpeg() },
        { name: 'images/general/fake.jpg', bytes: '<?php echo "not an image"; ?>' },
      ]),
    422,
    /Gambar "images\/general\/fake\.jpg" ditolak: hanya gambar JPEG/,
    true,
  ],
  [
    'images over the storage quota',
    async () => {
      const noisy = await (await import('sharp'))
        .default(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
        .png()
        .toBuffer();
      return buildZip([
        { name: 'site.json', bytes: siteJson({}, [image('n1.png'), image('n2.png')]) },
        { name: 'images/general/n1.png', bytes: noisy, compress: false },
        { name: 'images/general/n2.png', bytes: noisy, compress: false },
      ]);
    },
    413,
    /Kuota penyimpanan terlampaui/,
    true,
  ],
  // The sanitiser reads these as another company's upload; the archive's image mapping did not.
  ...[
    "<img src='/media/u/999/news/a.webp'>",
    '<img src=/media/u/999/news/a.webp>',
    '<img src="&#47;media/u/999/news/a.webp">',
    '<img src="\t/media/u/999/news/a.webp">',
  ].map(
    (html): Case => [
      `rich text showing another company's upload as ${html}`,
      () =>
        buildZip([
          {
            name: 'site.json',
            bytes: siteJson({ news_articles: [{ title: 'Promo', content: `<p>x</p>${html}` }] }),
          },
        ]),
      422,
      /gambar ini milik website lain/,
      true,
    ],
  ),
];

describe('hostile backup archives are refused with nothing changed', () => {
  it.each(cases)('%s', async (_name, build, status, message, importOnly) => {
    const before = await state();
    const zip = await build();
    for (const step of importOnly ? (['import'] as const) : (['preview', 'import'] as const)) {
      const res = await backupCalls(t, owner.token).send(step, zip);
      expect(res.status).toBe(status);
      expect(res.message).toMatch(message);
    }
    expect(await state()).toEqual(before);
  });

  it('a well-formed archive passes the same checks (the matrix is not refusing everything)', async () => {
    const zip = await buildZip([
      { name: 'site.json', bytes: siteJson({}, [image('good.jpg')]) },
      { name: 'images/general/good.jpg', bytes: await testJpeg() },
    ]);
    const res = await backupCalls(t, owner.token).send('import', zip);
    expect(res.status).toBe(200);
    expect((await state()).content?.company.name).toBe('Toko Arsip');
  });
});
