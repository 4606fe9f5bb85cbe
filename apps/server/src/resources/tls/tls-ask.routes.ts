import type { Db } from '@webku/db';
import { Hono } from 'hono';
import { ForbiddenError, NotFoundError } from '../../errors';
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
    if (!mayAskForCertificate(c, secret))
      throw new ForbiddenError('Hanya proxy TLS (Caddy) yang boleh memakai alamat ini.');
    const domain = c.req.query('domain') ?? '';
    if (await isCertificateAllowed(db, rules, domain)) return c.json({ data: { domain, allowed: true } });
    throw new NotFoundError('Not a Webku domain');
  });
  return app;
}
