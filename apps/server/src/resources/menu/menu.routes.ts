import { menuCategoryInputSchema, menuItemInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { crudRoutes } from '../admin-content/crud-routes';
import type { PublicCache } from '../public/public-cache';
import { sectionSettingsRoutes } from '../section-settings/section-settings.routes';
import { menuCategoriesService } from './menu-categories.service';
import { menuItemsService } from './menu-items.service';

export function menuRoutes(db: Db, cache: PublicCache) {
  const app = new Hono<AppEnv>();
  app.route('/settings', sectionSettingsRoutes({ db, cache, sectionType: 'menu' }));
  app.route(
    '/categories',
    crudRoutes({ db, cache, schema: menuCategoryInputSchema, service: menuCategoriesService }),
  );
  app.route('/items', crudRoutes({ db, cache, schema: menuItemInputSchema, service: menuItemsService }));
  return app;
}
