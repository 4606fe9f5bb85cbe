import type { WebLanguage } from '@webku/contract';
import { companies, type DbOrTx, eq, webSettings } from '@webku/db';

/** A site's languages: its own (the company's) and the second one while the owner has one switched on. */
export type SiteLanguages = { main: WebLanguage; second: WebLanguage | null };

/** The site's languages as stored (Indonesian and none for a company that has no row). */
export async function readSiteLanguages(db: DbOrTx, companyId: number): Promise<SiteLanguages> {
  const [row] = await db
    .select({ main: companies.web_language, second: webSettings.second_language })
    .from(companies)
    .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
    .where(eq(companies.id, companyId));
  return { main: row?.main ?? 'indonesia', second: row?.second ?? null };
}
