import { Hono } from 'hono';
import { BadRequestError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import {
  CallbackMalformedError,
  CallbackRejectedError,
  type PaymentEvent,
} from '../../providers/payment/index';
import { applyPaymentEvent } from './apply-payment-event';
import type { SubscriptionDeps } from './subscription-deps';

// POST /api/payments/{xendit|sandbox}/callback: the gateway's notification. Verified first, then
// applied at most once; the gateway gets 200 for anything it should not send again.
export function paymentCallbackRoutes(deps: SubscriptionDeps) {
  const app = new Hono<AppEnv>();
  app.post('/:provider/callback', async (c) => {
    const payment = deps.payment;
    if (!payment || c.req.param('provider') !== payment.name) throw new NotFoundError();
    const headers = Object.fromEntries([...c.req.raw.headers].map(([k, v]) => [k.toLowerCase(), v]));
    let event: PaymentEvent;
    try {
      event = payment.parseCallback({ headers, body: await c.req.text() });
    } catch (error) {
      if (error instanceof CallbackRejectedError) {
        c.var.log.warn({ provider: payment.name }, 'payment callback with a wrong token refused');
        throw new UnauthorizedError('Token callback tidak valid');
      }
      if (error instanceof CallbackMalformedError) throw new BadRequestError(error.message);
      throw error;
    }
    const applied = await applyPaymentEvent(deps.db, { provider: payment.name, event, source: 'callback' });
    const log = c.var.log.child({ invoiceId: applied.invoiceId, companyId: applied.companyId });
    if (applied.outcome === 'unknown_invoice') {
      log.warn(
        { externalId: event.externalId, providerInvoiceId: event.providerInvoiceId },
        'callback for an unknown invoice',
      );
      throw new NotFoundError('Invoice not found');
    }
    if (applied.outcome === 'amount_mismatch') {
      log.error(
        { amount: event.amount, paidAmount: event.paidAmount, status: event.status },
        'callback amount does not match the invoice',
      );
      throw new ValidationError('Amount does not match the invoice');
    }
    log.info({ outcome: applied.outcome, status: event.status }, 'payment callback');
    await deps.afterPaymentEvent(applied);
    return c.json({ data: { outcome: applied.outcome, status: applied.status } });
  });
  return app;
}
