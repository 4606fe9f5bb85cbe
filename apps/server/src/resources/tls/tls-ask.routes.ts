import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { HostRules } from '../../tenancy/parse-host';
import { isCertificateAllowed } from './tls-ask.service';

// GET /api/internal/tls/ask?domain=… → 200 when Caddy may get a certificate for that name, else 404.
export function tlsAskRoutes(db: Db, rules: HostRules) {
  const app = new Hono<AppEnv>();
  app.get('/ask', async (c) => {
    const domain = c.req.query('domain') ?? '';
    c.header('Cache-Control', 'no-store');
    if (await isCertificateAllowed(db, rules, domain)) return c.json({ data: { domain, allowed: true } });
    return c.json({ message: 'Not a Webku domain' }, 404);
  });
  return app;
}
