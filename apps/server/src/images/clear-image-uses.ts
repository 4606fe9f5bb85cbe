import { type ContentTableName, sectionDefinitions } from '@webku/contract';
import {
  and,
  companies,
  type DbOrTx,
  eq,
  inArray,
  merchandiseImages,
  merchandiseItems,
  newsArticles,
  sql,
  webSettings,
} from '@webku/db';
import { CONTENT_TABLES } from '../site-content/content-tables';
import type { TenantTable } from '../site-content/tenant-store';
import { withoutRichTextImage } from './image-uses';

// Every single-image field of the company's rows: the web settings' own, and each section's as its
// definition lists them (gallery rows, which belong to their item, are deleted below instead).
const IMAGE_FIELDS: [TenantTable, readonly string[]][] = [
  [webSettings, ['og_image', 'favicon_icon_file', 'navigation_logo', 'qris_image']],
  ...sectionDefinitions().flatMap(({ images }) =>
    Object.entries(images).flatMap(([name, columns]) => {
      const table = CONTENT_TABLES[name as ContentTableName];
      return 'company_id' in table ? [[table, columns] as [TenantTable, readonly string[]]] : [];
    }),
  ),
];

/**
 * Inside the delete's transaction: every field of the company that shows the image goes back to unset
 * (the site then shows its default), gallery entries go, and rich text loses the <img>.
 */
export async function clearImageUses(tx: DbOrTx, companyId: number, url: string): Promise<void> {
  await tx
    .update(companies)
    .set({ logo: null })
    .where(and(eq(companies.id, companyId), eq(companies.logo, url)));
  for (const [table, columns] of IMAGE_FIELDS)
    for (const name of columns) {
      const column = sql.identifier(name);
      await tx.execute(
        sql`update ${table} set ${column} = null where ${table.company_id} = ${companyId} and ${column} = ${url}`,
      );
    }
  const ownItems = tx
    .select({ id: merchandiseItems.id })
    .from(merchandiseItems)
    .where(eq(merchandiseItems.company_id, companyId));
  await tx
    .delete(merchandiseImages)
    .where(
      and(eq(merchandiseImages.image_url, url), inArray(merchandiseImages.merchandise_item_id, ownItems)),
    );
  await clearRichText(tx, companyId, url);
}

async function clearRichText(tx: DbOrTx, companyId: number, url: string): Promise<void> {
  const articles = await tx
    .select({ id: newsArticles.id, content: newsArticles.content })
    .from(newsArticles)
    // A cheap filter first; the exact match is done on the text itself.
    .where(
      and(
        eq(newsArticles.company_id, companyId),
        sql`strpos(coalesce(${newsArticles.content}, ''), ${url}) > 0`,
      ),
    );
  for (const article of articles)
    await tx
      .update(newsArticles)
      .set({ content: withoutRichTextImage(article.content ?? '', url) })
      .where(eq(newsArticles.id, article.id));
  const [legal] = await tx
    .select({ terms: webSettings.terms_and_conditions, privacy: webSettings.privacy_policy })
    .from(webSettings)
    .where(eq(webSettings.company_id, companyId));
  if (!legal || !`${legal.terms ?? ''}${legal.privacy ?? ''}`.includes(url)) return;
  await tx
    .update(webSettings)
    .set({
      terms_and_conditions: legal.terms && withoutRichTextImage(legal.terms, url),
      privacy_policy: legal.privacy && withoutRichTextImage(legal.privacy, url),
    })
    .where(eq(webSettings.company_id, companyId));
}
