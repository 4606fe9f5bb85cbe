import { SITE_BACKUP_FORMAT, SITE_BACKUP_FORMAT_VERSION } from '@webku/contract';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import type { TestServer } from './test-server';

// Test helpers for backups: archives built entry by entry, and the backup calls over HTTP.

export type ZipEntry = { name: string; bytes: Uint8Array | string; compress?: boolean; mode?: number };

export function buildZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) {
    const bytes = typeof e.bytes === 'string' ? Buffer.from(e.bytes) : Buffer.from(e.bytes);
    zip.addBuffer(bytes, e.name, { compress: e.compress ?? true, ...(e.mode ? { mode: e.mode } : {}) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Renames an entry in the built bytes (local header and central directory), for names yazl refuses. */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('names must have the same length');
  const out = Buffer.from(zip);
  let at = out.indexOf(from);
  while (at !== -1) {
    out.write(to, at);
    at = out.indexOf(from, at + 1);
  }
  return out;
}

export const testJpeg = (color = '#c8763a', width = 80) =>
  sharp({ create: { width, height: 60, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

export function siteJson(overrides: Record<string, unknown> = {}, images: unknown[] = []) {
  return JSON.stringify({
    format: SITE_BACKUP_FORMAT,
    format_version: SITE_BACKUP_FORMAT_VERSION,
    exported_at: '2026-01-02T03:04:05.000Z',
    content: {
      company: { name: 'Toko Arsip', description: null, logo: null },
      web_settings: null,
      hero_section: { shop_name: 'Toko Arsip', background_image: null },
      footer_settings: null,
      section_settings: [],
      menu_categories: [{ name: 'Kopi', slug: 'kopi', menu_items: [{ name: 'Es Kopi', price: 18000 }] }],
      merchandise_items: [],
      news_articles: [],
      stores: [],
      ...overrides,
    },
    images,
  });
}

export const backupCalls = (t: TestServer, token: string) => ({
  exportZip: async () => {
    const res = await t.api('/api/admin/data/backup/export', { token });
    if (res.status !== 200) throw new Error(`export failed: ${res.status} ${await res.text()}`);
    return Buffer.from(await res.arrayBuffer());
  },
  send: async (step: 'preview' | 'import', zip: Uint8Array) => {
    const res = await t.api(`/api/admin/data/backup/${step}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/zip' },
      body: new Uint8Array(zip),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; message?: string };
    return { status: res.status, data: body.data, message: body.message };
  },
});

// The archive's site.json, parsed.
export async function readSiteJson(zip: Buffer): Promise<unknown> {
  const { default: yauzl } = await import('yauzl');
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      file.on('entry', (entry: { fileName: string }) => {
        if (entry.fileName !== 'site.json') return file.readEntry();
        file.openReadStream(entry as never, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
      });
      file.readEntry();
    });
  });
}
