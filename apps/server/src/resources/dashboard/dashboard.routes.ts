import type { Db } from '@webku/db';
import { Hono } from 'hono';
import { callerCompany } from '../../auth/bearer';
import type { AppEnv } from '../../http/context';
import { loadDashboard } from './dashboard.service';

export function dashboardRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const company = callerCompany(c.var.auth);
    return c.json({ data: await loadDashboard(db, { companyId: company.id }) });
  });
  return app;
}
