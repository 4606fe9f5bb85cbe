import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CADDY, hasCaddy, type RunningCaddy, startCaddy } from '../../../../../tests/fakes/caddy';
import { ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { siteChanged } from '../../../../../tests/support/server/site-changed';
import { putSubscription } from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

if (!hasCaddy)
  console.warn(`Skipping the Caddy on-demand TLS test: ${CADDY} is not installed (apt-get install caddy).`);

let t: TestServer;
let caddy: RunningCaddy;
let slug: string;

describe.skipIf(!hasCaddy)("Caddy's on-demand TLS in front of Webku (deploy/Caddyfile)", () => {
  beforeAll(async () => {
    t = await startTestServer({ PLATFORM_HOST: 'webku.test' });
    const owner = await ownerWithSite(t, 'Kopi Caddy');
    slug = owner.slug;
    await putSubscription(t.webku.db, { companyId: owner.companyId, domain: 'kopicaddy.com' });
    await siteChanged(t.webku, owner.companyId);
    const lapsed = await ownerWithSite(t, 'Kopi Lapsed');
    await putSubscription(t.webku.db, {
      companyId: lapsed.companyId,
      domain: 'kopilapsed.com',
      validUntil: new Date(Date.now() - 1_000),
    });

    caddy = await startCaddy({ appPort: Number(new URL(t.url).port), platformHost: 'webku.test' });
  });

  afterAll(async () => {
    await caddy?.stop();
    await t?.close();
  });

  it("issues a certificate for a customer's domain and serves that company's page", async () => {
    const res = await caddy.httpsGet('kopicaddy.com');
    expect(res.cert.subjectaltname).toBe('DNS:kopicaddy.com');
    expect(res.cert.issuer.CN).toMatch(/Caddy Local Authority/);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Kopi Caddy');
    expect(res.body).toContain('<link rel="canonical" href="https://kopicaddy.com"');
    expect((await caddy.httpsGet('www.kopicaddy.com')).cert.subjectaltname).toBe('DNS:www.kopicaddy.com');
    // Only Caddy itself may ask; through Caddy the internal endpoint does not exist.
    expect((await caddy.httpsGet('kopicaddy.com', '/api/internal/tls/ask?domain=kopicaddy.com')).status).toBe(
      404,
    );
  });

  it('issues one for a company subdomain, which moves to the custom domain', async () => {
    const res = await caddy.httpsGet(`${slug}.webku.test`);
    expect(res.cert.subjectaltname).toBe(`DNS:${slug}.webku.test`);
    // 302 outside production (decision 007).
    expect(res.status).toBe(302);
    expect(res.location).toBe('https://kopicaddy.com/');
  });

  it('completes no handshake for an unknown domain or a lapsed subscription', async () => {
    for (const name of ['orang-lain.com', 'kopilapsed.com']) {
      const error = await caddy.httpsGet(name).then(
        () => null,
        (e: NodeJS.ErrnoException) => e,
      );
      // Caddy has no certificate to offer: it ends the handshake with a TLS alert.
      expect(error?.message, name).toMatch(/alert|ssl3_read_bytes|ECONNRESET|socket hang up/i);
    }
  });
});
