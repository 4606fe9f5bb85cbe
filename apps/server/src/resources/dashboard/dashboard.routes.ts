import type { Db } from '@webku/db';
import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import type { AppEnv } from '../../http/context';
import { readSiteTimeZone } from '../../site-content/site-time-zone';
import { loadVisitStats } from '../visits/visit-stats.service';
import type { Visits } from '../visits/visits';
import { loadDashboard } from './dashboard.service';

export function dashboardRoutes(db: Db, visits: Visits) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const company = callerCompany(c.var.auth);
    return c.json({ data: await loadDashboard(db, { companyId: company.id }) });
  });
  app.get('/visits', async (c) => {
    const company = callerCompany(c.var.auth);
    const today = visits.today(await readSiteTimeZone(db, company.id));
    return c.json({ data: await loadVisitStats(db, company.id, today) });
  });
  return app;
}
