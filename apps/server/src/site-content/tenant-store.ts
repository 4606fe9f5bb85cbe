import { withTranslationsIfAny } from '@webku/contract';
import {
  type AnyPgColumn,
  and,
  asc,
  count,
  type DbOrTx,
  eq,
  isUniqueViolation,
  type PgTable,
  type SQL,
  sql,
} from '@webku/db';
import { ConflictError, NotFoundError } from '../errors';

export type CompanyScope = { companyId: number };
export type OwnedId = CompanyScope & { id: number };

// Any table whose rows belong to one company.
export type TenantTable = PgTable & { id: AnyPgColumn; company_id: AnyPgColumn };

/**
 * The company rule, for every table with a company_id: the rows of this company (that also match
 * `more`). The content tables apply it through their stores below; the other company-owned tables
 * (uploads, restore points, billing, visits) call it directly.
 */
export const ownedBy = (
  table: { company_id: AnyPgColumn },
  companyId: number,
  ...more: (SQL | undefined)[]
): SQL => and(eq(table.company_id, companyId), ...more) as SQL;
type Ordered = { display_order: AnyPgColumn };

// Every field of an update is optional, so a body with no known field is valid and changes nothing:
// the update answers the stored row instead of handing Drizzle an empty SET ("No values to set").
const setsNothing = (values: object) => Object.values(values).every((value) => value === undefined);

/**
 * The company rule, written once for every content table: each query of the store filters by
 * company_id and every insert sets it, so an id of another company simply does not exist for the
 * caller. `key` narrows a store to the rows with these fixed values (a section type, say);
 * `prepare` turns the values of every insert and update into what is stored (rich text is sanitised
 * there, so no path can write it raw).
 */
export function tenantStore<T extends TenantTable>(
  table: T,
  messages: { notFound: string; exists?: string },
  key: Partial<T['$inferInsert']> = {},
  prepare: <V extends object>(values: V) => V = (values) => values,
) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'company_id' | 'id'>;
  // Drizzle cannot narrow a generic table: the queries run on the plain table and cast back to T's rows.
  const t = table as TenantTable;
  const columns = t as unknown as Record<string, AnyPgColumn>;
  const keyConditions = Object.entries(key).map(([name, value]) => eq(columns[name]!, value));
  const ofCompany = (companyId: number, ...more: (SQL | undefined)[]) =>
    ownedBy(t, companyId, ...keyConditions, ...more);
  const owned = ({ companyId, id }: OwnedId) => ofCompany(companyId, eq(t.id, id));
  const found = (row: unknown): Row => {
    if (!row) throw new NotFoundError(messages.notFound);
    return row as Row;
  };
  const ordered = 'display_order' in t ? [asc((t as TenantTable & Ordered).display_order), asc(t.id)] : [];
  const withCompany = (companyId: number, values: object) => ({
    ...prepare(values),
    ...key,
    company_id: companyId,
  });

  return {
    ofCompany,
    found,

    /** The company's rows, in display order when the table has one; `where` narrows further. */
    list: (db: DbOrTx, companyId: number, where?: SQL): Promise<Row[]> =>
      db
        .select()
        .from(t)
        .where(ofCompany(companyId, where))
        .orderBy(...ordered) as Promise<Row[]>,

    /** How many rows the company has, and how many of them match `where`. */
    tally: async (
      db: DbOrTx,
      companyId: number,
      where: SQL,
    ): Promise<{ total: number; matching: number }> => {
      const [row] = await db
        .select({ total: count(), matching: sql<number>`count(*) filter (where ${where})` })
        .from(t)
        .where(ofCompany(companyId));
      return { total: Number(row?.total ?? 0), matching: Number(row?.matching ?? 0) };
    },

    /** The company's one row of a singleton table, or null. */
    one: async (db: DbOrTx, companyId: number): Promise<Row | null> => {
      const [row] = await db.select().from(t).where(ofCompany(companyId));
      return (row as Row | undefined) ?? null;
    },

    // `lock` holds the row until the transaction ends, for checks that must stay true until commit.
    find: async (db: DbOrTx, scope: OwnedId & { lock?: boolean }): Promise<Row> => {
      const query = db.select().from(t).where(owned(scope));
      const [row] = scope.lock ? await query.for('update') : await query;
      return found(row);
    },

    insert: async (db: DbOrTx, companyId: number, values: Values): Promise<Row> => {
      try {
        const [row] = await db
          .insert(t)
          .values(withCompany(companyId, values) as never)
          .returning();
        return found(row);
      } catch (error) {
        if (messages.exists && isUniqueViolation(error)) throw new ConflictError(messages.exists);
        throw error;
      }
    },

    // Preparing a row may sanitise rich text (tens of milliseconds for over-limit text from an archive):
    // other requests run between the rows of an import or a generated site.
    insertMany: async (db: DbOrTx, companyId: number, values: Values[]): Promise<void> => {
      if (!values.length) return;
      const rows: object[] = [];
      for (const value of values) {
        rows.push(withCompany(companyId, value));
        await new Promise((resolve) => setImmediate(resolve));
      }
      await db.insert(t).values(rows as never);
    },

    // A new record goes to the end of its list (length + 1) unless the owner chose a place.
    append: async (db: DbOrTx, companyId: number, values: Values): Promise<Row> => {
      const given = (values as { display_order?: number }).display_order;
      const [counted] = await db.select({ n: count() }).from(t).where(ofCompany(companyId));
      const display_order = given ?? (counted?.n ?? 0) + 1;
      const [row] = await db
        .insert(t)
        .values(withCompany(companyId, { ...values, display_order }) as never)
        .returning();
      return found(row);
    },

    // Keys left undefined keep their stored value; null clears a nullable column. Without an id the
    // company's one row is updated; with one, the row must also be that one (else not found).
    update: async (
      db: DbOrTx,
      { companyId, id }: CompanyScope & { id?: number },
      values: Partial<Values>,
    ): Promise<Row> => {
      const where = ofCompany(companyId, id === undefined ? undefined : eq(t.id, id));
      if (setsNothing(values)) return found((await db.select().from(t).where(where))[0]);
      const [row] = await db
        .update(t)
        .set(prepare(values) as never)
        .where(where)
        .returning();
      return found(row);
    },

    // Creates the company's row (per key) the first time and updates it after.
    upsert: async (db: DbOrTx, companyId: number, values: Values): Promise<Row> => {
      const target = [t.company_id, ...Object.keys(key).map((name) => columns[name]!)];
      const stored = prepare(values);
      const [row] = await db
        .insert(t)
        .values({ ...stored, ...key, company_id: companyId } as never)
        .onConflictDoUpdate({ target, set: { ...stored, updated_at: new Date() } as never })
        .returning();
      return found(row);
    },

    remove: async (db: DbOrTx, scope: OwnedId): Promise<Row> => {
      const [row] = await db.delete(t).where(owned(scope)).returning();
      return found(row);
    },

    removeAll: async (db: DbOrTx, companyId: number): Promise<void> => {
      await db.delete(t).where(ofCompany(companyId));
    },
  };
}

export type TenantStore<T extends TenantTable> = ReturnType<typeof tenantStore<T>>;

// Admin answers use the entity shapes of the contract: no tenant key, no bookkeeping timestamps.
type TenantRow = { company_id: number; created_at?: Date; updated_at?: Date };
export function withoutTenant<T extends TenantRow>(
  row: T,
): Omit<T, 'company_id' | 'created_at' | 'updated_at'> {
  const { company_id: _company, created_at: _created, updated_at: _updated, ...rest } = row;
  return withTranslationsIfAny(rest);
}
