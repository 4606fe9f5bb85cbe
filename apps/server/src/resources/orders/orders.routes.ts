import { orderRequestSchema, orderStatusInputSchema } from '@webku/contract';
import { type Context, Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import { NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { Orders } from '../../orders/orders';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import { ID, idParam } from '../admin-content/admin-handlers';

/** Throws TooManyRequestsError when the visitor's address has sent too many orders. */
export type OrderLimit = (c: Context<AppEnv>) => Promise<void>;

/** A customer's order from the site's order list: recorded, and answered with the chat that sends it. */
export function publicOrderRoutes(orders: Orders, directory: TenantDirectory, limit: OrderLimit) {
  const app = new Hono<AppEnv>();
  app.post('/public/:slug/orders', async (c) => {
    const company = await directory.bySlug(c.req.param('slug'));
    if (!company) throw new NotFoundError('Company Not Found');
    c.header('Cache-Control', 'no-store');
    await limit(c);
    const input = await parseJson(c, orderRequestSchema);
    return c.json({ data: await orders.place(company, input) }, 201);
  });
  return app;
}

/** The owner's list ("Pesanan") and the status they set. */
export function adminOrderRoutes(orders: Orders) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await orders.list(callerCompany(c.var.auth).id) });
  });
  app.post(`/${ID}/status`, async (c) => {
    const input = await parseJson(c, orderStatusInputSchema);
    return c.json({ data: await orders.setStatus(callerCompany(c.var.auth).id, idParam(c), input) });
  });
  return app;
}
