import type { FooterSettings, FooterSettingsInput } from '@webku/contract';
import { footerSettings } from '@webku/db';
import { withoutTenant } from '../admin-content/admin-output';
import type { SingletonService } from '../admin-content/singleton-routes';
import { tenantSingleton } from '../admin-content/tenant-singleton';

const footer = tenantSingleton(footerSettings, {
  notFound: 'Footer settings not found',
  exists: 'Footer settings already exist',
});

// The footer has no id in its path: PUT updates the caller's one footer.
export const footerService: SingletonService<FooterSettingsInput, FooterSettings> = {
  get: async (db, options) => withoutTenant(await footer.get(db, options)),
  create: async (db, { companyId, input }) =>
    withoutTenant(await footer.create(db, { companyId, values: input })),
  update: async (db, { companyId, input }) =>
    withoutTenant(await footer.update(db, { companyId, values: input })),
};
