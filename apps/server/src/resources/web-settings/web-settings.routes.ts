import { LANGUAGE_NAMES, type WebSettingsInput, webSettingsInputSchema } from '@webku/contract';
import { companies, type Db, eq } from '@webku/db';
import { ValidationError } from '../../errors';
import { legalPages } from '../../providers/content/legal';
import type { SiteContent } from '../../site-content/site-content';
import { readSiteTimeZone } from '../../site-content/site-time-zone';
import { adminHandler } from '../admin-content/admin-handlers';
import { singletonRoutes } from '../admin-content/singleton-routes';

// GET's 404 tells the admin screen "not created yet", so it shows an empty form to fill. PUT names
// the record: an id that is not the caller's answers 404.
export function webSettingsRoutes(content: SiteContent, db: Db) {
  const service = content.webSettings;
  // The second language is the other one: a site's own language cannot be its second.
  const checkLanguages = async (companyId: number, input: WebSettingsInput) => {
    if (!input.second_language) return;
    const [company] = await db
      .select({ language: companies.web_language })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (company?.language === input.second_language)
      throw new ValidationError(
        `Bahasa kedua harus berbeda dari bahasa website (${LANGUAGE_NAMES[company.language]}); pilih ${
          LANGUAGE_NAMES[company.language === 'english' ? 'indonesia' : 'english']
        } atau matikan.`,
      );
  };
  const app = singletonRoutes(
    webSettingsInputSchema,
    {
      ...service,
      create: async (companyId, input) => {
        await checkLanguages(companyId, input);
        return service.create(companyId, input);
      },
      update: async (scope, input) => {
        await checkLanguages(scope.companyId, input);
        return service.update(scope, input);
      },
    },
    { create: true, put: 'update-by-id' },
  );
  // Today's standard terms and privacy policy for this company, as generation writes them: the legal
  // tab offers them to owners whose pages were generated with texts that promised what they never said.
  // Nothing is saved here; the owner saves the form.
  app.get(
    '/legal-template',
    adminHandler(async (companyId) => {
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
    }),
  );
  return app;
}
