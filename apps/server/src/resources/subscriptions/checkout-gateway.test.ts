import { eq, invoices, plans, users } from '@webku/db';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeRdap, startFakeRdap } from '../../../../../tests/fakes/rdap-server';
import { type FakeXendit, startFakeXendit } from '../../../../../tests/fakes/xendit-server';
import type { AdminClient } from '../../../../../tests/support/server/owner-with-site';
import {
  ownerWithCompany,
  planId,
  putSubscription,
} from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { type PaymentProvider, SandboxPaymentProvider } from '../../providers/payment/index';
import { createInvoice } from './create-invoice.service';

// 'Checkout Sekarang' against a local Xendit and a local RDAP registry: what the gateway is sent, and
// what the owner gets when the gateway or the registry fails.
const DAY_MS = 86_400_000;

let t: TestServer;
let xendit: FakeXendit;
let rdap: FakeRdap;
let bisnis: number;
beforeAll(async () => {
  xendit = await startFakeXendit();
  rdap = await startFakeRdap();
  t = await startTestServer({ ...xendit.env, ...rdap.env, DOMAIN_CHECK_CACHE_MS: '0' });
  bisnis = await planId(t.webku.db, 'Paket Bisnis');
});
afterAll(async () => {
  await t?.close();
  await xendit?.close();
  await rdap?.close();
});

const buy = (owner: { api: AdminClient }, plan: number, domain: string) =>
  owner.api.post<{ id: number; payment_url: string }>(`/admin/subscriptions/plans/${plan}/invoice`, {
    domain_url: domain,
  });

const invoicesOf = (companyId: number) =>
  t.webku.db.select().from(invoices).where(eq(invoices.company_id, companyId)).orderBy(invoices.id);

const gatewayCreations = () =>
  xendit.requests.filter((r) => r.method === 'POST' && r.path === '/v2/invoices').map((r) => r.body);

describe('checkout at the payment gateway', () => {
  it("sends the gateway a year of the plan for the domain, the owner's e-mail and the pages to return to", async () => {
    const owner = await ownerWithCompany(t, 'kopi-pagi');
    const res = await buy(owner, bisnis, 'KopiPagi');
    expect(res.status).toBe(201);
    const [user] = await t.webku.db.select().from(users).where(eq(users.id, owner.userId));
    const [row] = await invoicesOf(owner.companyId);
    expect(gatewayCreations().at(-1)).toEqual({
      external_id: row!.invoice_number,
      amount: 399_000,
      payer_email: user!.email,
      description: 'Webku Paket Bisnis: hosting dan domain kopipagi.com, 12 bulan',
      invoice_duration: DAY_MS / 1000,
      success_redirect_url: `${t.url}/kopi-pagi/admin/subscriptions/invoices/${row!.id}/status`,
      failure_redirect_url: `${t.url}/kopi-pagi/admin/subscription-plans`,
      currency: 'IDR',
    });
    const atGateway = xendit.invoices.get(row!.provider_invoice_id!);
    expect(res.data.payment_url).toBe(atGateway!.invoice_url);
    expect(row!.payment_url).toBe(atGateway!.invoice_url);
  });

  it('answers 502 when the gateway refuses, marks that invoice failed and lets the owner try again', async () => {
    const owner = await ownerWithCompany(t, 'gerbang-tutup');
    xendit.reply({ status: 500, body: { error_code: 'SERVER_ERROR', message: 'Xendit sedang gangguan' } });
    const refused = await buy(owner, bisnis, 'gerbangtutup');
    expect(refused).toMatchObject({ status: 502, message: 'Gagal membuat invoice' });
    expect((await invoicesOf(owner.companyId)).map((r) => r.status)).toEqual(['failed']);

    const again = await buy(owner, bisnis, 'gerbangtutup');
    expect(again.status).toBe(201);
    expect((await invoicesOf(owner.companyId)).map((r) => r.status)).toEqual(['failed', 'pending']);
  });

  it('asks the registry about a name the company does not hold yet, and answers 502 when it cannot tell', async () => {
    const owner = await ownerWithCompany(t, 'registri-diam');
    rdap.requests.length = 0;
    rdap.reply({ status: 500 });
    const unknown = await buy(owner, bisnis, 'registridiam');
    expect(unknown.status).toBe(502);
    expect(unknown.message).toMatch(
      /^Gagal mengecek domain: RDAP lookup of registridiam\.com answered HTTP 500/,
    );
    expect(rdap.requests).toEqual(['/domain/registridiam.com']);
    expect(await invoicesOf(owner.companyId)).toEqual([]);

    rdap.register('sudahpunyaorang.com');
    expect(await buy(owner, bisnis, 'sudahpunyaorang')).toMatchObject({
      status: 409,
      message: 'Domain ini sudah terdaftar, pilih nama lain',
    });
  });

  it('renews the domain a company already hosts without asking the registry, where it is registered', async () => {
    const owner = await ownerWithCompany(t, 'toko-lama');
    await putSubscription(t.webku.db, { companyId: owner.companyId, domain: 'tokolama.com' });
    rdap.register('tokolama.com');
    rdap.requests.length = 0;
    const renewal = await buy(owner, bisnis, 'tokolama');
    expect(renewal.status).toBe(201);
    expect(rdap.requests).toEqual([]);
  });

  it('opens a new invoice at the new price when the price changed while one was waiting', async () => {
    const [promo] = await t.webku.db
      .insert(plans)
      .values({ name: 'Paket Promo', price: 500_000, display_order: 9 })
      .returning();
    const owner = await ownerWithCompany(t, 'harga-turun');
    const first = await buy(owner, promo!.id, 'hargaturun');
    expect(first.status).toBe(201);
    await t.webku.db.update(plans).set({ discount: 100_000 }).where(eq(plans.id, promo!.id));

    const second = await buy(owner, promo!.id, 'hargaturun');
    expect(second.status).toBe(201);
    expect(second.data.id).not.toBe(first.data.id);
    expect((await invoicesOf(owner.companyId)).map((r) => r.grand_total)).toEqual([500_000, 400_000]);
    expect(gatewayCreations().at(-1)).toMatchObject({ amount: 400_000 });

    const third = await buy(owner, promo!.id, 'hargaturun');
    expect(third).toMatchObject({ status: 200, data: second.data });
  });

  it('gives back a waiting invoice only while more than a minute is left to pay it', async () => {
    const owner = await ownerWithCompany(t, 'menit-akhir');
    const first = await buy(owner, bisnis, 'menitakhir');
    const age = async (leftMs: number) =>
      t.webku.db
        .update(invoices)
        .set({ created_at: new Date(Date.now() - DAY_MS + leftMs) })
        .where(eq(invoices.id, first.data.id));

    await age(90_000);
    expect(await buy(owner, bisnis, 'menitakhir')).toMatchObject({ status: 200, data: first.data });

    await age(30_000);
    const fresh = await buy(owner, bisnis, 'menitakhir');
    expect(fresh.status).toBe(201);
    expect(fresh.data.id).not.toBe(first.data.id);
  });
});

describe('creating an invoice without the HTTP layer', () => {
  const deps = (payment: PaymentProvider | null, log = { error: vi.fn() }, canRegister = true) => ({
    db: t.webku.db,
    payment,
    domains: { name: 'sandbox', isAvailable: async () => true },
    canRegister,
    publicBaseUrl: t.url,
    invoiceDurationSeconds: DAY_MS / 1000,
    log: log as unknown as Logger,
  });
  const input = (owner: { companyId: number; slug: string }, domain: string) => ({
    companyId: owner.companyId,
    companySlug: owner.slug,
    payerEmail: 'pemilik@example.id',
    planId: bisnis,
    domain,
  });

  it('answers 503 and opens no invoice while payments are switched off', async () => {
    const owner = await ownerWithCompany(t, 'belum-jualan');
    await expect(createInvoice(deps(null), input(owner, 'belumjualan.com'))).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Pembayaran belum tersedia',
    });
    expect(await invoicesOf(owner.companyId)).toEqual([]);
  });

  it("sells no domain registration without a registrar, and still hosts an owner's own domain", async () => {
    const owner = await ownerWithCompany(t, 'tanpa-registrar');
    const sandbox = new SandboxPaymentProvider(`${t.url}/pay`);
    await expect(
      createInvoice(deps(sandbox, undefined, false), input(owner, 'tanparegistrar.com')),
    ).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('Pilih Paket Hosting') });
    expect(await invoicesOf(owner.companyId)).toEqual([]);
    const hosting = await planId(t.webku.db, 'Paket Hosting');
    const created = await createInvoice(deps(sandbox, undefined, false), {
      ...input(owner, 'TanpaRegistrar.my.id'),
      planId: hosting,
    });
    expect(created.reused).toBe(false);
    expect((await invoicesOf(owner.companyId)).map((i) => i.domain_url)).toEqual(['tanparegistrar.my.id']);
  });

  it("logs the refused invoice with the gateway's error for the operator", async () => {
    const owner = await ownerWithCompany(t, 'log-gerbang');
    const failure = new Error('gateway down');
    const refusing = {
      name: 'xendit',
      createInvoice: async () => {
        throw failure;
      },
    } as unknown as PaymentProvider;
    const log = { error: vi.fn() };
    await expect(createInvoice(deps(refusing, log), input(owner, 'loggerbang.com'))).rejects.toMatchObject({
      kind: 'provider-failed',
      message: 'Gagal membuat invoice',
    });
    const [row] = await invoicesOf(owner.companyId);
    expect(row!.status).toBe('failed');
    expect(log.error).toHaveBeenCalledWith(
      { err: failure, invoiceId: row!.id },
      'payment gateway refused the invoice',
    );
  });
});
