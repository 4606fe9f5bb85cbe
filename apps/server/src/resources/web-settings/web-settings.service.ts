import { LANGUAGE_NAMES, type WebSettingsInput } from '@webku/contract';
import { companies, type Db, eq } from '@webku/db';
import { ValidationError } from '../../errors';
import { legalPages } from '../../providers/content/legal';
import type { SiteContent } from '../../site-content/site-content';
import { readSiteLanguages } from '../../site-content/site-languages';
import { readSiteTimeZone } from '../../site-content/site-time-zone';

/** The second language is the other one: a site's own language cannot be its second. */
export async function checkSecondLanguage(db: Db, companyId: number, input: WebSettingsInput): Promise<void> {
  if (!input.second_language) return;
  const { main } = await readSiteLanguages(db, companyId);
  if (main === input.second_language)
    throw new ValidationError(
      `Bahasa kedua harus berbeda dari bahasa website (${LANGUAGE_NAMES[main]}); pilih ${
        LANGUAGE_NAMES[main === 'english' ? 'indonesia' : 'english']
      } atau matikan.`,
    );
}

/**
 * Today's standard terms and privacy policy for this company, as generation writes them. Nothing is
 * saved here; the owner saves the form.
 */
export async function legalTemplate(db: Db, content: SiteContent, companyId: number) {
  const [company] = await db
    .select({ name: companies.name, language: companies.web_language })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [store] = await content.stores.list(companyId);
  return legalPages(
    {
      brand: company!.name,
      city: store?.city ?? null,
      now: new Date(),
      zone: await readSiteTimeZone(db, companyId),
    },
    company!.language,
  );
}
