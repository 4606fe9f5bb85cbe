import type { Db } from '@webku/db';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { contentStores } from '../site-content/content-stores';
import { deletedRowLabel } from './deleted-row';
import type { RestorePoints } from './restore-points';

/**
 * Before a content write under the admin route it is registered on: a restore point for a delete
 * (naming what it deletes) or, where `watchTemplate` is set, a template switch; otherwise a daily one
 * when the newest is a day old. The write itself runs after, so the point holds what it replaces.
 */
export function restorePointGuard(
  db: Db,
  points: RestorePoints,
  { watchTemplate = false }: { watchTemplate?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const companyId = c.var.auth?.company?.id;
    if (c.req.method === 'GET' || !companyId) return next();
    // The point names whose change follows it ("Riwayat perubahan" shows it).
    const actor = c.var.auth.user.name;
    if (c.req.method === 'DELETE') {
      const detail = await deletedRowLabel(db, companyId, c.req.path);
      // No row of this company to delete: nothing changes, so nothing to keep. An unknown delete
      // route still gets its point, only without a detail.
      if (detail !== null) await points.save(db, companyId, 'delete', detail, actor);
    } else if (watchTemplate && (await isTemplateSwitch(c, db, companyId)))
      await points.save(db, companyId, 'template', null, actor);
    else await points.saveDailyIfDue(companyId, actor);
    return next();
  };
}

async function isTemplateSwitch(c: Context<AppEnv>, db: Db, companyId: number): Promise<boolean> {
  // Hono keeps the parsed body, so the route reads the same one afterwards.
  const body = (await c.req.json().catch(() => null)) as { template_selected?: unknown } | null;
  if (typeof body?.template_selected !== 'string') return false;
  const row = await contentStores.web.one(db, companyId);
  return Boolean(row) && row!.template_selected !== body.template_selected;
}
