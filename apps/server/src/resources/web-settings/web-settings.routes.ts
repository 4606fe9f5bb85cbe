import { webSettingsInputSchema } from '@webku/contract';
import { companies, type Db, eq } from '@webku/db';
import { legalPages } from '../../providers/content/legal';
import type { SiteContent } from '../../site-content/site-content';
import { readSiteTimeZone } from '../../site-content/site-time-zone';
import { adminHandler } from '../admin-content/admin-handlers';
import { singletonRoutes } from '../admin-content/singleton-routes';

// GET's 404 tells the admin screen "not created yet", so it shows an empty form to fill. PUT names
// the record: an id that is not the caller's answers 404.
export function webSettingsRoutes(content: SiteContent, db: Db) {
  const app = singletonRoutes(webSettingsInputSchema, content.webSettings, {
    create: true,
    put: 'update-by-id',
  });
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
