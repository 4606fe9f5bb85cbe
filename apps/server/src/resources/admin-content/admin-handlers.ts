import { MAX_ID } from '@webku/contract';
import type { Context } from 'hono';
import { callerCompany } from '../../auth/bearer';
import { NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';

// Route pattern for numeric ids, so '/settings' and '/abc' never reach an id handler.
export const ID = ':id{[0-9]+}';

// The one reader of a route's ':id': an id beyond the integer column's range names no row, so it is a 404
// before any query.
export function idParam(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundError();
  return id;
}

// Route bodies stay thin: they get the caller's company id and return the data of `{ data }`. The
// services record content changes themselves (site-content), so a route never signals anything.
export const adminHandler =
  <T>(handler: (companyId: number, c: Context<AppEnv>) => Promise<T>, status: 200 | 201 = 200) =>
  async (c: Context<AppEnv>) =>
    c.json({ data: (await handler(callerCompany(c.var.auth).id, c)) as unknown }, status);
