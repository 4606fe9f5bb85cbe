import { LANGUAGE_CODES } from '@webku/contract';
import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import { ConflictError, NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { loadQrKitModel, loadQrKitSource, type QrKitDeps, sheetKey } from './qr-kit-model';
import type { SheetCache } from './qr-kit-sheet-cache';
import { offeredSheets, SHEETS } from './qr-kit-sheets';

export const NO_QRIS =
  'Poster QRIS butuh gambar QRIS Anda: unggah di Web Settings, tab WhatsApp & QRIS, lalu unduh lagi.';

export const NO_REVIEW_LINK =
  'Poster ulasan butuh tautan ulasan Google Anda: isi di Web Settings, kartu Pesan juga di, atau di salah satu toko, lalu unduh lagi.';

export const NO_SHEET = 'Lembar cetak tidak ditemukan: pilih salah satu lembar di halaman Cetak QR.';

export const NO_TABLE_CARDS =
  'Kartu meja hanya untuk usaha yang pelanggannya makan atau minum di meja. Unduh poster QR sebagai gantinya.';

// GET /api/admin/qr-kit: what the "Cetak QR" screen shows; GET /api/admin/qr-kit/{sheet}.pdf: the PDF for
// the caller's company, drawn off the request thread and kept until what it shows changes (SheetCache).
export function qrKitRoutes(deps: QrKitDeps & { sheets: SheetCache }) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const kit = await loadQrKitSource(deps, callerCompany(c.var.auth).id);
    return c.json({
      data: {
        menu_url: kit.menuUrl,
        has_qris: kit.qris !== null,
        has_review_link: kit.reviewUrl !== null,
        sheets: offeredSheets(kit.tables),
        headline: kit.texts.menuHeadline,
        offer: kit.offer,
        // The second language's code ('en'): each sheet is offered in it too (`?lang=en`).
        second_language: kit.secondLanguage && LANGUAGE_CODES[kit.secondLanguage],
      },
    });
  });
  app.get('/:sheet', async (c) => {
    const name = c.req.param('sheet');
    const sheet = SHEETS.get(name);
    if (!sheet) throw new NotFoundError(NO_SHEET);
    const companyId = callerCompany(c.var.auth).id;
    const kit = await loadQrKitSource(deps, companyId, c.req.query('lang'));
    if (sheet.drawing === 'table-cards' && !kit.tables) throw new NotFoundError(NO_TABLE_CARDS);
    if (sheet.drawing === 'counter-poster' && !kit.qris) throw new ConflictError(NO_QRIS);
    if (sheet.drawing === 'review-poster' && !kit.reviewUrl) throw new ConflictError(NO_REVIEW_LINK);
    const pdf = await deps.sheets.get(sheetKey(name, kit), String(companyId), async () => {
      const model = await loadQrKitModel(deps, companyId, kit, { qris: sheet.drawing === 'counter-poster' });
      // The QRIS address is the company's, but its file could not be read.
      if (sheet.drawing === 'counter-poster' && !model.qris) throw new ConflictError(NO_QRIS);
      return { drawing: sheet.drawing, size: sheet.size, model };
    });
    const file = kit.tables ? sheet.file.tables : sheet.file.other;
    const suffix = kit.inSecondLanguage && kit.secondLanguage ? `-${LANGUAGE_CODES[kit.secondLanguage]}` : '';
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file}-${kit.slug}${suffix}.pdf"`,
    });
  });
  return app;
}
