import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { HostRules } from '../../tenancy/parse-host';
import { isCertificateAllowed } from './tls-ask.service';
import { mayAskForCertificate } from './tls-ask-access';

// GET /api/internal/tls/ask?domain=… → 200 when Caddy may get a certificate for that name, else 404;
// 403 for anyone but the TLS proxy.
export function tlsAskRoutes(db: Db, rules: HostRules, secret: string | null) {
  const app = new Hono<AppEnv>();
  app.get('/ask', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!mayAskForCertificate(c, secret)) {
      return c.json({ message: 'Hanya proxy TLS (Caddy) yang boleh memakai alamat ini.' }, 403);
    }
    const domain = c.req.query('domain') ?? '';
    if (await isCertificateAllowed(db, rules, domain)) return c.json({ data: { domain, allowed: true } });
    return c.json({ message: 'Not a Webku domain' }, 404);
  });
  return app;
}
