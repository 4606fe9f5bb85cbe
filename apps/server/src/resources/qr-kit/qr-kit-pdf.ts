import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { QrKitTexts } from './qr-kit-texts';

export type QrKitModel = {
  name: string;
  /** Where the menu QR codes lead: the site's own address (custom domain when active). */
  menuUrl: string;
  /** The same address as printed under the code, without the scheme. */
  menuLabel: string;
  /** PNG bytes, or null without a logo. */
  logo: Buffer | null;
  qris: { image: Buffer; merchant: string } | null;
  /** The owner's Google review link, or null without one. */
  reviewUrl: string | null;
  palette: { ink: string; accent: string; paper: string };
  fonts: { title: string; body: string; bodyBold: string };
  texts: QrKitTexts;
};

export type PaperSize = 'A4' | 'A5';
const WIDTH: Record<PaperSize, number> = { A4: 595.28, A5: 419.53 };
const A4_HEIGHT = 841.89;

// The sheet of table cards: A4, two columns of three cards that share their cut lines, inside a margin
// where the cut marks are.
export const TABLE_CARDS = { columns: 2, rows: 3, margin: 36 } as const;

// High error correction: a printed code still scans with a stain, a fold or a glare on it.
const QR_LEVEL = 'H';
const QUIET_MODULES = 4;

type Doc = PDFKit.PDFDocument;
type WithOpenImage = Doc & { openImage(src: Buffer): PDFKit.Mixins.ImageSrc };

function open(model: QrKitModel, size: PaperSize, title: string): Doc {
  const doc = new PDFDocument({
    size,
    margin: 0,
    font: model.fonts.body,
    info: { Title: `${title} – ${model.name}`, Author: model.name },
  });
  doc.registerFont('title', model.fonts.title);
  doc.registerFont('body', model.fonts.body);
  doc.registerFont('bold', model.fonts.bodyBold);
  return doc;
}

function finish(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/** A QR code of `size` points (quiet zone included) at (x, y), drawn as vector rows. */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number, color: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_LEVEL });
  const count = modules.size;
  const cell = size / (count + 2 * QUIET_MODULES);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        const left = x + (QUIET_MODULES + start) * cell;
        doc.rect(left, y + (QUIET_MODULES + row) * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill(color);
  doc.restore();
}

function centred(
  doc: Doc,
  font: string,
  size: number,
  color: string,
  text: string,
  y: number,
  width: number,
) {
  const x = (doc.page.width - width) / 2;
  doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(text, x, y, { width, align: 'center', lineGap: size * 0.12 });
  return doc.y;
}

// The owner's band across the top: logo (when there is one) above the shop's name.
function header(doc: Doc, model: QrKitModel, scale: number): number {
  const height = (model.logo ? 170 : 120) * scale;
  doc.rect(0, 0, doc.page.width, height).fill(model.palette.ink);
  let y = 26 * scale;
  if (model.logo) {
    const box = 64 * scale;
    const x = (doc.page.width - box) / 2;
    doc
      .roundedRect(x - 6 * scale, y - 6 * scale, box + 12 * scale, box + 12 * scale, 12 * scale)
      .fill('#ffffff');
    doc.image(model.logo, x, y, { fit: [box, box], align: 'center', valign: 'center' });
    y += box + 18 * scale;
  } else {
    y = 38 * scale;
  }
  const margin = 40 * scale;
  doc.font('title').fontSize(26 * scale);
  const name = fitOneLine(doc, model.name, doc.page.width - 2 * margin);
  centred(doc, 'title', 26 * scale, model.palette.paper, name, y, doc.page.width - 2 * margin);
  return height;
}

function fitOneLine(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

type PosterLine = { font: 'body' | 'bold'; size: number; color: string; text: string };
type PosterFrame = { width: number; height: number; draw: (doc: Doc, x: number, y: number) => void };

// A poster: the owner's band, a headline, one framed picture (a code, the QRIS) and a few lines under
// it, the block centred between the band and the accent rule at the foot.
function poster(
  model: QrKitModel,
  size: PaperSize,
  headline: string,
  frame: (scale: number) => PosterFrame,
  lines: (scale: number) => PosterLine[],
): Promise<Buffer> {
  const doc = open(model, size, headline);
  const scale = WIDTH[size] / WIDTH.A4;
  const { palette } = model;
  const width = doc.page.width - 80 * scale;
  const pad = 14 * scale;
  const picture = frame(scale);
  const below = lines(scale);
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(palette.paper);
  const top = header(doc, model, scale);
  const bottom = doc.page.height - 12 * scale;
  const headlineSize = 30 * scale;
  const heightOf = (font: string, fontSize: number, text: string) =>
    doc
      .font(font)
      .fontSize(fontSize)
      .heightOfString(text, { width, lineGap: fontSize * 0.12 });
  const block =
    heightOf('title', headlineSize, headline) +
    28 * scale +
    picture.height +
    2 * pad +
    20 * scale +
    below.reduce((sum, line) => sum + heightOf(line.font, line.size, line.text) + 6 * scale, 0);
  let y = top + Math.max(28 * scale, (bottom - top - block) / 2);
  y = centred(doc, 'title', headlineSize, palette.ink, headline, y, width) + 28 * scale;
  const x = (doc.page.width - picture.width) / 2 - pad;
  doc
    .roundedRect(x, y, picture.width + 2 * pad, picture.height + 2 * pad, 18 * scale)
    .lineWidth(3 * scale)
    .fillAndStroke('#ffffff', palette.accent);
  picture.draw(doc, x + pad, y + pad);
  y += picture.height + 2 * pad + 20 * scale;
  for (const line of below)
    y = centred(doc, line.font, line.size, line.color, line.text, y, width) + 6 * scale;
  doc.rect(0, bottom, doc.page.width, 12 * scale).fill(palette.accent);
  return finish(doc);
}

/** "Scan untuk lihat menu & pesan": one big code to the site's menu, for a table or a wall. */
export function tablePoster(model: QrKitModel, size: PaperSize): Promise<Buffer> {
  const { palette, texts } = model;
  return poster(
    model,
    size,
    texts.menuHeadline,
    (scale) => ({
      width: 330 * scale,
      height: 330 * scale,
      draw: (doc, x, y) => drawQr(doc, model.menuUrl, x, y, 330 * scale, '#000000'),
    }),
    (scale) => [
      { font: 'body', size: 14 * scale, color: palette.ink, text: texts.scanHint },
      { font: 'bold', size: 16 * scale, color: palette.accent, text: model.menuLabel },
    ],
  );
}

/** "Bayar dengan QRIS": the owner's own QRIS image large, with the merchant's name, for the counter. */
export function counterPoster(model: QrKitModel, size: PaperSize): Promise<Buffer> {
  const { qris, palette, texts } = model;
  if (!qris) throw new Error('counterPoster needs a QRIS image');
  return poster(
    model,
    size,
    texts.payHeadline,
    (scale) => ({
      width: 380 * scale,
      height: 430 * scale,
      draw: (doc, x, y) =>
        doc.image(qris.image, x, y, { fit: [380 * scale, 430 * scale], align: 'center', valign: 'center' }),
    }),
    (scale) => [
      { font: 'bold', size: 18 * scale, color: palette.ink, text: qris.merchant },
      { font: 'body', size: 13 * scale, color: palette.ink, text: texts.payHint },
    ],
  );
}

/** "Beri ulasan di Google": a code to the owner's own Google review link. */
export function reviewPoster(model: QrKitModel, size: PaperSize): Promise<Buffer> {
  const { reviewUrl, palette, texts } = model;
  if (!reviewUrl) throw new Error('reviewPoster needs a review link');
  return poster(
    model,
    size,
    texts.reviewHeadline,
    (scale) => ({
      width: 330 * scale,
      height: 330 * scale,
      draw: (doc, x, y) => drawQr(doc, reviewUrl, x, y, 330 * scale, '#000000'),
    }),
    (scale) => [{ font: 'body', size: 14 * scale, color: palette.ink, text: texts.reviewHint }],
  );
}

// Short marks outside the grid, in line with every cut, so the cards are cut straight.
function cutMarks(doc: Doc, xs: number[], ys: number[]) {
  const { margin } = TABLE_CARDS;
  const [top, bottom] = [ys[0]!, ys.at(-1)!];
  const [left, right] = [xs[0]!, xs.at(-1)!];
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (const x of xs) {
    doc
      .moveTo(x, top - margin + 8)
      .lineTo(x, top - 6)
      .stroke();
    doc
      .moveTo(x, bottom + 6)
      .lineTo(x, bottom + margin - 8)
      .stroke();
  }
  for (const y of ys) {
    doc
      .moveTo(left - margin + 8, y)
      .lineTo(left - 6, y)
      .stroke();
    doc
      .moveTo(right + 6, y)
      .lineTo(right + margin - 8, y)
      .stroke();
  }
  doc.restore();
}

/** Six table cards on one A4 sheet, each with the menu code and a line for the table's number. */
export function tableCards(model: QrKitModel): Promise<Buffer> {
  const doc = open(model, 'A4', `${model.texts.table} – ${model.texts.menuHeadline}`);
  const { columns, rows, margin } = TABLE_CARDS;
  const { palette, texts } = model;
  // One copy of the logo in the file, shown on every card: pdfkit embeds a Buffer again at each draw,
  // an opened image once (its types leave openImage out).
  const logoImage = model.logo && (doc as WithOpenImage).openImage(model.logo);
  const width = (WIDTH.A4 - 2 * margin) / columns;
  const height = (A4_HEIGHT - 2 * margin) / rows;
  const xs = Array.from({ length: columns + 1 }, (_, i) => margin + i * width);
  const ys = Array.from({ length: rows + 1 }, (_, i) => margin + i * height);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const x = xs[col]!;
      const y = ys[row]!;
      doc.rect(x, y, width, height).fill(palette.paper);
      doc.rect(x, y, width, 8).fill(palette.ink);
      const inner = width - 28;
      // The logo (when there is one) left of the name, the two centred together.
      const logo = logoImage ? 30 : 0;
      doc.font('title').fontSize(15);
      const name = fitOneLine(doc, model.name, inner - logo);
      const left = x + (width - logo - doc.widthOfString(name)) / 2;
      if (logoImage) doc.image(logoImage, left, y + 20, { fit: [24, 24], align: 'center', valign: 'center' });
      doc.fillColor(palette.ink).text(name, left + logo, y + 24, { lineBreak: false });
      const qr = 140;
      const qrY = y + 52;
      drawQr(doc, model.menuUrl, x + (width - qr) / 2, qrY, qr, '#000000');
      doc
        .font('bold')
        .fontSize(10.5)
        .fillColor(palette.ink)
        .text(texts.menuHeadline, x + 14, qrY + qr + 6, { width: inner, align: 'center' });
      doc
        .font('body')
        .fontSize(11)
        .fillColor(palette.ink)
        .text(`${texts.table}: ________`, x + 14, doc.y + 4, { width: inner, align: 'center' });
      doc
        .font('body')
        .fontSize(8)
        .fillColor(palette.accent)
        .text(model.menuLabel, x + 14, doc.y + 3, { width: inner, align: 'center' });
    }
  }
  cutMarks(doc, xs, ys);
  return finish(doc);
}
