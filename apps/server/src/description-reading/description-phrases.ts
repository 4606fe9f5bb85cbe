import { tidyName, WORDINGS } from '@webku/content-packs';
import { type AdminMenuItem, type DescriptionPhrase, toCategorySlug } from '@webku/contract';
import { companies, type Db, type DbOrTx, descriptionPhrases, descriptionReadings, eq } from '@webku/db';
import { ConflictError, NotFoundError } from '../errors';
import { contentStores } from '../site-content/content-stores';
import { toMenuItem } from '../site-content/menu';
import type { SiteContent } from '../site-content/site-content';
import { type OwnedId, ownedBy } from '../site-content/tenant-store';
import { toPhrase } from './description-reading';

const PHRASE_NOT_FOUND =
  'Kata-kata dari deskripsi ini tidak ditemukan. Muat ulang Dashboard untuk melihat daftar terbaru';
const ALREADY_ADDED = (text: string) => `“${text}” sudah ditambahkan ke menu Anda`;
const ALREADY_DISMISSED = (text: string) =>
  `“${text}” sudah Anda abaikan. Tambahkan lewat tombol Tambah item di Menu bila ingin menjualnya`;

async function findPhrase(db: DbOrTx, { companyId, id }: OwnedId, lock = false) {
  const query = db
    .select()
    .from(descriptionPhrases)
    .where(ownedBy(descriptionPhrases, companyId, eq(descriptionPhrases.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new NotFoundError(PHRASE_NOT_FOUND);
  return row;
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

// "nasi kotak hemat" → "Nasi Kotak Hemat", cut at a word within the generator's name length.
export function itemNameOf(text: string): string {
  return tidyName(wordsOf(text)) || text.trim();
}

// The first category visitors see (else the first one), or a new one named as the site names its offerings.
async function firstCategory(tx: DbOrTx, companyId: number, language: string): Promise<number> {
  const categories = await contentStores.categories.list(tx, companyId);
  const shown = categories.find((category) => category.is_active) ?? categories[0];
  if (shown) return shown.id;
  const [reading] = await tx
    .select({ wording: descriptionReadings.wording })
    .from(descriptionReadings)
    .where(eq(descriptionReadings.company_id, companyId));
  const name = WORDINGS[reading?.wording ?? 'menu'].nav[language === 'english' ? 1 : 0];
  return (await contentStores.categories.append(tx, companyId, { name, slug: toCategorySlug(name) })).id;
}

/**
 * "Tambahkan": the phrase becomes a menu item (its price, else 0, which the site shows as "Tanya harga")
 * in the first category, through the content write, so every cached copy of the page is refreshed. The
 * company row is locked first: two taps at once add one item, and a category is created once.
 */
export function addDescriptionPhrase(
  site: Pick<SiteContent, 'write'>,
  scope: OwnedId,
): Promise<AdminMenuItem> {
  return site.write(scope.companyId, async (tx) => {
    const [company] = await tx
      .select({ web_language: companies.web_language })
      .from(companies)
      .where(eq(companies.id, scope.companyId))
      .for('update');
    const phrase = await findPhrase(tx, scope, true);
    if (phrase.status === 'added') throw new ConflictError(ALREADY_ADDED(phrase.text));
    if (phrase.status === 'dismissed') throw new ConflictError(ALREADY_DISMISSED(phrase.text));
    const name = itemNameOf(phrase.text);
    const row = await contentStores.items.append(tx, scope.companyId, {
      name,
      // A phrase longer than a name keeps its whole wording as the description.
      description: wordsOf(name).length < wordsOf(phrase.text).length ? phrase.text : null,
      category_id: await firstCategory(tx, scope.companyId, company?.web_language ?? 'indonesia'),
      price: phrase.price ?? 0,
      is_example: false,
    });
    await tx
      .update(descriptionPhrases)
      .set({ status: 'added' })
      .where(ownedBy(descriptionPhrases, scope.companyId, eq(descriptionPhrases.id, scope.id)));
    return toMenuItem(row);
  });
}

/** "Abaikan": the phrase leaves the list for good; dismissing it again answers the same. */
export async function dismissDescriptionPhrase(db: Db, scope: OwnedId): Promise<DescriptionPhrase> {
  return db.transaction(async (tx) => {
    const phrase = await findPhrase(tx, scope, true);
    if (phrase.status === 'added') throw new ConflictError(ALREADY_ADDED(phrase.text));
    if (phrase.status === 'open')
      await tx
        .update(descriptionPhrases)
        .set({ status: 'dismissed' })
        .where(ownedBy(descriptionPhrases, scope.companyId, eq(descriptionPhrases.id, scope.id)));
    return toPhrase(phrase);
  });
}
