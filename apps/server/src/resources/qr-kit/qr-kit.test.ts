import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { companies, eq, footerSettings, webSettings } from '@webku/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQr } from '../../../../../tests/e2e/support/admin-images';
import { DEMO_QRIS_PAYLOAD, qrisPosterPng } from '../../../../../tests/fixtures/images/make-images';
import { testJpeg } from '../../../../../tests/support/server/backup-archives';
import {
  type OwnerWithSite,
  ownerWithSite,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';
import { expectTooMany } from '../../../../../tests/support/server/rate-limit';
import { upload } from '../../../../../tests/support/server/upload';
import { NO_QRIS, NO_REVIEW_LINK, NO_SHEET, NO_TABLE_CARDS } from './qr-kit.routes';
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

// Sheet requests per owner, each spending one of the company's downloads.
const spent = new Map<string, number>();

async function sheet(name: string, owner: OwnerWithSite = site.owner) {
  spent.set(owner.token, (spent.get(owner.token) ?? 0) + 1);
  const res = await site.t.api(`/api/admin/qr-kit/${name}`, { token: owner.token });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

// Renders the PDF's first page as a printer would see it (poppler), at `dpi`.
async function rendered(
  name: string,
  dpi = 110,
  owner: OwnerWithSite = site.owner,
): Promise<{ png: Buffer; pdf: string; res: Response }> {
  const { res, bytes } = await sheet(name, owner);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const base = `${owner.slug}-${name.replace(/\.pdf$/, '')}`;
  const pdf = join(dir, `${base}.pdf`);
  await writeFile(pdf, bytes);
  const out = join(dir, base);
  await run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', pdf, out]);
  if (SHOTS) await copyFile(`${out}.png`, join(SHOTS, `qr-kit-${base}.png`));
  return { png: await readFile(`${out}.png`), pdf, res };
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

  it('an unknown sheet is a 404 with a message, names of object built-ins too; without a session nothing is drawn', async () => {
    for (const name of ['poster.pdf', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const unknown = await sheet(name);
      expect(unknown.res.status, name).toBe(404);
      expect(JSON.parse(unknown.bytes.toString()), name).toEqual({ message: NO_SHEET });
    }
    expect((await site.t.api('/api/admin/qr-kit/table-poster-a4.pdf')).status).toBe(401);
  });

  it('a sheet is kept until what it shows changes, a change made by another instance included', async () => {
    const first = await sheet('table-poster-a5.pdf');
    const again = await sheet('table-poster-a5.pdf');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    // Written straight to the database, as another instance would: this process is told nothing.
    await site.t.webku.db
      .update(footerSettings)
      .set({ shop_name: 'Kopi Senja Dago' })
      .where(eq(footerSettings.company_id, site.owner.companyId));
    const changed = await rendered('table-poster-a5.pdf');
    expect(await text(changed.pdf)).toContain('Kopi Senja Dago');
  });

  it('a review link stored before the QR limit is left out instead of failing the poster', async () => {
    const tooBig = `https://g.page/r/${'न'.repeat(479)}abc`;
    await site.t.webku.db
      .update(webSettings)
      .set({ google_review_url: tooBig })
      .where(eq(webSettings.company_id, site.owner.companyId));
    const poster = await sheet('review-poster-a4.pdf');
    expect(poster.res.status).toBe(409);
    expect(JSON.parse(poster.bytes.toString())).toEqual({ message: NO_REVIEW_LINK });
    expect((await site.api.get<{ has_review_link: boolean }>('/admin/qr-kit')).data.has_review_link).toBe(
      false,
    );
    // Saving it now is refused, naming the field and the limit.
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    const saved = await site.api.put(`/admin/web-settings/${id}`, { google_review_url: tooBig });
    expect(saved.status).toBe(422);
    expect(saved.message).toMatch(
      /^Tautan ulasan Google terlalu panjang untuk dicetak sebagai kode QR \(1\.457 byte/,
    );
  });
});

describe('Cetak QR for a business that is not a restaurant', () => {
  let owner: OwnerWithSite;
  beforeAll(async () => {
    owner = await ownerWithSite(site.t, 'Dingin Jaya AC', {
      business_type: 'Servis AC',
      short_description: 'Servis, cuci dan isi freon AC rumah dan kantor di Bandung.',
    });
  });

  it('speaks of its services, and offers no table cards', async () => {
    const info = await site.t.api('/api/admin/qr-kit', { token: owner.token });
    const { data } = (await info.json()) as { data: { sheets: string[]; headline: string; offer: string } };
    expect(data).toMatchObject({ headline: 'Scan untuk lihat layanan & pesan', offer: 'layanan' });
    expect(data.sheets).not.toContain('table-cards-a4.pdf');
    expect(data.sheets).toContain('table-poster-a4.pdf');

    const { png, pdf, res } = await rendered('table-poster-a4.pdf', 110, owner);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="poster-qr-a4-${owner.slug}.pdf"`,
    );
    expect(await decodeQr(png)).toBe(`${site.t.url}/${owner.slug}#menu`);
    const words = await text(pdf);
    expect(words).toContain('Scan untuk lihat layanan & pesan');
    expect(words).not.toMatch(/menu|Meja/i);

    const cards = await sheet('table-cards-a4.pdf', owner);
    expect(cards.res.status).toBe(404);
    expect(JSON.parse(cards.bytes.toString())).toEqual({ message: NO_TABLE_CARDS });
  });

  it('prints the review link a store has when the site has none', async () => {
    expect((await sheet('review-poster-a5.pdf', owner)).res.status).toBe(409);
    const review = 'https://g.page/r/CdinginjayaAC/review';
    const store = await owner.api.post('/admin/stores', {
      name: 'Dingin Jaya Buahbatu',
      google_review_url: review,
    });
    expect(store.status).toBe(201);
    const { png, pdf } = await rendered('review-poster-a5.pdf', 110, owner);
    expect(await decodeQr(png)).toBe(review);
    expect(await text(pdf)).toContain('Beri ulasan di Google');
  });

  it('limits downloads per company, saying when to try again', async () => {
    while ((spent.get(owner.token) ?? 0) < 30)
      expect((await sheet('table-poster-a5.pdf', owner)).res.status).toBe(200);
    await expectTooMany(
      await site.t.api('/api/admin/qr-kit/table-poster-a5.pdf', { token: owner.token }),
      /^Terlalu banyak PDF Cetak QR diunduh\. Coba lagi dalam ([1-9]|10) menit\.$/,
      [500, 600],
    );
    // Another company is not affected.
    expect((await sheet('table-poster-a5.pdf')).res.status).toBe(200);
  });
});
