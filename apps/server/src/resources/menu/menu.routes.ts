import { menuCategoryInputSchema, menuItemInputSchema } from '@webku/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { SiteContent } from '../../site-content/site-content';
import { crudRoutes } from '../admin-content/crud-routes';
import { soldOutRoute } from '../admin-content/sold-out-route';
import { sectionSettingsRoutes } from '../section-settings/section-settings.routes';

export function menuRoutes(content: SiteContent) {
  const app = new Hono<AppEnv>();
  app.route('/settings', sectionSettingsRoutes(content.sections.menu));
  app.route('/categories', crudRoutes(menuCategoryInputSchema, content.menuCategories));
  app.route('/items', crudRoutes(menuItemInputSchema, content.menuItems));
  app.route('/items', soldOutRoute(content.menuItems));
  return app;
}
