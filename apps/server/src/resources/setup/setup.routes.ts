import { setupPayloadSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import { ALREADY_HAS_A_WEBSITE, ConflictError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { createSite } from './setup.service';

export function setupRoutes(db: Db, onCreated: () => void) {
  const app = new Hono<AppEnv>();
  app.post('/template-data-dummies/generate', async (c) => {
    const input = await parseJson(c, setupPayloadSchema);
    if (c.var.auth.company) throw new ConflictError(ALREADY_HAS_A_WEBSITE);
    const site = await createSite(db, { userId: c.var.auth.user.id, input });
    onCreated();
    return c.json({ data: { company: site.company, job_id: site.jobId } }, 201);
  });
  return app;
}
