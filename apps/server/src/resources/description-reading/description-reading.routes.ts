import type { Db } from '@webku/db';
import { Hono } from 'hono';
import {
  addDescriptionPhrase,
  dismissDescriptionPhrase,
} from '../../description-reading/description-phrases';
import { loadDescriptionReading } from '../../description-reading/description-reading';
import type { AppEnv } from '../../http/context';
import type { SiteContent } from '../../site-content/site-content';
import { adminHandler, ID, idParam } from '../admin-content/admin-handlers';

// "Dari deskripsi Anda": what generation read, and the phrases it could not place, each added or dismissed.
export function descriptionReadingRoutes(content: SiteContent, db: Db) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    adminHandler((companyId) => loadDescriptionReading(db, companyId)),
  );
  app.post(
    `/phrases/${ID}/add`,
    adminHandler((companyId, c) => addDescriptionPhrase(content, { companyId, id: idParam(c) }), 201),
  );
  app.post(
    `/phrases/${ID}/dismiss`,
    adminHandler((companyId, c) => dismissDescriptionPhrase(db, { companyId, id: idParam(c) })),
  );
  return app;
}
