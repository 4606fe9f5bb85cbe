import type { DescriptionPhrase, DescriptionReading, ReadingWording } from '@webku/contract';
import {
  asc,
  count,
  type Db,
  type DbOrTx,
  descriptionPhrases,
  descriptionReadings,
  eq,
  sql,
} from '@webku/db';
import type { ReadingReport } from '../providers/content/content-provider';
import { ownedBy } from '../site-content/tenant-store';

// A phrase longer than this is clipped: the whole description is the owner's to read in About us.
const PHRASE_MAX = 300;

type PhraseRow = typeof descriptionPhrases.$inferSelect;

export const toPhrase = (row: PhraseRow): DescriptionPhrase => ({
  id: row.id,
  text: row.text,
  price: row.price,
});

// The generator's wordings are the contract's: a new one fails here until the contract knows it.
const wordingOf = (report: ReadingReport): ReadingWording => report.wording;

/**
 * Inside generation's transaction: what was read from the description replaces what an earlier generation
 * stored, phrases included (added and dismissed ones too: they belonged to the old description). A job saved
 * before the reading was kept has none: the company then has no summary and nothing to review.
 */
export async function replaceDescriptionReading(
  tx: DbOrTx,
  companyId: number,
  report: ReadingReport | undefined,
): Promise<void> {
  await tx.delete(descriptionPhrases).where(ownedBy(descriptionPhrases, companyId));
  await tx.delete(descriptionReadings).where(eq(descriptionReadings.company_id, companyId));
  if (!report) return;
  const { offerings, prices, hours, city, street, whatsapp } = report;
  await tx.insert(descriptionReadings).values({
    company_id: companyId,
    wording: wordingOf(report),
    offerings,
    prices,
    hours,
    city,
    street,
    whatsapp,
  });
  const phrases = report.unplaced
    .map((phrase) => ({
      text: phrase.text.replace(/\s+/g, ' ').trim().slice(0, PHRASE_MAX),
      price: phrase.price,
    }))
    .filter((phrase) => phrase.text !== '');
  if (!phrases.length) return;
  await tx.insert(descriptionPhrases).values(
    phrases.map((phrase, index) => ({
      company_id: companyId,
      text: phrase.text,
      price: phrase.price !== null && phrase.price > 0 ? phrase.price : null,
      display_order: index + 1,
    })),
  );
}

/** The summary and the phrases still open, in the order the owner wrote them. */
export async function loadDescriptionReading(db: Db, companyId: number): Promise<DescriptionReading> {
  const [[reading], phrases] = await Promise.all([
    db.select().from(descriptionReadings).where(eq(descriptionReadings.company_id, companyId)),
    db
      .select()
      .from(descriptionPhrases)
      .where(ownedBy(descriptionPhrases, companyId, eq(descriptionPhrases.status, 'open')))
      .orderBy(asc(descriptionPhrases.display_order), asc(descriptionPhrases.id)),
  ]);
  const summary = reading
    ? {
        wording: reading.wording,
        offerings: reading.offerings,
        prices: reading.prices,
        hours: reading.hours,
        city: reading.city,
        street: reading.street,
        whatsapp: reading.whatsapp,
      }
    : null;
  return { summary, phrases: phrases.map(toPhrase) };
}

/** For the dashboard's checklist: how many phrases generation left, and how many are still open. */
export async function countDescriptionPhrases(
  db: DbOrTx,
  companyId: number,
): Promise<{ total: number; open: number }> {
  const [row] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${descriptionPhrases.status} = 'open')`,
    })
    .from(descriptionPhrases)
    .where(ownedBy(descriptionPhrases, companyId));
  return { total: Number(row?.total ?? 0), open: Number(row?.open ?? 0) };
}
