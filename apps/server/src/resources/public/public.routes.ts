import type { Context } from 'hono';
import { Hono } from 'hono';
import { NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { sendCompressed } from '../../http/send-compressed';
import { decidePageLanguage, siteLanguagesOf } from '../../site-content/site-languages';
import type { HostRules } from '../../tenancy/parse-host';
import { isValidHost, parseHost } from '../../tenancy/parse-host';
import type { TenantCompany } from '../../tenancy/resolve-tenant';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import type { PublicService } from './public.service';

const COMPANY_NOT_FOUND = 'Company Not Found';

// Public reads: the cached variants answer from the per-company cache; no-cache always reads the DB.
// `?lang=en` (or `id`) answers in the site's second language when it has that one; else in its main one.
export function publicRoutes(service: PublicService, hostRules: HostRules, directory: TenantDirectory) {
  const app = new Hono<AppEnv>();

  const bySlug = async (c: Context<AppEnv>) => orNotFound(await directory.bySlug(c.req.param('x') ?? ''));
  // The host routes take a slug too: a name with neither a dot nor a colon is a slug, anything else a host.
  const byHost = async (c: Context<AppEnv>) => {
    const x = c.req.param('x') ?? '';
    if (!x.includes('.') && !x.includes(':')) return orNotFound(await directory.bySlug(x));
    if (!isValidHost(x)) return orNotFound(null);
    const route = parseHost(x, { ...hostRules, singleSiteSlug: null });
    return orNotFound(await directory.byRoute(route));
  };

  // The payload's language: `?lang`, decided as a page's is.
  const second = (c: Context<AppEnv>, company: TenantCompany) =>
    decidePageLanguage(siteLanguagesOf(company), { lang: c.req.query('lang') }).page.second;

  const cached = (find: (c: Context<AppEnv>) => Promise<TenantCompany>) => async (c: Context<AppEnv>) => {
    const company = await find(c);
    const { body } = await service.forVisitors(company.id, second(c, company));
    return sendCompressed(c, body, {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      site: company.id,
    });
  };
  const fresh = (find: (c: Context<AppEnv>) => Promise<TenantCompany>) => async (c: Context<AppEnv>) => {
    const company = await find(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await service.fresh(company.id, second(c, company)) });
  };

  app.get('/public/:x/data', cached(bySlug));
  app.get('/public/:x/no-cache-data', fresh(bySlug));
  app.get('/public/:x/domain-data', cached(byHost));
  app.get('/public/:x/no-cache-domain-data', fresh(byHost));
  app.get('/company/:x', async (c) => {
    const { id, name, slug, description, logo } = await bySlug(c);
    return c.json({ data: { id, name, slug, description, logo } });
  });
  app.get('/company/:x/data', cached(bySlug));
  return app;
}

function orNotFound(company: TenantCompany | null): TenantCompany {
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  return company;
}
