import type { Readable } from 'node:stream';
import { accountDeletionSchema } from '@webku/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { stream } from 'hono/streaming';
import { callerCompany } from '../auth/bearer';
import { PayloadTooLargeError } from '../errors';
import type { AppEnv } from '../http/context';
import { parseJson } from '../http/parse-body';
import { ID, idParam } from '../resources/admin-content/admin-handlers';
import { archiveLimits } from './archive-limits';
import { accountSummary, deleteAccount, deleteMemberAccount } from './delete-account';
import { exportBackup } from './export-backup';
import { type BackupDeps, importBackup, previewBackup } from './import-backup';
import { withReceivedArchive } from './receive-archive';

// Mounted before /api's 1 MB JSON limit: an uploaded backup may be as large as the storage quota.
export function backupRoutes(deps: BackupDeps, auth: MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>();
  app.use(auth);
  const maxArchive = archiveLimits(deps.uploads).maxArchiveBytes;

  app.get('/backup/export', async (c) => {
    const company = callerCompany(c.var.auth);
    const zip = await exportBackup(deps, company.id);
    const day = new Date().toISOString().slice(0, 10);
    c.header('content-type', 'application/zip');
    c.header('content-disposition', `attachment; filename="webku-${company.slug}-${day}.zip"`);
    return stream(c, async (out) => {
      out.onAbort(() => {
        zip.destroy();
      });
      for await (const chunk of zip as Readable) await out.write(chunk as Uint8Array);
    });
  });

  app.post('/backup/preview', async (c) => {
    const company = callerCompany(c.var.auth);
    const preview = await withReceivedArchive(c, maxArchive, (path) => previewBackup(deps, company.id, path));
    return c.json({ data: preview });
  });

  app.post('/backup/import', async (c) => {
    const company = callerCompany(c.var.auth);
    await withReceivedArchive(c, maxArchive, (path) =>
      importBackup(deps, company.id, path, c.var.auth.user.name),
    );
    return c.json({ data: { imported: true } });
  });

  app.get('/restore-points', async (c) => {
    const company = callerCompany(c.var.auth);
    return c.json({ data: await deps.restorePoints.list(company.id) });
  });

  app.post(`/restore-points/${ID}/restore`, async (c) => {
    const company = callerCompany(c.var.auth);
    await deps.restorePoints.restore(company.id, idParam(c), c.var.auth.user.name);
    return c.json({ data: { restored: true } });
  });

  app.get('/account', async (c) => {
    const company = callerCompany(c.var.auth);
    if (c.var.auth.role !== 'owner')
      return c.json({
        data: { slug: company.slug, company_name: company.name, subscription: null, member_only: true },
      });
    return c.json({ data: await accountSummary(deps.db, company.id) });
  });

  const smallJson = bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw new PayloadTooLargeError('Data terlalu besar');
    },
  });
  app.delete('/account', smallJson, async (c) => {
    const company = callerCompany(c.var.auth);
    const body = await parseJson(c, accountDeletionSchema);
    // A member's account goes alone: the company stays with its owner and the rest of the team.
    if (c.var.auth.role !== 'owner') {
      await deleteMemberAccount(deps.db, c.var.auth.user.id, company, body.slug_confirmation);
      return c.json({ data: { deleted: true } });
    }
    await deleteAccount(deps, {
      userId: c.var.auth.user.id,
      companyId: company.id,
      slugConfirmation: body.slug_confirmation,
    });
    return c.json({ data: { deleted: true } });
  });
  return app;
}
