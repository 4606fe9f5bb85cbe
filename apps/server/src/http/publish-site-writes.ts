import type { MiddlewareHandler } from 'hono';
import type { RouteOf } from '../auth/route-access';
import { changesDuring } from '../site-content/content-changes';
import type { SiteContent } from '../site-content/site-content';
import type { AppEnv } from './context';

/**
 * The write calls that never change what a visitor of the site is shown, each with the reason. Every
 * other call that writes, by anyone signed in to a company, reaches the company's public page and
 * payload on every instance: `publishSiteWrites` makes sure of it. A write route must be here or reach
 * the site; `writes-reach-the-site.test.ts` calls each route of the table to hold both halves true.
 */
export const QUIET_WRITES: Readonly<Record<string, string>> = {
  'POST /auth/login': 'signing in changes no site',
  'POST /auth/logout': 'signing out changes no site',
  'POST /auth/google-auth-url': 'only prepares a sign-in',
  'POST /auth/host-code': 'only prepares a sign-in on the owner’s own host',
  'POST /auth/host-session': 'signing in changes no site',
  'PUT /auth/company': 'chooses the company a session acts for',
  'POST /public/:slug/visits': 'statistics are shown only in the admin',
  'POST /public/:slug/vitals': 'field speed is shown only in the admin',
  'POST /public/:slug/bookings':
    'a customer’s request; free times are answered live by booking-slots, which no cache keeps',
  'POST /admin/bookings': 'takes a place; free times are answered live by booking-slots',
  'POST /admin/bookings/:id/confirm': 'takes a place; free times are answered live by booking-slots',
  'POST /admin/bookings/:id/decline': 'frees a place; free times are answered live by booking-slots',
  'POST /admin/bookings/calendar/renew': 'the owner’s private calendar address',
  'POST /public/:slug/orders':
    'a customer’s order is shown only in the admin; prices and “Habis” are unchanged',
  'POST /admin/orders/:id/status': 'an order’s status is shown only in the admin',
  'POST /admin/translations/suggest': 'a suggestion: nothing is saved',
  'PUT /admin/menu/items/:id/confirm': 'an example the owner keeps looks the same to a visitor',
  'POST /admin/description-reading/phrases/:id/dismiss': 'a phrase dismissed was never on the site',
  'POST /admin/upload/image': 'a picture shows nowhere until a section uses it',
  'POST /admin/upload/images': 'pictures show nowhere until a section uses them',
  'POST /admin/data/backup/preview': 'only reads the archive',
  'POST /admin/subscriptions/plans/:id/invoice': 'an invoice; a paid plan is applied by its payment',
  'POST /admin/subscriptions/invoices/:id/cancel': 'an invoice waiting for payment',
  'POST /admin/subscriptions/invoices/:id/domain':
    'names the domain to register; the site moves when the registration job has it',
  'POST /admin/subscriptions/domain-proof': 'a new proof token; the site moves when the DNS check passes',
  'POST /admin/template-data-dummies/generate':
    'makes a site that did not exist; its generation job records the change when it writes it',
  'POST /admin/team/invitations': 'the team is not shown on the site',
  'DELETE /admin/team/invitations/:id': 'the team is not shown on the site',
  'PUT /admin/team/:id': 'the team is not shown on the site',
  'DELETE /admin/team/:id': 'the team is not shown on the site',
  'POST /admin/team/:id/ownership': 'the team is not shown on the site',
};

export const writeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * After a write that succeeded in a company's name, the company's cached copies catch up. A write made
 * through the content services has already recorded its change (a version bump and a NOTIFY in its own
 * transaction) and told this process's caches; one that only recorded it (a NOTIFY reaches the other
 * instances, and nothing listens on PGlite) tells them now; one that did neither records it now. So no
 * route leaves a cached page behind, whatever table it wrote.
 */
export function publishSiteWrites(
  content: Pick<SiteContent, 'write' | 'contentChanged'>,
  routeOf: RouteOf,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const done = await changesDuring(next);
    const company = c.var.auth?.company;
    if (!company || c.res.status >= 300 || done.signalled.has(company.id)) return;
    const route = routeOf(c.req.method, c.req.path);
    if (route && writeKey(route) in QUIET_WRITES) return;
    if (done.recorded.has(company.id)) await content.contentChanged(company.id);
    else await content.write(company.id, async () => undefined);
  };
}
