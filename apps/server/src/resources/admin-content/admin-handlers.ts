import { MAX_ID } from '@webku/contract';
import type { Context } from 'hono';
import { callerCompany } from '../../auth/bearer';
import type { AppEnv } from '../../http/context';
import type { PublicCache } from '../public/public-cache';

type Handler<T> = (companyId: number, c: Context<AppEnv>) => Promise<T>;

// Route pattern for numeric ids, so '/settings' and '/abc' never reach an id handler.
export const ID = ':id{[0-9]+}';

export function idParam(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id <= MAX_ID ? id : 0;
}

// Route bodies stay thin: they get the caller's company id and return the data of `{ data }`.
export function adminHandlers(cache: PublicCache) {
  return {
    read:
      <T>(handler: Handler<T>) =>
      async (c: Context<AppEnv>) =>
        c.json({ data: (await handler(callerCompany(c.var.auth).id, c)) as unknown }),

    // The handler's transaction has committed when it returns: only then is the public cache dropped.
    write:
      <T>(handler: Handler<T>, status: 200 | 201 = 200) =>
      async (c: Context<AppEnv>) => {
        const companyId = callerCompany(c.var.auth).id;
        const data = await handler(companyId, c);
        await cache.invalidate(companyId);
        return c.json({ data: data as unknown }, status);
      },
  };
}
