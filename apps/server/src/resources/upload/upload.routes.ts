import { assetCategorySchema, imageDeleteSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { callerCompany } from '../../auth/bearer';
import type { RestorePoints } from '../../backup/restore-points';
import type { Config } from '../../config';
import { PayloadTooLargeError, ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { RateLimitGuards } from '../../http/rate-limits/guards';
import { formatBytes } from '../../images/asset-paths';
import { CompanyQueue } from '../../images/company-queue';
import { storeImages } from '../../images/store-images';
import type { StorageProvider } from '../../providers/storage/index';
import type { SiteContent } from '../../site-content/site-content';
import { fileTooLarge, readUploadForm } from './read-upload-form';
import { deleteImage, listImages } from './upload.service';

type Deps = {
  db: Db;
  storage: StorageProvider;
  site: SiteContent;
  restorePoints: RestorePoints;
  limits: Config['uploads'];
  fileLimit: RateLimitGuards['uploads'];
  auth: MiddlewareHandler<AppEnv>;
};

// Room for multipart boundaries and the category field around one file.
const FORM_OVERHEAD = 64 * 1024;

const deleteSchema = imageDeleteSchema.extend({ category: assetCategorySchema.optional() });

// Mounted before /api's 1 MB JSON limit: these routes set their own body limits.
export function uploadRoutes({ db, storage, site, restorePoints, limits, fileLimit, auth }: Deps) {
  const deps = { db, storage, site, restorePoints, limits, queue: new CompanyQueue() };
  const app = new Hono<AppEnv>();
  app.use(auth);

  const oneFile = bodyLimit({
    maxSize: limits.maxBytes + FORM_OVERHEAD,
    onError: () => {
      throw fileTooLarge(limits);
    },
  });
  app.post('/image', oneFile, fileLimit.check, async (c) => {
    const company = callerCompany(c.var.auth);
    const form = await readUploadForm(c, ['image'], limits, (files) => fileLimit.admit(c, files));
    const [image] = await storeImages(deps, { companyId: company.id, ...form });
    return c.json({ data: image }, 201);
  });

  const manyFiles = bodyLimit({
    maxSize: limits.maxRequestBytes,
    onError: () => {
      throw new PayloadTooLargeError(
        `Unggahan terlalu besar: maksimal ${formatBytes(limits.maxRequestBytes)} sekali kirim`,
      );
    },
  });
  app.post('/images', manyFiles, fileLimit.check, async (c) => {
    const company = callerCompany(c.var.auth);
    const form = await readUploadForm(c, ['images[]', 'images'], limits, (files) =>
      fileLimit.admit(c, files),
    );
    const images = await storeImages(deps, { companyId: company.id, ...form });
    return c.json({ data: { uploaded: images.length, count: images.length, images } }, 201);
  });

  app.get('/images/list', async (c) => {
    const company = callerCompany(c.var.auth);
    const raw = c.req.query('category');
    const category = raw ? assetCategorySchema.safeParse(raw) : undefined;
    if (category && !category.success) throw new ValidationError(category.error.issues[0]!.message);
    return c.json({ data: await listImages(deps, { companyId: company.id, category: category?.data }) });
  });

  app.delete('/image/delete', bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const company = callerCompany(c.var.auth);
    const input = await parseJson(c, deleteSchema);
    const [prefix, name] = input.filename.includes('/')
      ? input.filename.split('/')
      : [undefined, input.filename];
    if (prefix && input.category && prefix !== input.category)
      throw new ValidationError(
        `Kategori "${input.category}" tidak cocok dengan nama file "${input.filename}": hapus kategori atau awalan nama file.`,
      );
    const { orphanedKeys } = await deleteImage(deps, {
      companyId: company.id,
      filename: name!,
      category: prefix ?? input.category,
      clearUses: input.clear_uses,
    });
    if (orphanedKeys.length) c.var.log.warn({ orphanedKeys }, 'image files left in storage after delete');
    return c.json({ data: { deleted: true, filename: name } });
  });
  return app;
}
