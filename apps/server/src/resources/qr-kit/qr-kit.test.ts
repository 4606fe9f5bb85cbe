import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { companies, eq } from '@webku/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQr } from '../../../../../tests/e2e/support/admin-images';
import { DEMO_QRIS_PAYLOAD, qrisPosterPng } from '../../../../../tests/fixtures/images/make-images';
import { testJpeg } from '../../../../../tests/support/server/backup-archives';
import { useOwnerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { upload } from '../../../../../tests/support/server/upload';
import { NO_QRIS, NO_REVIEW_LINK } from './qr-kit.routes';
import { TABLE_CARDS } from './qr-kit-pdf';

const run = promisify(execFile);
const site = useOwnerWithSite('Kopi Senja');
const SHOTS = process.env.SCREENSHOT_DIR;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'webku-qr-kit-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const menuUrl = () => `${site.t.url}/${site.owner.slug}#menu`;

async function sheet(name: string) {
  const res = await site.t.api(`/api/admin/qr-kit/${name}`, { token: site.owner.token });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

// Renders the PDF's first page as a printer would see it (poppler), at `dpi`.
async function rendered(name: string, dpi = 110): Promise<{ png: Buffer; pdf: string }> {
  const { res, bytes } = await sheet(name);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = join(dir, name);
  await writeFile(pdf, bytes);
  const out = join(dir, name.replace(/\.pdf$/, ''));
  await run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', pdf, out]);
  if (SHOTS) await copyFile(`${out}.png`, join(SHOTS, `qr-kit-${name.replace(/\.pdf$/, '')}.png`));
  return { png: await readFile(`${out}.png`), pdf };
}

const text = async (pdf: string) => (await run('pdftotext', [pdf, '-'])).stdout.replace(/\s+/g, ' ');

async function expectFontsEmbedded(pdf: string) {
  const lines = (await run('pdffonts', [pdf])).stdout.trim().split('\n').slice(2);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  for (const line of lines) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
}

describe('Cetak QR: the printable QR kit', () => {
  it.each(['table-poster-a4.pdf', 'table-poster-a5.pdf'])(
    '%s: its one code opens the site menu, in the site language, fonts embedded',
    async (name) => {
      const { png, pdf } = await rendered(name);
      expect(await decodeQr(png)).toBe(menuUrl());
      expect(await text(pdf)).toContain('Scan untuk lihat menu & pesan');
      expect(await text(pdf)).toContain('Kopi Senja');
      await expectFontsEmbedded(pdf);
      const { width } = await sharp(png).metadata();
      expect(width).toBe(name.includes('a4') ? 910 : 641);
    },
  );

  it('the table cards: six codes on one A4 sheet, each to the site menu', async () => {
    const { png, pdf } = await rendered('table-cards-a4.pdf');
    const { width = 0, height = 0 } = await sharp(png).metadata();
    const { columns, rows, margin } = TABLE_CARDS;
    const px = width / 595.28;
    const cell = {
      width: ((width / px - 2 * margin) / columns) * px,
      height: ((height / px - 2 * margin) / rows) * px,
    };
    const codes: (string | null)[] = [];
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < columns; col++) {
        const card = await sharp(png)
          .extract({
            left: Math.round(margin * px + col * cell.width),
            top: Math.round(margin * px + row * cell.height),
            width: Math.floor(cell.width),
            height: Math.floor(cell.height),
          })
          .png()
          .toBuffer();
        codes.push(await decodeQr(card));
      }
    }
    expect(codes).toEqual(Array(6).fill(menuUrl()));
    expect(await text(pdf)).toContain('Meja: ________');
    await expectFontsEmbedded(pdf);
  });

  it("the counter poster asks for a QRIS image first, then carries the owner's QRIS and merchant name", async () => {
    const missing = await sheet('counter-poster-a5.pdf');
    expect(missing.res.status).toBe(409);
    expect(JSON.parse(missing.bytes.toString())).toEqual({ message: NO_QRIS });
    const info = await site.api.get<{ has_qris: boolean; menu_url: string }>('/admin/qr-kit');
    expect(info.data).toMatchObject({ has_qris: false, menu_url: menuUrl() });

    const res = await upload(
      site.t,
      site.owner.token,
      '/api/admin/upload/image',
      [{ bytes: await qrisPosterPng(), name: 'qris.png' }],
      { category: 'payment' },
    );
    const qris = ((await res.json()) as { data: { full_url: string } }).data.full_url;
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    await site.api.put(`/admin/web-settings/${id}`, {
      qris_image: qris,
      qris_merchant_name: 'KOPI SENJA BRAGA',
    });

    for (const name of ['counter-poster-a4.pdf', 'counter-poster-a5.pdf']) {
      const { png, pdf } = await rendered(name, 150);
      expect(await decodeQr(png)).toBe(DEMO_QRIS_PAYLOAD);
      expect(await text(pdf)).toContain('Bayar dengan QRIS');
      expect(await text(pdf)).toContain('KOPI SENJA BRAGA');
      await expectFontsEmbedded(pdf);
    }
    expect((await site.api.get<{ has_qris: boolean }>('/admin/qr-kit')).data.has_qris).toBe(true);
  });

  it("the owner's logo heads the posters and the cards, and the code still reads", async () => {
    const res = await upload(site.t, site.owner.token, '/api/admin/upload/image', [
      { bytes: await testJpeg('#2f6b4f', 240), name: 'logo.jpg' },
    ]);
    const logo = ((await res.json()) as { data: { full_url: string } }).data.full_url;
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    await site.api.put(`/admin/web-settings/${id}`, { navigation_logo: logo });
    for (const name of ['table-poster-a4.pdf', 'table-cards-a4.pdf']) {
      const { png, pdf } = await rendered(name);
      if (name.startsWith('table-poster')) expect(await decodeQr(png)).toBe(menuUrl());
      expect((await run('pdfimages', ['-list', pdf])).stdout).toMatch(/\bimage\s+240\s+60\b/);
    }
  });

  it('the review poster asks for the review link first, then its code opens it', async () => {
    const missing = await sheet('review-poster-a4.pdf');
    expect(missing.res.status).toBe(409);
    expect(JSON.parse(missing.bytes.toString())).toEqual({ message: NO_REVIEW_LINK });
    const review = 'https://search.google.com/local/writereview?placeid=ChIJkopisenja';
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    await site.api.put(`/admin/web-settings/${id}`, { google_review_url: review });
    for (const name of ['review-poster-a4.pdf', 'review-poster-a5.pdf']) {
      const { png, pdf } = await rendered(name);
      expect(await decodeQr(png)).toBe(review);
      expect(await text(pdf)).toContain('Beri ulasan di Google');
      await expectFontsEmbedded(pdf);
    }
    expect((await site.api.get<{ has_review_link: boolean }>('/admin/qr-kit')).data.has_review_link).toBe(
      true,
    );
  });

  it('an English site gets English sheets', async () => {
    await site.t.webku.db
      .update(companies)
      .set({ web_language: 'english' })
      .where(eq(companies.id, site.owner.companyId));
    const { pdf } = await rendered('table-poster-a5.pdf');
    expect(await text(pdf)).toContain('Scan to see the menu & order');
    const counter = await rendered('counter-poster-a5.pdf');
    expect(await text(counter.pdf)).toContain('Pay with QRIS');
    await site.t.webku.db
      .update(companies)
      .set({ web_language: 'indonesia' })
      .where(eq(companies.id, site.owner.companyId));
  });

  it('an unknown sheet is a 404 with a message; without a session nothing is drawn', async () => {
    const unknown = await sheet('poster.pdf');
    expect(unknown.res.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString()).message).toBe('Lembar cetak tidak ditemukan');
    expect((await site.t.api('/api/admin/qr-kit/table-poster-a4.pdf')).status).toBe(401);
  });
});
