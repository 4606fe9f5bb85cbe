import {
  and,
  type DbOrTx,
  eq,
  type footerSettings,
  type heroSections,
  isUniqueViolation,
  type webSettings,
} from '@webku/db';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { CompanyScope } from './tenant-list';

// Every field of a singleton is optional, so a body with no known field is valid and changes nothing:
// the update answers the stored row instead of handing Drizzle an empty SET ("No values to set").
const setsNothing = (values: object) => Object.values(values).every((value) => value === undefined);

type SingletonTable = typeof webSettings | typeof heroSections | typeof footerSettings;

// Queries for the records a company has at most one of (unique company_id): hero, footer, web settings.
export function tenantSingleton<T extends SingletonTable>(
  table: T,
  messages: { notFound: string; exists: string },
) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'company_id' | 'id'>;
  const t = table as SingletonTable;
  const found = (row: unknown): Row => {
    if (!row) throw new NotFoundError(messages.notFound);
    return row as Row;
  };

  return {
    get: async (db: DbOrTx, { companyId }: CompanyScope): Promise<Row> => {
      const [row] = await db.select().from(t).where(eq(t.company_id, companyId));
      return found(row);
    },

    create: async (db: DbOrTx, { companyId, values }: CompanyScope & { values: Values }): Promise<Row> => {
      try {
        const [row] = await db
          .insert(t)
          .values({ ...values, company_id: companyId } as never)
          .returning();
        return found(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(messages.exists);
        throw error;
      }
    },

    // With an id, the record must also be that one: a stale or foreign id is a 404.
    update: async (
      db: DbOrTx,
      { companyId, id, values }: CompanyScope & { id?: number; values: Values },
    ): Promise<Row> => {
      const where = and(eq(t.company_id, companyId), id === undefined ? undefined : eq(t.id, id));
      if (setsNothing(values)) return found((await db.select().from(t).where(where))[0]);
      const [row] = await db
        .update(t)
        .set(values as never)
        .where(where)
        .returning();
      return found(row);
    },

    upsert: async (db: DbOrTx, { companyId, values }: CompanyScope & { values: Values }): Promise<Row> => {
      const [row] = await db
        .insert(t)
        .values({ ...values, company_id: companyId } as never)
        .onConflictDoUpdate({ target: t.company_id, set: { ...values, updated_at: new Date() } as never })
        .returning();
      return found(row);
    },
  };
}
