import type { OwnerPayments } from '../payments/owner-payments';
import type { JobHandler } from './job-runner';

// Confirms an order's online payment by asking the vendor, after a verified notification ('webhook') or
// once the payment's time is up ('expiry': the reconciling look that finds a lost notification). A vendor
// still saying pending after the expiry is asked again later.
export function confirmOrderPaymentJob(payments: OwnerPayments, recheckMs: number): JobHandler {
  return async (job, ctx) => {
    const { paymentId, reason } = job.payload as { paymentId: number; reason: 'webhook' | 'expiry' };
    const { outcome } = await payments.confirmPayment(paymentId);
    ctx.log.info({ paymentId, reason, outcome }, 'order payment checked with the gateway');
    if (outcome === 'pending' && reason === 'expiry')
      ctx.retryLater(recheckMs, 'gateway still reports pending');
  };
}
