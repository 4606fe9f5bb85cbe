import type { SectionType } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { type CrudService, crudRoutes } from '../admin-content/crud-routes';
import type { PublicCache } from '../public/public-cache';
import { sectionSettingsRoutes } from './section-settings.routes';

// A public-site section with a list: `/settings` (mounted first) plus the list's CRUD calls.
export function sectionResourceRoutes<S extends z.ZodType, Output>(options: {
  db: Db;
  cache: PublicCache;
  sectionType: SectionType;
  schema: S;
  service: CrudService<z.output<S>, Output>;
}) {
  const app = new Hono<AppEnv>();
  app.route('/settings', sectionSettingsRoutes(options));
  app.route('/', crudRoutes(options));
  return app;
}
