import { domainCheckQuerySchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import { ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import type { DomainProvider } from '../../providers/domains/index';
import { checkDomain } from './check-domain.service';

// GET /api/admin/check-domain?domain=kopisenja → { domain_name: 'kopisenja.com', available: 'Yes' | 'No' };
// with &purpose=hosting the owner's own domain (tokoku.my.id) is checked against the platform only.
export function checkDomainRoutes(deps: { db: Db; domains: DomainProvider; invoiceTtlMs: number }) {
  const app = new Hono<AppEnv>();
  app.get('/check-domain', async (c) => {
    const companyId = callerCompany(c.var.auth).id;
    const query = domainCheckQuerySchema.safeParse({
      domain: c.req.query('domain') ?? '',
      purpose: c.req.query('purpose'),
    });
    if (!query.success)
      throw new ValidationError(query.error.issues[0]?.message ?? 'Nama domain tidak valid');
    return c.json({ data: await checkDomain(deps, { companyId, ...query.data }) });
  });
  return app;
}
