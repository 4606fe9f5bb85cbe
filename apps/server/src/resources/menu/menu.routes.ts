import { menuCategoryInputSchema, menuItemInputSchema, menuSuggestionInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { SiteContent } from '../../site-content/site-content';
import { adminHandler, ID, idParam } from '../admin-content/admin-handlers';
import { crudRoutes } from '../admin-content/crud-routes';
import { soldOutRoute } from '../admin-content/sold-out-route';
import { sectionSettingsRoutes } from '../section-settings/section-settings.routes';
import { addMenuSuggestion, listMenuSuggestions } from './menu-suggestions';

export function menuRoutes(content: SiteContent, db: Db) {
  const app = new Hono<AppEnv>();
  app.route('/settings', sectionSettingsRoutes(content.sections.menu));
  app.route('/categories', crudRoutes(menuCategoryInputSchema, content.menuCategories));
  app.route('/items', crudRoutes(menuItemInputSchema, content.menuItems));
  app.route('/items', soldOutRoute(content.menuItems));
  // "Pakai": an example item becomes the owner's as it is, without sending the whole item.
  app.put(
    `/items/${ID}/confirm`,
    adminHandler((companyId, c) => content.menuItems.confirmExample({ companyId, id: idParam(c) })),
  );
  app.get(
    '/suggestions',
    adminHandler((companyId) => listMenuSuggestions(db, companyId)),
  );
  app.post(
    '/suggestions',
    adminHandler(
      async (companyId, c) =>
        addMenuSuggestion(content, companyId, await parseJson(c, menuSuggestionInputSchema)),
      201,
    ),
  );
  return app;
}
