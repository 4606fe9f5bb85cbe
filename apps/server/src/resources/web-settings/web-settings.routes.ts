import { webSettingsInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import type { SiteContent } from '../../site-content/site-content';
import { adminHandler } from '../admin-content/admin-handlers';
import { singletonRoutes } from '../admin-content/singleton-routes';
import { checkSecondLanguage, legalTemplate } from './web-settings.service';

// GET's 404 tells the admin screen "not created yet", so it shows an empty form to fill. PUT names
// the record: an id that is not the caller's answers 404.
export function webSettingsRoutes(content: SiteContent, db: Db) {
  const service = content.webSettings;
  const app = singletonRoutes(
    webSettingsInputSchema,
    {
      ...service,
      create: async (companyId, input) => {
        await checkSecondLanguage(db, companyId, input);
        return service.create(companyId, input);
      },
      update: async (scope, input) => {
        await checkSecondLanguage(db, scope.companyId, input);
        return service.update(scope, input);
      },
    },
    { create: true, put: 'update-by-id' },
  );
  // The legal tab offers today's standard texts to owners whose pages were generated with texts that
  // promised what they never said.
  app.get(
    '/legal-template',
    adminHandler((companyId) => legalTemplate(db, content, companyId)),
  );
  return app;
}
