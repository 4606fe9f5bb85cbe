import { invoiceRequestSchema, registrationDomainRequestSchema } from '@webku/contract';
import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import { ConflictError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { ID, idParam } from '../admin-content/admin-handlers';
import { findPlan } from '../plans/plans.service';
import { CANCEL_MESSAGES, cancelInvoice } from './cancel-invoice.service';
import { chooseRegistrationDomain } from './choose-registration-domain.service';
import { createInvoice } from './create-invoice.service';
import { findCompanyInvoice, toInvoiceView } from './invoice-status.service';
import { getMySubscription } from './my-subscription.service';
import { renewDomainProof } from './renew-domain-proof.service';
import type { SubscriptionDeps } from './subscription-deps';

// /api/admin/subscriptions/**: the owner's subscription, checkout, invoice status and cancelling.
export function subscriptionsRoutes(deps: SubscriptionDeps) {
  const app = new Hono<AppEnv>();

  app.get('/my-subscriptions', async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    const invoiceTtlMs = deps.invoiceDurationSeconds * 1000;
    return c.json({
      data: await getMySubscription(deps.db, { companyId, dns: deps.dnsTarget, invoiceTtlMs }),
    });
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
    const invoice = await findCompanyInvoice(deps.db, { companyId, invoiceId: idParam(c) });
    const plan = await findPlan(deps.db, invoice.plan_id);
    return c.json({
      data: {
        ...toInvoiceView(invoice, deps.invoiceDurationSeconds * 1000),
        // The paid view says who points the domain: we (a registered domain) or the owner (their own).
        is_include_domain: plan?.is_include_domain ?? true,
      },
    });
  });

  // Our own call: the owner closes an invoice still waiting for payment (a mistyped domain).
  app.post(`/invoices/${ID}/cancel`, async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    const { view, applied } = await cancelInvoice(
      { ...deps, log: c.var.log },
      { companyId, invoiceId: idParam(c) },
    );
    if (applied) await deps.afterPaymentEvent(applied);
    if (view.status === 'paid') throw new ConflictError(CANCEL_MESSAGES.paid);
    return c.json({ data: view });
  });

  // Our own call: another name for a paid invoice whose domain registration failed.
  app.post(`/invoices/${ID}/domain`, async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    const { domain_url } = await parseJson(c, registrationDomainRequestSchema);
    const registration = await chooseRegistrationDomain(
      { db: deps.db, domains: deps.domains, invoiceTtlMs: deps.invoiceDurationSeconds * 1000 },
      { companyId, invoiceId: idParam(c), domain: domain_url },
    );
    await deps.afterPaymentEvent({
      outcome: 'applied',
      invoiceId: idParam(c),
      companyId,
      status: 'paid',
      activated: true,
    });
    return c.json({ data: registration });
  });

  // Our own call: a new TXT token (and seven more days) for an own domain not proven yet.
  app.post('/domain-proof', async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    await renewDomainProof(deps.db, { companyId });
    const invoiceTtlMs = deps.invoiceDurationSeconds * 1000;
    return c.json({
      data: await getMySubscription(deps.db, { companyId, dns: deps.dnsTarget, invoiceTtlMs }),
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
