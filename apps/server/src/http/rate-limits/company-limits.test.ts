import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as images from '../../../../../tests/fixtures/images/make-images';
import { expectTooMany, WITHIN_A_MINUTE } from '../../../../../tests/support/server/rate-limit';
import { ownerWithCompany, planId } from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { upload } from '../../../../../tests/support/server/upload';

// The default limits, counted per company (per user for site generation), over real HTTP.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('per-company limits', () => {
  it('answers 30 domain checks a minute per company', async () => {
    const a = await ownerWithCompany(t, 'kopi-cek-a');
    const b = await ownerWithCompany(t, 'kopi-cek-b');
    const check = (token: string) => t.api('/api/admin/check-domain?domain=kopisenja', { token });
    for (let i = 1; i <= 30; i++) expect((await check(a.token)).status).toBe(200);
    await expectTooMany(
      await check(a.token),
      new RegExp(`^Terlalu banyak pengecekan domain\\. Coba lagi dalam ${WITHIN_A_MINUTE}\\.$`),
      [30, 60],
    );
    expect((await check(b.token)).status).toBe(200);
    // Another name for a failed registration spends the same checks.
    const rename = await t.api('/api/admin/subscriptions/invoices/1/domain', {
      method: 'POST',
      token: a.token,
      json: { domain_url: 'kopibaru' },
    });
    expect(rename.status).toBe(429);
  });

  it('sends 20 team invitations an hour per company, withdrawn ones included', async () => {
    const owner = await ownerWithCompany(t, 'kopi-tim');
    const other = await ownerWithCompany(t, 'kopi-tim-lain');
    const invite = (token: string, n: number) =>
      t.api('/api/admin/team/invitations', {
        method: 'POST',
        token,
        json: { email: `orang${n}@kopitim.id`, role: 'cashier' },
      });
    for (let i = 1; i <= 20; i++) {
      const res = await invite(owner.token, i);
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { id: number } };
      await t.api(`/api/admin/team/invitations/${data.id}`, { method: 'DELETE', token: owner.token });
    }
    await expectTooMany(
      await invite(owner.token, 21),
      /^Terlalu banyak undangan tim dikirim\. Coba lagi dalam (5\d|60) menit\.$/,
      [3000, 3600],
    );
    expect((await invite(other.token, 1)).status).toBe(201);
  });

  it('creates 10 invoices an hour per company', async () => {
    const owner = await ownerWithCompany(t, 'kopi-invoice');
    const plan = await planId(t.webku.db, 'Paket Bisnis');
    const buy = () =>
      t.api(`/api/admin/subscriptions/plans/${plan}/invoice`, {
        method: 'POST',
        token: owner.token,
        json: { domain_url: 'kopiinvoice' },
      });
    for (let i = 1; i <= 10; i++) expect([200, 201]).toContain((await buy()).status);
    await expectTooMany(
      await buy(),
      /^Terlalu banyak invoice dibuat\. Coba lagi dalam (5\d|60) menit\.$/,
      [3000, 3600],
    );
  });

  it('accepts 60 uploaded files a minute per company, counting files rather than requests', async () => {
    const owner = await ownerWithCompany(t, 'kopi-unggah');
    const png = { bytes: await images.transparentPng(8, 8), name: 'a.png', type: 'image/png' };
    const send = (count: number) =>
      upload(t, owner.token, '/api/admin/upload/images', Array(count).fill(png), { category: 'menu' });
    expect((await send(20)).status).toBe(201);
    expect((await send(20)).status).toBe(201);
    expect((await send(20)).status).toBe(201);
    // Three requests, 60 files: the 61st file is refused, in a batch or alone.
    const refused = await send(1);
    await expectTooMany(
      refused,
      new RegExp(`^Terlalu banyak gambar diunggah\\. Coba lagi dalam ${WITHIN_A_MINUTE}\\.$`),
      [30, 60],
    );
    const single = await upload(t, owner.token, '/api/admin/upload/image', [png], { category: 'menu' });
    expect(single.status).toBe(429);
  });

  it('refuses a batch larger than what is left without spending the rest', async () => {
    const owner = await ownerWithCompany(t, 'kopi-sisa');
    const png = { bytes: await images.transparentPng(8, 8), name: 'b.png', type: 'image/png' };
    const send = (count: number) =>
      upload(t, owner.token, '/api/admin/upload/images', Array(count).fill(png), { category: 'menu' });
    for (let i = 0; i < 2; i++) expect((await send(20)).status).toBe(201);
    expect((await send(15)).status).toBe(201);
    // 10 would make 65: refused whole, and the 5 that are left stay available.
    await expectTooMany(await send(10), /^Terlalu banyak gambar diunggah\./);
    expect((await send(5)).status).toBe(201);
  });
});

describe('per-user limits', () => {
  it('lets one user start site generation 3 times an hour', async () => {
    const { token } = await t.signUp();
    const generate = () =>
      t.api('/api/admin/template-data-dummies/generate', {
        method: 'POST',
        token,
        json: {
          brand_name: 'Kopi Batas',
          business_type: 'Kedai kopi',
          web_language: 'indonesia',
          template_selected: 'minimalis-coffee-shop',
          short_description: 'Kopi susu gula aren.',
        },
      });
    expect((await generate()).status).toBe(201);
    // The site exists: the next tries answer 409 and still count.
    expect((await generate()).status).toBe(409);
    expect((await generate()).status).toBe(409);
    await expectTooMany(
      await generate(),
      /^Terlalu banyak percobaan membuat website\. Coba lagi dalam (5\d|60) menit\.$/,
      [3000, 3600],
    );
    await t.webku.runner.drain();
  });
});
