import { merchandiseItemInputSchema } from '@webku/contract';
import type { SiteContent } from '../../site-content/site-content';
import { soldOutRoute } from '../admin-content/sold-out-route';
import { sectionResourceRoutes } from '../section-settings/section-settings.routes';

export function merchandiseRoutes(content: SiteContent) {
  const app = sectionResourceRoutes(
    content.sections.merchandise,
    merchandiseItemInputSchema,
    content.merchandise,
  );
  app.route('/', soldOutRoute(content.merchandise));
  return app;
}
