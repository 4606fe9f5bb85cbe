import type { AnyOneRowSection } from '../sections/fields';
import { ONE_ROW_SECTIONS } from '../sections/one-row-sections';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ApiRouteAuth = 'none' | 'bearer';

// Hono-style patterns (':id') relative to API_BASE, one entry per method the admin and public site call.
export type ApiRouteSpec = { method: HttpMethod; path: string; auth: ApiRouteAuth };

const route = (method: HttpMethod, path: string, auth: ApiRouteAuth = 'bearer'): ApiRouteSpec => ({
  method,
  path,
  auth,
});

const crud = (collection: string): ApiRouteSpec[] => [
  route('GET', collection),
  route('POST', collection),
  route('PUT', `${collection}/:id`),
  route('DELETE', `${collection}/:id`),
];

const settings = (path: string): ApiRouteSpec[] => [route('GET', path), route('PUT', path)];

/** The calls of a one-row section's editor: `GET` and `PUT /api/admin/{key}`, and `POST` where it creates. */
export const oneRowSectionApiRoutes = ({ key, calls }: AnyOneRowSection): ApiRouteSpec[] => [
  ...settings(`/admin/${key}`),
  ...(calls === 'create-update' ? [route('POST', `/admin/${key}`)] : []),
];

// Settings paths come before '/:id' so that a router matching in order never reads 'settings' as an id.
export const API_ROUTE_TABLE: readonly ApiRouteSpec[] = [
  route('POST', '/auth/login', 'none'),
  route('POST', '/auth/logout', 'none'),
  route('GET', '/auth/me'),
  route('POST', '/auth/google-auth-url', 'none'),
  // Beyond the original calls: the admin on the owner's own host (a one-time code from the platform).
  route('POST', '/auth/host-code'),
  route('POST', '/auth/host-session', 'none'),
  route('GET', '/company/:slug', 'none'),
  route('GET', '/company/:slug/data', 'none'),
  route('GET', '/public/:slug/data', 'none'),
  route('GET', '/public/:slug/no-cache-data', 'none'),
  route('GET', '/public/:host/domain-data', 'none'),
  route('GET', '/public/:host/no-cache-domain-data', 'none'),
  // Beyond the original calls: the public site's visit beacon (issue 11).
  route('POST', '/public/:slug/visits', 'none'),
  // Beyond the original calls: bookings (issue 28), asked for on the site and answered in the admin.
  route('GET', '/public/:slug/booking-slots', 'none'),
  route('POST', '/public/:slug/bookings', 'none'),
  ...settings('/admin/bookings/settings'),
  route('GET', '/admin/bookings'),
  route('POST', '/admin/bookings'),
  route('POST', '/admin/bookings/:id/confirm'),
  route('POST', '/admin/bookings/:id/decline'),
  // Beyond the original calls: the calendars of bookings (issue 28), the owner's private feed with its
  // address and renewal, and the event of a confirmed booking sent to the customer ('<token>.ics').
  route('GET', '/admin/bookings/calendar'),
  route('POST', '/admin/bookings/calendar/renew'),
  route('GET', '/public/booking-calendar/:file', 'none'),
  route('GET', '/public/booking-event/:file', 'none'),
  // Beyond the original calls: the dashboard's counts and checklist in one call.
  route('GET', '/admin/dashboard'),
  route('GET', '/admin/dashboard/visits'),
  // The editors of the one-row sections: the original calls (hero, footer) and, beyond them, "Tentang Kami".
  ...ONE_ROW_SECTIONS.flatMap(oneRowSectionApiRoutes),
  ...settings('/admin/menu/settings'),
  ...crud('/admin/menu/categories'),
  ...crud('/admin/menu/items'),
  // Beyond the original calls: the list's one-tap "Habis" switch.
  route('PUT', '/admin/menu/items/:id/sold-out'),
  // Beyond the original calls: "Pakai" on an example item, and the kind's typical items as suggestions.
  route('PUT', '/admin/menu/items/:id/confirm'),
  route('GET', '/admin/menu/suggestions'),
  route('POST', '/admin/menu/suggestions'),
  ...settings('/admin/merchandise/settings'),
  ...crud('/admin/merchandise'),
  route('PUT', '/admin/merchandise/:id/sold-out'),
  ...settings('/admin/news/settings'),
  ...crud('/admin/news'),
  ...settings('/admin/stores/settings'),
  ...crud('/admin/stores'),
  route('GET', '/admin/web-settings'),
  route('POST', '/admin/web-settings'),
  route('PUT', '/admin/web-settings/:id'),
  route('GET', '/admin/web-settings/legal-template'),
  // Beyond the original calls: the printable QR kit ("Cetak QR").
  route('GET', '/admin/qr-kit'),
  route('GET', '/admin/qr-kit/:sheet'),
  route('POST', '/admin/upload/image'),
  route('POST', '/admin/upload/images'),
  route('GET', '/admin/upload/images/list'),
  route('DELETE', '/admin/upload/image/delete'),
  // Beyond the original calls: the owner's data (backup, restore points, account deletion).
  route('GET', '/admin/data/backup/export'),
  route('POST', '/admin/data/backup/preview'),
  route('POST', '/admin/data/backup/import'),
  route('GET', '/admin/data/restore-points'),
  route('POST', '/admin/data/restore-points/:id/restore'),
  route('GET', '/admin/data/account'),
  route('DELETE', '/admin/data/account'),
  route('GET', '/admin/subscriptions/my-subscriptions'),
  route('GET', '/subscriptions/plans', 'none'),
  route('GET', '/admin/check-domain'),
  route('POST', '/admin/subscriptions/plans/:id/invoice'),
  route('GET', '/admin/subscriptions/invoices/:id/check-status'),
  route('GET', '/admin/subscriptions/invoice/:id'),
  // Beyond the original calls: the owner cancels an invoice still waiting for payment.
  route('POST', '/admin/subscriptions/invoices/:id/cancel'),
  // Beyond the original calls: another name for a paid invoice whose domain registration failed.
  route('POST', '/admin/subscriptions/invoices/:id/domain'),
  // Beyond the original calls: a new TXT token for an own domain whose proof window closed.
  route('POST', '/admin/subscriptions/domain-proof'),
  route('POST', '/admin/template-data-dummies/generate'),
  // Beyond the spec: the template the setup form proposes for the business type typed so far.
  route('GET', '/admin/template-proposal'),
];

/**
 * The calls of one section defined by its fields (sections/fields), by its key: settings and order before
 * '/:id', as the table above. The contract does not know which such sections exist; the server mounts these
 * for each one it defines, and its route-table test adds them to API_ROUTE_TABLE.
 */
export const rowSectionApiRoutes = (key: string): ApiRouteSpec[] => [
  ...settings(`/admin/${key}/settings`),
  route('PUT', `/admin/${key}/order`),
  ...crud(`/admin/${key}`),
];
