import type { Store, StoreInput } from '@webku/contract';
import { stores } from '@webku/db';
import { withoutTenant } from '../admin-content/admin-output';
import type { CrudService } from '../admin-content/crud-routes';
import { tenantList } from '../admin-content/tenant-list';

const rows = tenantList(stores, 'Store not found');

// opening_hours arrives already checked by the contract: monday..sunday once each, 'HH:MM' times.
const toStore = (row: typeof stores.$inferSelect): Store => withoutTenant(row) as Store;

export const storesService: CrudService<StoreInput, Store> = {
  list: async (db, options) => (await rows.list(db, options)).map(toStore),
  create: async (db, { companyId, input }) => toStore(await rows.create(db, { companyId, values: input })),
  update: async (db, { input: values, ...scope }) => toStore(await rows.update(db, { ...scope, values })),
  remove: async (db, options) => toStore(await rows.remove(db, options)),
};
