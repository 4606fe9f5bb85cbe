import { bioLinksInputSchema } from '@webku/contract';
import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { type BioLinksDeps, loadBioLinks, saveBioLinks } from './bio-links.service';

// "Link Bio": the link-in-bio page's buttons, read and saved in the order shown.
export function bioLinksRoutes(deps: BioLinksDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json({ data: await loadBioLinks(deps, callerCompany(c.var.auth)) }));
  app.put('/', async (c) => {
    const input = await parseJson(c, bioLinksInputSchema);
    return c.json({ data: await saveBioLinks(deps, callerCompany(c.var.auth), input) });
  });
  return app;
}
