import type { PaperSize } from './qr-kit-pdf';

export type Drawing = 'table-poster' | 'counter-poster' | 'review-poster' | 'table-cards';

/** A printable sheet: what it draws, on which paper, and the name the owner's download gets. */
export type Sheet = {
  drawing: Drawing;
  size: PaperSize;
  /** The download's name where customers sit at tables, and elsewhere. */
  file: { tables: string; other: string };
};

const sheet = (drawing: Drawing, size: PaperSize, tables: string, other = tables): Sheet => ({
  drawing,
  size,
  file: { tables, other },
});

// By the name the API serves them under. A Map: a name such as 'constructor' or '__proto__' finds nothing.
export const SHEETS: ReadonlyMap<string, Sheet> = new Map([
  ['table-poster-a4.pdf', sheet('table-poster', 'A4', 'poster-meja-a4', 'poster-qr-a4')],
  ['table-poster-a5.pdf', sheet('table-poster', 'A5', 'poster-meja-a5', 'poster-qr-a5')],
  ['counter-poster-a4.pdf', sheet('counter-poster', 'A4', 'poster-qris-a4')],
  ['counter-poster-a5.pdf', sheet('counter-poster', 'A5', 'poster-qris-a5')],
  ['table-cards-a4.pdf', sheet('table-cards', 'A4', 'kartu-meja-a4')],
  ['review-poster-a4.pdf', sheet('review-poster', 'A4', 'poster-ulasan-a4')],
  ['review-poster-a5.pdf', sheet('review-poster', 'A5', 'poster-ulasan-a5')],
]);

/** The sheets a business is offered: table cards only where customers sit at tables. */
export function offeredSheets(tables: boolean): string[] {
  return [...SHEETS].filter(([, s]) => tables || s.drawing !== 'table-cards').map(([name]) => name);
}
