import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import type { AppEnv } from '../../http/context';
import { loadQrKit, type QrKitDeps } from './qr-kit-model';
import { counterPoster, type PaperSize, reviewPoster, tableCards, tablePoster } from './qr-kit-pdf';

// The printable sheets, by file name: what each draws and the name the owner's download gets.
const SHEETS = {
  'table-poster-a4.pdf': { file: 'poster-meja-a4', draw: tablePoster, size: 'A4' },
  'table-poster-a5.pdf': { file: 'poster-meja-a5', draw: tablePoster, size: 'A5' },
  'counter-poster-a4.pdf': { file: 'poster-qris-a4', draw: counterPoster, size: 'A4' },
  'counter-poster-a5.pdf': { file: 'poster-qris-a5', draw: counterPoster, size: 'A5' },
  'table-cards-a4.pdf': { file: 'kartu-meja-a4', draw: tableCards, size: 'A4' },
  'review-poster-a4.pdf': { file: 'poster-ulasan-a4', draw: reviewPoster, size: 'A4' },
  'review-poster-a5.pdf': { file: 'poster-ulasan-a5', draw: reviewPoster, size: 'A5' },
} as const satisfies Record<string, { file: string; size: PaperSize; draw: unknown }>;

export const NO_QRIS =
  'Poster QRIS butuh gambar QRIS Anda: unggah di Web Settings, tab WhatsApp & QRIS, lalu unduh lagi.';

export const NO_REVIEW_LINK =
  'Poster ulasan butuh tautan ulasan Google Anda: isi di Web Settings, kartu Pesan juga di, lalu unduh lagi.';

// GET /api/admin/qr-kit: what the "Cetak QR" screen shows; GET /api/admin/qr-kit/{sheet}.pdf: the PDF,
// drawn for the caller's company when asked (a few milliseconds; nothing is stored).
export function qrKitRoutes(deps: QrKitDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const kit = await loadQrKit(deps, callerCompany(c.var.auth).id);
    return c.json({
      data: {
        menu_url: kit.menuUrl,
        has_qris: kit.qris !== null,
        has_review_link: kit.reviewUrl !== null,
        sheets: Object.keys(SHEETS),
      },
    });
  });
  app.get('/:sheet', async (c) => {
    const sheet = SHEETS[c.req.param('sheet') as keyof typeof SHEETS];
    if (!sheet) return c.json({ message: 'Lembar cetak tidak ditemukan' }, 404);
    const kit = await loadQrKit(deps, callerCompany(c.var.auth).id);
    if (sheet.draw === counterPoster && !kit.qris) return c.json({ message: NO_QRIS }, 409);
    if (sheet.draw === reviewPoster && !kit.reviewUrl) return c.json({ message: NO_REVIEW_LINK }, 409);
    const bytes = await sheet.draw(kit, sheet.size);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${sheet.file}-${kit.slug}.pdf"`,
    });
  });
  return app;
}
