import { invoiceRequestSchema } from '@webku/contract';
import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { ID, idParam } from '../admin-content/admin-handlers';
import { createInvoice } from './create-invoice.service';
import { findCompanyInvoice, toInvoiceView } from './invoice-status.service';
import { getMySubscription } from './my-subscription.service';
import type { SubscriptionDeps } from './subscription-deps';

// /api/admin/subscriptions/**: the owner's subscription, checkout and invoice status.
export function subscriptionsRoutes(deps: SubscriptionDeps) {
  const app = new Hono<AppEnv>();

  app.get('/my-subscriptions', async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    return c.json({ data: await getMySubscription(deps.db, { companyId, dns: deps.dnsTarget }) });
  });

  app.post(`/plans/${ID}/invoice`, async (c) => {
    const company = callerCompany(c.var.auth);
    const { domain_url } = await parseJson(c, invoiceRequestSchema);
    const invoice = await createInvoice(
      { ...deps, log: c.var.log },
      {
        companyId: company.id,
        companySlug: company.slug,
        payerEmail: c.var.auth.user.email,
        planId: idParam(c),
        domain: domain_url,
      },
    );
    return c.json({ data: { id: invoice.id, payment_url: invoice.payment_url } }, invoice.reused ? 200 : 201);
  });

  app.get(`/invoice/${ID}`, async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    return c.json({
      data: toInvoiceView(await findCompanyInvoice(deps.db, { companyId, invoiceId: idParam(c) })),
    });
  });

  app.get(`/invoices/${ID}/check-status`, async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    const { status, applied } = await deps.statusChecker.check({ companyId, invoiceId: idParam(c) });
    if (applied) await deps.afterPaymentEvent(applied);
    return c.json({ data: { subscriptionStatus: status } });
  });

  return app;
}
