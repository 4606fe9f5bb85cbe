import { paymentSettingsInputSchema, siteDateTime, zoneNameOfTime } from '@webku/contract';
import { type Context, Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import { BadRequestError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { OwnerPayments } from '../../payments/owner-payments';
import { CallbackMalformedError, CallbackRejectedError } from '../../providers/payment/payment-provider';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import { depositReceiptPage, receiptPage } from './receipt-page';

/** "Pembayaran Online": the Pemilik's gateway, methods and switches; the keys go in, never out. */
export function paymentSettingsRoutes(payments: OwnerPayments) {
  const app = new Hono<AppEnv>();
  app.get('/settings', async (c) => c.json({ data: await payments.settings(callerCompany(c.var.auth).id) }));
  app.put('/settings', async (c) => {
    const input = await parseJson(c, paymentSettingsInputSchema);
    return c.json({ data: await payments.saveSettings(callerCompany(c.var.auth).id, input) });
  });
  return app;
}

// POST /api/payments/{midtrans|xendit}/webhook: verified with the company's own keys, checked, recorded
// once and queued; the vendor gets its answer at once, the gateway is asked again in the job.
export function paymentWebhookRoutes(payments: OwnerPayments) {
  const app = new Hono<AppEnv>();
  app.post('/:provider/webhook', async (c) => {
    const headers = Object.fromEntries([...c.req.raw.headers].map(([k, v]) => [k.toLowerCase(), v]));
    let result: Awaited<ReturnType<OwnerPayments['receiveWebhook']>>;
    try {
      result = await payments.receiveWebhook(c.req.param('provider'), { headers, body: await c.req.text() });
    } catch (error) {
      if (error instanceof CallbackRejectedError) {
        c.var.log.warn(
          { provider: c.req.param('provider') },
          'payment webhook with a wrong signature refused',
        );
        throw new UnauthorizedError('Tanda tangan atau token notifikasi tidak valid');
      }
      if (error instanceof CallbackMalformedError) throw new BadRequestError('Isi notifikasi tidak dikenali');
      throw error;
    }
    if (result.outcome === 'unknown') throw new NotFoundError('Pembayaran tidak ditemukan');
    if (result.outcome === 'amount_mismatch')
      throw new ValidationError('Jumlah atau mata uang tidak sama dengan pesanan');
    return c.json({ data: { outcome: result.outcome } });
  });
  return app;
}

/** The customer's receipts (an order's, a booking's deposit): server-rendered, refreshing while the payment waits. */
export function receiptRoutes(payments: OwnerPayments, directory: TenantDirectory) {
  const app = new Hono<AppEnv>();
  // The company by its slug and a code of the right form, or not found; a receipt is never kept.
  const lookup = async (c: Context<AppEnv>, notFound: string) => {
    const company = await directory.bySlug(c.req.param('slug') ?? '');
    const code = (c.req.param('code') ?? '').toUpperCase();
    if (!company || !/^[A-Z0-9]{4,12}$/.test(code)) throw new NotFoundError(notFound);
    c.header('Cache-Control', 'no-store');
    return { company, code };
  };
  app.get('/public/:slug/orders/:code/receipt', async (c) => {
    const { company, code } = await lookup(c, 'Pesanan tidak ditemukan');
    const { order, payment } = await payments.receipt(company.id, code);
    const language = order.language ?? company.web_language;
    return c.html(await receiptPage({ shop: company.name, order, payment, language }));
  });
  app.get('/public/:slug/bookings/:code/receipt', async (c) => {
    const { company, code } = await lookup(c, 'Booking tidak ditemukan');
    const { booking, payment } = await payments.depositReceipt(company.id, code);
    const language = booking.language ?? company.web_language;
    const when = `${new Intl.DateTimeFormat(language === 'english' ? 'en-GB' : 'id-ID', {
      timeZone: company.time_zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(
      booking.start_at,
    )} ${zoneNameOfTime(siteDateTime(booking.start_at.getTime(), company.time_zone)) ?? ''}`.trim();
    return c.html(await depositReceiptPage({ shop: company.name, booking, when, payment, language }));
  });
  return app;
}
