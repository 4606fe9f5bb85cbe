import { SECTION_KEYS, sectionImageColumns } from '@webku/contract';
import {
  and,
  companies,
  type DbOrTx,
  eq,
  inArray,
  merchandiseImages,
  merchandiseItems,
  newsArticles,
  type SQL,
  sectionTable,
  sql,
  webSettings,
} from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { contentStores as rows, STORE_OF_TABLE } from '../site-content/content-stores';
import { CONTENT_TABLES } from '../site-content/content-tables';
import { rowSectionStore } from '../site-content/row-sections';
import type { TenantTable } from '../site-content/tenant-store';
import { withoutRichTextImage } from './image-uses';

type ImageFields = {
  table: TenantTable;
  ofCompany: (companyId: number, where: SQL) => SQL | undefined;
  columns: readonly string[];
};

// Every single-image field of the company's rows: the web settings' own, and each section's as its
// definition lists them (gallery rows, which belong to their item, are deleted below instead).
const IMAGE_FIELDS: ImageFields[] = [
  {
    table: webSettings,
    ofCompany: rows.web.ofCompany,
    columns: ['og_image', 'favicon_icon_file', 'navigation_logo', 'qris_image'],
  },
  ...SECTION_KEYS.flatMap((key) =>
    Object.entries(sectionImageColumns(key) as Record<string, readonly string[]>).flatMap(
      ([name, columns]) =>
        columns.length > 0 && name in STORE_OF_TABLE
          ? [
              {
                table: CONTENT_TABLES[name as keyof typeof STORE_OF_TABLE],
                ofCompany: STORE_OF_TABLE[name as keyof typeof STORE_OF_TABLE].ofCompany,
                columns,
              },
            ]
          : [],
    ),
  ),
  ...ROW_SECTIONS.map((section) => ({
    table: sectionTable(section),
    ofCompany: rowSectionStore(section).ofCompany,
    columns: section.imageFields,
  })),
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
  for (const { table, ofCompany, columns } of IMAGE_FIELDS)
    for (const name of columns) {
      const column = sql.identifier(name);
      await tx
        .update(table)
        .set({ [name]: null } as never)
        .where(ofCompany(companyId, sql`${column} = ${url}`));
    }
  const ownItems = tx
    .select({ id: merchandiseItems.id })
    .from(merchandiseItems)
    .where(rows.merchandise.ofCompany(companyId));
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
    .where(rows.news.ofCompany(companyId, sql`strpos(coalesce(${newsArticles.content}, ''), ${url}) > 0`));
  for (const article of articles)
    await tx
      .update(newsArticles)
      .set({ content: withoutRichTextImage(article.content ?? '', url) })
      .where(eq(newsArticles.id, article.id));
  const legal = await rows.web.one(tx, companyId);
  const terms = legal?.terms_and_conditions ?? null;
  const privacy = legal?.privacy_policy ?? null;
  if (!legal || !`${terms ?? ''}${privacy ?? ''}`.includes(url)) return;
  await tx
    .update(webSettings)
    .set({
      terms_and_conditions: terms && withoutRichTextImage(terms, url),
      privacy_policy: privacy && withoutRichTextImage(privacy, url),
    })
    .where(rows.web.ofCompany(companyId));
}
