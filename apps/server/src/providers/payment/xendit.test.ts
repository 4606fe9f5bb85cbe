import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeXendit, startFakeXendit } from '../../../../../tests/fakes/xendit-server';
import { CallbackMalformedError, CallbackRejectedError, PaymentProviderError } from './payment-provider';
import { XenditPaymentProvider } from './xendit';

let xendit: FakeXendit;
let provider: XenditPaymentProvider;
beforeAll(async () => {
  xendit = await startFakeXendit();
  provider = new XenditPaymentProvider({
    secretKey: xendit.secretKey,
    callbackToken: xendit.callbackToken,
    apiBase: xendit.apiBase,
    timeoutMs: 500,
  });
});
afterAll(() => xendit.close());

const input = {
  externalId: 'INV/2026/11/000123',
  amount: 399_000,
  payerEmail: 'owner@kopisenja.id',
  description: 'Webku Paket Bisnis: hosting dan domain kopisenja.com, 12 bulan',
  durationSeconds: 86_400,
  successRedirectUrl: 'https://webku.id/kopi-senja/admin/subscriptions/invoices/123/status',
  failureRedirectUrl: 'https://webku.id/kopi-senja/admin/subscription-plans',
};

describe('Xendit invoice adapter (contract, against the local fake)', () => {
  it('creates an invoice with Basic auth and the documented body, and reads the hosted page URL', async () => {
    const invoice = await provider.createInvoice(input);
    const request = xendit.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v2/invoices');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${xendit.secretKey}:`).toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      external_id: input.externalId,
      amount: 399_000,
      payer_email: input.payerEmail,
      description: input.description,
      invoice_duration: 86_400,
      success_redirect_url: input.successRedirectUrl,
      failure_redirect_url: input.failureRedirectUrl,
      currency: 'IDR',
    });
    expect(invoice).toMatchObject({ externalId: input.externalId, status: 'PENDING', amount: 399_000 });
    expect(invoice.paymentUrl).toBe(`${xendit.apiBase}/web/${invoice.providerInvoiceId}`);
    expect(invoice.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 86_000_000);
  });

  it('reads an invoice back with GET /v2/invoices/{id}, e.g. to notice expiry', async () => {
    const { providerInvoiceId } = await provider.createInvoice(input);
    xendit.setStatus(providerInvoiceId, 'EXPIRED');
    const invoice = await provider.getInvoice(providerInvoiceId);
    expect(xendit.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v2/invoices/${providerInvoiceId}`,
    });
    expect(invoice.status).toBe('EXPIRED');
  });

  it('reports a refused key, a server error, an unknown invoice and a timeout as provider errors', async () => {
    const wrongKey = new XenditPaymentProvider({
      secretKey: 'xnd_wrong',
      callbackToken: xendit.callbackToken,
      apiBase: xendit.apiBase,
    });
    await expect(wrongKey.createInvoice(input)).rejects.toThrow(/HTTP 401: INVALID_API_KEY/);
    xendit.reply({ status: 500, body: { error_code: 'SERVER_ERROR', message: 'Oops' } });
    await expect(provider.createInvoice(input)).rejects.toThrow(PaymentProviderError);
    await expect(provider.getInvoice('nope')).rejects.toThrow(/HTTP 404: INVOICE_NOT_FOUND_ERROR/);
    xendit.reply({ status: 200, body: {}, delayMs: 2_000 });
    await expect(provider.createInvoice(input)).rejects.toThrow(/timed out after 500 ms/);
  });

  it('accepts a callback only with the account token, and reads it as an event', async () => {
    const { providerInvoiceId } = await provider.createInvoice(input);
    const body = JSON.stringify(xendit.setStatus(providerInvoiceId, 'PAID'));
    const event = provider.parseCallback({ headers: { 'x-callback-token': xendit.callbackToken }, body });
    expect(event).toMatchObject({
      eventId: `${providerInvoiceId}:PAID`,
      providerInvoiceId,
      externalId: input.externalId,
      status: 'PAID',
      amount: 399_000,
      paidAmount: 399_000,
      currency: 'IDR',
    });
    expect(event.paidAt).toBeInstanceOf(Date);
    expect(() => provider.parseCallback({ headers: { 'x-callback-token': 'forged' }, body })).toThrow(
      CallbackRejectedError,
    );
    expect(() => provider.parseCallback({ headers: {}, body })).toThrow(CallbackRejectedError);
    expect(() =>
      provider.parseCallback({ headers: { 'x-callback-token': xendit.callbackToken }, body: '{"id":1}' }),
    ).toThrow(CallbackMalformedError);
  });
});
