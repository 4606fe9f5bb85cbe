import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Senja');
const SHOTS = process.env.SCREENSHOT_DIR;

describe('Cetak QR', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px the owner finds it in the navigation and downloads the table poster`, async () => {
      const page = await openAdmin(ctx, '', width);
      if (width < 768) await page.getByRole('button', { name: 'Buka menu admin' }).click();
      await page.getByRole('link', { name: 'Cetak QR' }).click();
      await page.getByRole('heading', { name: 'Cetak QR', level: 1 }).waitFor();
      await page.getByText(`${ctx.t.url}/${ctx.owner.slug}#menu`).waitFor();
      // Without a QRIS image the counter poster says what to do first.
      await page.getByText('Unggah gambar QRIS Anda dulu di Web Settings, tab WhatsApp & QRIS.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-qr-kit-${width}.png`, fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Unduh A5' }).first().click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`poster-meja-a5-${ctx.owner.slug}.pdf`);
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await page.context().close();
    });
  }
});
