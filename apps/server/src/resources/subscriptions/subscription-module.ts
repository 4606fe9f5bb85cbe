import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/context';
import { createDomainProvider } from '../../providers/domains/index';
import { createPaymentProvider, SandboxPaymentProvider } from '../../providers/payment/index';
import type { SiteContent } from '../../site-content/site-content';
import { checkDomainRoutes } from '../domains/check-domain.routes';
import { plansRoutes } from '../plans/plans.routes';
import type { AppliedEvent } from './apply-payment-event';
import { InvoiceStatusChecker } from './invoice-status.service';
import { paymentCallbackRoutes } from './payments.routes';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes';
import type { SubscriptionDeps } from './subscription-deps';
import { subscriptionsRoutes } from './subscriptions.routes';

// Custom-domain hosting wired from configuration: the routes to mount and the sandbox's callback link.
export function subscriptionModule(options: {
  config: Config;
  db: Db;
  logger: Logger;
  content: SiteContent;
  // Wakes the job runner, so the DNS check of a fresh payment starts at once.
  kickJobs: () => void;
}) {
  const { config, db, logger, content, kickJobs } = options;
  const payment = createPaymentProvider(config.payment, config.publicBaseUrl);
  const domains = createDomainProvider(config.domains);
  const deps: SubscriptionDeps = {
    db,
    payment,
    domains,
    canRegister: config.registrar.provider !== null,
    publicBaseUrl: config.publicBaseUrl,
    invoiceDurationSeconds: config.payment.invoiceDurationSeconds,
    dnsTarget: { platformIpv4: config.dns.platformIpv4, cnameTarget: config.dns.cnameTarget },
    statusChecker: new InvoiceStatusChecker(
      db,
      payment,
      logger.child({ component: 'payments' }),
      config.payment.invoiceDurationSeconds * 1000,
    ),
    afterPaymentEvent: async (applied: AppliedEvent) => {
      if (!applied.activated || applied.companyId === null) return;
      await content.contentChanged(applied.companyId);
      kickJobs();
    },
  };

  const payments = new Hono<AppEnv>();
  payments.route('/', paymentCallbackRoutes(deps));
  if (payment instanceof SandboxPaymentProvider) payments.route('/sandbox', sandboxGatewayRoutes(payment));

  return {
    // /api/subscriptions (public plans), /api/payments, /api/admin/subscriptions, /api/admin (check-domain)
    publicRoutes: plansRoutes(db),
    paymentRoutes: payments,
    adminRoutes: subscriptionsRoutes(deps),
    checkDomainRoutes: checkDomainRoutes({
      db,
      domains,
      invoiceTtlMs: config.payment.invoiceDurationSeconds * 1000,
    }),
    // The sandbox gateway posts its callbacks through the app itself, like a gateway over the network.
    connect(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }) {
      if (!(payment instanceof SandboxPaymentProvider)) return;
      payment.connect(async (body, headers) =>
        app.request('/api/payments/sandbox/callback', { method: 'POST', headers, body }),
      );
    },
  };
}
