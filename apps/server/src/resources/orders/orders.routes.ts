import { orderRequestSchema, orderStatusInputSchema } from '@webku/contract';
import { type Context, Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import { NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { Orders } from '../../orders/orders';
import type { OwnerPayments } from '../../payments/owner-payments';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import { ID, idParam } from '../admin-content/admin-handlers';

/** Throws TooManyRequestsError when the visitor's address has sent too many orders. */
export type OrderLimit = (c: Context<AppEnv>) => Promise<void>;

/** "Bayar sekarang": the owner's gateway, and the limits per address and per site on new payments. */
export type OrderPaying = {
  payments: OwnerPayments;
  limit: (c: Context<AppEnv>, companyId: number) => Promise<void>;
};

/**
 * A customer's order from the site's order list: recorded, and answered with the chat that sends it; with
 * pay_online, also with the transaction at the owner's gateway for the recorded total.
 */
export function publicOrderRoutes(
  orders: Orders,
  directory: TenantDirectory,
  limit: OrderLimit,
  paying: OrderPaying,
) {
  const app = new Hono<AppEnv>();
  app.post('/public/:slug/orders', async (c) => {
    const company = await directory.bySlug(c.req.param('slug'));
    if (!company) throw new NotFoundError('Company Not Found');
    c.header('Cache-Control', 'no-store');
    await limit(c);
    const input = await parseJson(c, orderRequestSchema);
    if (!input.pay_online) return c.json({ data: await orders.place(company, input) }, 201);
    const limits = await paying.payments.assertOrdersOnline(company.id);
    await paying.limit(c, company.id);
    const order = await orders.place(company, input, limits);
    const payment = await paying.payments.payOrder(company, order.code);
    return c.json({ data: { ...order, payment } }, 201);
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
