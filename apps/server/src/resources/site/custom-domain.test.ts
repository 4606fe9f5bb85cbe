import { eq, subscriptions } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { useOwnerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { siteChanged } from '../../../../../tests/support/server/site-changed';
import { planId } from '../../../../../tests/support/server/subscription-fixtures';

// One owner buys hosting for kopisenja.com through the sandbox gateway; the sandbox DNS finds it pointed.
const ctx = useOwnerWithSite('Kopi Senja');

async function buyAndPay(domain: string) {
  const plan = await planId(ctx.t.webku.db, 'Paket Bisnis');
  const invoice = await ctx.api.post<{ payment_url: string }>(`/admin/subscriptions/plans/${plan}/invoice`, {
    domain_url: domain,
  });
  const paid = await fetch(invoice.data.payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  expect(paid.status).toBe(200);
  await ctx.t.webku.runner.drain();
  for (let i = 0; i < 100; i++) {
    const mine = await ctx.api.get<{ is_dns_pointed: boolean }>('/admin/subscriptions/my-subscriptions');
    if (mine.data?.is_dns_pointed) return mine.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('domain never became pointed');
}

const platformGet = (path: string) => fetch(`${ctx.t.url}${path}`, { redirect: 'manual' });

describe('custom domain hosting', () => {
  it('serves nothing on the domain before it is paid for', async () => {
    const res = await ctx.t.getAs('kopisenja.com', '/');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Company Not Found');
  });

  it('serves the site in Mode A on the domain once paid and pointed, with the canonical link there', async () => {
    const mine = await buyAndPay('kopisenja');
    expect(mine).toMatchObject({ status: 'active', is_dns_pointed: true, domain_url: 'kopisenja.com' });
    for (const host of ['kopisenja.com', 'www.kopisenja.com']) {
      const home = await ctx.t.getAs(host, '/');
      expect(home.status, host).toBe(200);
      expect(home.text).toContain('Kopi Senja');
      expect(home.text).toContain('<link rel="canonical" href="https://kopisenja.com"');
    }
    const policy = await ctx.t.getAs('kopisenja.com', '/privacy-policy');
    expect(policy.text).toContain('<link rel="canonical" href="https://kopisenja.com/privacy-policy"');
    const admin = await ctx.t.getAs('kopisenja.com', '/admin/subscriptions');
    expect(admin.status).toBe(200);
    expect(admin.text).toContain(`<meta name="webku-slug" content="${ctx.owner.slug}">`);
  });

  it('moves the platform URLs there with a private 302 outside production, never carrying the query', async () => {
    const home = await platformGet(`/${ctx.owner.slug}`);
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('https://kopisenja.com/');
    expect(home.headers.get('cache-control')).toBe('private, no-cache');
    const policy = await platformGet(`/${ctx.owner.slug}/privacy-policy?success=true&token=rahasia`);
    expect(policy.headers.get('location')).toBe('https://kopisenja.com/privacy-policy');
    const sub = await ctx.t.getAs(`${ctx.owner.slug}.localhost`, '/terms-and-conditions?token=rahasia');
    expect(sub.status).toBe(302);
    expect(sub.headers.location).toBe('https://kopisenja.com/terms-and-conditions');
    expect(sub.headers['cache-control']).toMatch(/^private/);
    expect((await platformGet(`/${ctx.owner.slug}/admin`)).status).toBe(200);
    expect((await ctx.t.getAs(`${ctx.owner.slug}.localhost`, '/admin')).status).toBe(200);
  });

  it('stops serving the domain once the DNS re-check finds it pointing elsewhere, and the platform URL serves', async () => {
    const pointedAs = (value: boolean) =>
      ctx.t.webku.db
        .update(subscriptions)
        .set({ is_dns_pointed: value })
        .where(eq(subscriptions.company_id, ctx.owner.companyId));
    // What the check-dns job does on a definite "points elsewhere" (see check-dns.job.test.ts).
    await pointedAs(false);
    await siteChanged(ctx.t.webku, ctx.owner.companyId);
    expect((await ctx.t.getAs('kopisenja.com', '/')).status).toBe(404);
    expect((await platformGet(`/${ctx.owner.slug}`)).status).toBe(200);
    expect((await ctx.t.api('/api/internal/tls/ask?domain=kopisenja.com')).status).toBe(404);
    await pointedAs(true);
    await siteChanged(ctx.t.webku, ctx.owner.companyId);
    expect((await ctx.t.getAs('kopisenja.com', '/')).status).toBe(200);
  });

  it('stops serving the domain when the subscription expires, while the platform URL works again', async () => {
    await ctx.t.webku.db
      .update(subscriptions)
      .set({ valid_until: new Date(Date.now() - 1_000) })
      .where(eq(subscriptions.company_id, ctx.owner.companyId));
    // Host lookups are remembered for up to 30 s; this stands in for that time passing.
    await ctx.t.webku.content.contentChanged(ctx.owner.companyId);

    expect((await ctx.t.getAs('kopisenja.com', '/')).status).toBe(404);
    const platform = await platformGet(`/${ctx.owner.slug}`);
    expect(platform.status).toBe(200);
    expect(await platform.text()).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/kopi-senja"/);
    expect((await ctx.t.api('/api/internal/tls/ask?domain=kopisenja.com')).status).toBe(404);
    const mine = await ctx.api.get('/admin/subscriptions/my-subscriptions');
    expect(mine.data).toMatchObject({
      status: 'active',
      is_expired: true,
      days_remaining: 0,
      is_dns_pointed: true,
    });
  });

  it('serves the domain again after renewal, without a new DNS wait', async () => {
    const mine = await buyAndPay('kopisenja');
    expect(mine).toMatchObject({ is_expired: false, is_dns_pointed: true });
    expect((await ctx.t.getAs('kopisenja.com', '/')).status).toBe(200);
    expect((await platformGet(`/${ctx.owner.slug}`)).status).toBe(302);
  });
});
