import { integer } from 'drizzle-orm/pg-core';
import { companies } from './identity';

// Every tenant-owned row belongs to one company and disappears with it.
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
