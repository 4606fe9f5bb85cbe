import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { listPlans } from './plans.service';

// Public: the plans screen lists active and retired plans alike (retired ones cannot be bought).
export function plansRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/plans', async (c) => c.json({ data: await listPlans(db) }));
  return app;
}
