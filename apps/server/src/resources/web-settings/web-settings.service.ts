import type { WebSettings, WebSettingsInput } from '@webku/contract';
import { webSettings } from '@webku/db';
import { withoutTenant } from '../admin-content/admin-output';
import { sanitizeStoredHtml } from '../admin-content/rich-text';
import type { SingletonService } from '../admin-content/singleton-routes';
import { tenantSingleton } from '../admin-content/tenant-singleton';

const settings = tenantSingleton(webSettings, {
  notFound: 'Web settings not found',
  exists: 'Web settings already exist',
});

const toValues = (input: WebSettingsInput) => ({
  ...input,
  terms_and_conditions: sanitizeStoredHtml(input.terms_and_conditions),
  privacy_policy: sanitizeStoredHtml(input.privacy_policy),
});

const toWebSettings = (row: typeof webSettings.$inferSelect) => withoutTenant(row) as WebSettings;

// GET's 404 tells the admin screen "not created yet", so it shows an empty form (spec §4).
export const webSettingsService: SingletonService<WebSettingsInput, WebSettings> = {
  get: async (db, options) => toWebSettings(await settings.get(db, options)),
  create: async (db, { companyId, input }) =>
    toWebSettings(await settings.create(db, { companyId, values: toValues(input) })),
  update: async (db, { companyId, id, input }) =>
    toWebSettings(await settings.update(db, { companyId, id, values: toValues(input) })),
};
