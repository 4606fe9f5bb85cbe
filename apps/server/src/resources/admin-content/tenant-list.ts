import {
  and,
  asc,
  count,
  type DbOrTx,
  eq,
  type menuCategories,
  type menuItems,
  type merchandiseItems,
  type newsArticles,
  type stores,
} from '@webku/db';
import { NotFoundError } from '../../http/errors';

export type CompanyScope = { companyId: number };
export type OwnedId = CompanyScope & { id: number };

type ListTable =
  | typeof menuCategories
  | typeof menuItems
  | typeof merchandiseItems
  | typeof newsArticles
  | typeof stores;

// The queries every ordered admin list shares. Each one filters by company_id, so an id of another
// company simply does not exist for the caller (404, never 403).
export function tenantList<T extends ListTable>(table: T, notFoundMessage: string) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'company_id' | 'id'>;
  // Drizzle cannot narrow a generic table, so the queries run on the union and cast back to T's rows.
  const t = table as ListTable;
  const owned = ({ companyId, id }: OwnedId) => and(eq(t.company_id, companyId), eq(t.id, id));
  const found = (row: unknown): Row => {
    if (!row) throw new NotFoundError(notFoundMessage);
    return row as Row;
  };

  return {
    list: async (db: DbOrTx, { companyId }: CompanyScope): Promise<Row[]> =>
      db
        .select()
        .from(t)
        .where(eq(t.company_id, companyId))
        .orderBy(asc(t.display_order), asc(t.id)) as Promise<Row[]>,

    // `lock` holds the row until the transaction ends, for checks that must stay true until commit.
    find: async (db: DbOrTx, scope: OwnedId & { lock?: boolean }): Promise<Row> => {
      const query = db.select().from(t).where(owned(scope));
      const [row] = scope.lock ? await query.for('update') : await query;
      return found(row);
    },

    // Spec §4: a new record goes to the end of its list (length + 1) unless the owner chose a place.
    create: async (db: DbOrTx, { companyId, values }: CompanyScope & { values: Values }): Promise<Row> => {
      const given = (values as { display_order?: number }).display_order;
      const display_order = given ?? (await countRows(db, t, companyId)) + 1;
      const [row] = await db
        .insert(t)
        .values({ ...values, display_order, company_id: companyId } as never)
        .returning();
      return found(row);
    },

    // Keys left undefined keep their stored value; null clears a nullable column.
    update: async (db: DbOrTx, scope: OwnedId & { values: Partial<Values> }): Promise<Row> => {
      const [row] = await db
        .update(t)
        .set(scope.values as never)
        .where(owned(scope))
        .returning();
      return found(row);
    },

    remove: async (db: DbOrTx, scope: OwnedId): Promise<Row> => {
      const [row] = await db.delete(t).where(owned(scope)).returning();
      return found(row);
    },
  };
}

async function countRows(db: DbOrTx, t: ListTable, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.company_id, companyId));
  return row?.n ?? 0;
}
