import { type Db, eq, webSettings } from '@webku/db';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { deletedRowLabel } from './deleted-row';
import type { RestorePoints } from './restore-points';

// The admin sections whose writes change the site's content (under /api/admin/).
const CONTENT_SECTIONS = new Set([
  'hero',
  'about',
  'menu',
  'merchandise',
  'news',
  'stores',
  'footer',
  'web-settings',
]);

/**
 * Before a content write: a restore point for a delete (naming what it deletes) or a template switch,
 * otherwise a daily one when the newest is a day old. The write itself runs after, so the point holds
 * what it replaces.
 */
export function restorePointGuard(db: Db, points: RestorePoints): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const companyId = c.var.auth?.company?.id;
    const section = c.req.path.split('/')[3] ?? '';
    if (c.req.method === 'GET' || !companyId || !CONTENT_SECTIONS.has(section)) return next();
    if (c.req.method === 'DELETE') {
      const detail = await deletedRowLabel(db, companyId, c.req.path);
      // No row of this company to delete: nothing changes, so nothing to keep. An unknown delete
      // route still gets its point, only without a detail.
      if (detail !== null) await points.save(db, companyId, 'delete', detail);
    } else if (section === 'web-settings' && (await isTemplateSwitch(c, db, companyId)))
      await points.save(db, companyId, 'template');
    else await points.saveDailyIfDue(companyId);
    return next();
  };
}

async function isTemplateSwitch(c: Context<AppEnv>, db: Db, companyId: number): Promise<boolean> {
  // Hono keeps the parsed body, so the route reads the same one afterwards.
  const body = (await c.req.json().catch(() => null)) as { template_selected?: unknown } | null;
  if (typeof body?.template_selected !== 'string') return false;
  const [row] = await db
    .select({ template: webSettings.template_selected })
    .from(webSettings)
    .where(eq(webSettings.company_id, companyId));
  return Boolean(row) && row!.template !== body.template_selected;
}
