import type { AnyOneRowSection } from '../sections/fields';
import { ONE_ROW_SECTIONS } from '../sections/one-row-sections';
import type { AccessLevel } from '../team/team-roles';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ApiRouteAuth = 'none' | 'bearer';

/**
 * Hono-style patterns (':id') relative to API_BASE, one entry per method the admin and public site call.
 * `access` is who may call it (team/team-roles.ts): 'none' for a call without a session. The server
 * refuses a signed-in call whose role the access does not include, and a route missing here.
 */
export type ApiRouteSpec = {
  method: HttpMethod;
  path: string;
  auth: ApiRouteAuth;
  access: AccessLevel | 'none';
};

// Every call with a session states who may make it: there is no default.
const route = (method: HttpMethod, path: string, access: AccessLevel | 'none'): ApiRouteSpec => ({
  method,
  path,
  auth: access === 'none' ? 'none' : 'bearer',
  access,
});

// A list the counter reads (menu, merchandise) is `counter` to read and `site` to change.
const crud = (collection: string, read: AccessLevel = 'site'): ApiRouteSpec[] => [
  route('GET', collection, read),
  route('POST', collection, 'site'),
  route('PUT', `${collection}/:id`, 'site'),
  route('DELETE', `${collection}/:id`, 'site'),
];

const settings = (path: string, read: AccessLevel = 'site'): ApiRouteSpec[] => [
  route('GET', path, read),
  route('PUT', path, 'site'),
];

/** The calls of a one-row section's editor: `GET` and `PUT /api/admin/{key}`, and `POST` where it creates. */
export const oneRowSectionApiRoutes = ({ key, calls }: AnyOneRowSection): ApiRouteSpec[] => [
  ...settings(`/admin/${key}`),
  ...(calls === 'create-update' ? [route('POST', `/admin/${key}`, 'site')] : []),
];

// Settings paths come before '/:id' so that a router matching in order never reads 'settings' as an id.
export const API_ROUTE_TABLE: readonly ApiRouteSpec[] = [
  route('POST', '/auth/login', 'none'),
  route('POST', '/auth/logout', 'none'),
  route('GET', '/auth/me', 'account'),
  route('POST', '/auth/google-auth-url', 'none'),
  // Beyond the original calls: the admin on the owner's own host (a one-time code from the platform).
  route('POST', '/auth/host-code', 'account'),
  route('POST', '/auth/host-session', 'none'),
  // Beyond the original calls: a member of several teams chooses the company the session acts for.
  route('PUT', '/auth/company', 'account'),
  route('GET', '/company/:slug', 'none'),
  route('GET', '/company/:slug/data', 'none'),
  route('GET', '/public/:slug/data', 'none'),
  route('GET', '/public/:slug/no-cache-data', 'none'),
  route('GET', '/public/:host/domain-data', 'none'),
  route('GET', '/public/:host/no-cache-domain-data', 'none'),
  // Beyond the original calls: the public site's visit beacon (issue 11).
  route('POST', '/public/:slug/visits', 'none'),
  // Field speed (issue 41): the sampled views' vitals beacon, and the owner's p75 per page.
  route('POST', '/public/:slug/vitals', 'none'),
  route('GET', '/admin/vitals', 'site'),
  // Beyond the original calls: bookings (issue 28), asked for on the site and answered in the admin.
  route('GET', '/public/:slug/booking-slots', 'none'),
  route('POST', '/public/:slug/bookings', 'none'),
  ...settings('/admin/bookings/settings', 'counter'),
  route('GET', '/admin/bookings', 'counter'),
  route('POST', '/admin/bookings', 'counter'),
  route('POST', '/admin/bookings/:id/confirm', 'counter'),
  route('POST', '/admin/bookings/:id/decline', 'counter'),
  // Beyond the original calls: the calendars of bookings (issue 28), the owner's private feed with its
  // address and renewal, and the event of a confirmed booking sent to the customer ('<token>.ics').
  route('GET', '/admin/bookings/calendar', 'site'),
  route('POST', '/admin/bookings/calendar/renew', 'site'),
  route('GET', '/public/booking-calendar/:file', 'none'),
  route('GET', '/public/booking-event/:file', 'none'),
  // Beyond the original calls: orders (issue 40), sent from the site's order list and handled in "Pesanan".
  route('POST', '/public/:slug/orders', 'none'),
  route('GET', '/admin/orders', 'counter'),
  route('POST', '/admin/orders/:id/status', 'counter'),
  // Beyond the original calls: the owner's own payment gateway ("Pembayaran Online", issue 40), the Pemilik's.
  route('GET', '/admin/payments/settings', 'owner'),
  route('PUT', '/admin/payments/settings', 'owner'),
  // Beyond the original calls: the dashboard's counts and checklist in one call.
  route('GET', '/admin/dashboard', 'site'),
  route('GET', '/admin/dashboard/visits', 'site'),
  // Beyond the original calls: "Terjemahkan" in the editors, while an LLM provider is configured.
  route('GET', '/admin/translations', 'site'),
  route('POST', '/admin/translations/suggest', 'site'),
  // The editors of the one-row sections: the original calls (hero, footer) and, beyond them, "Tentang Kami".
  ...ONE_ROW_SECTIONS.flatMap(oneRowSectionApiRoutes),
  ...settings('/admin/menu/settings'),
  ...crud('/admin/menu/categories', 'counter'),
  ...crud('/admin/menu/items', 'counter'),
  // Beyond the original calls: the list's one-tap "Habis" switch.
  route('PUT', '/admin/menu/items/:id/sold-out', 'counter'),
  // Beyond the original calls: "Pakai" on an example item, and the kind's typical items as suggestions.
  route('PUT', '/admin/menu/items/:id/confirm', 'site'),
  route('GET', '/admin/menu/suggestions', 'site'),
  route('POST', '/admin/menu/suggestions', 'site'),
  // Beyond the original calls: what generation read from the description, and the phrases it could not
  // place, each added to the menu or dismissed.
  route('GET', '/admin/description-reading', 'site'),
  route('POST', '/admin/description-reading/phrases/:id/add', 'site'),
  route('POST', '/admin/description-reading/phrases/:id/dismiss', 'site'),
  ...settings('/admin/merchandise/settings'),
  ...crud('/admin/merchandise', 'counter'),
  route('PUT', '/admin/merchandise/:id/sold-out', 'counter'),
  ...settings('/admin/news/settings'),
  ...crud('/admin/news'),
  ...settings('/admin/stores/settings'),
  ...crud('/admin/stores'),
  route('GET', '/admin/web-settings', 'counter'),
  route('POST', '/admin/web-settings', 'site'),
  route('PUT', '/admin/web-settings/:id', 'site'),
  route('GET', '/admin/web-settings/legal-template', 'site'),
  // Beyond the original calls: the printable QR kit ("Cetak QR").
  route('GET', '/admin/qr-kit', 'site'),
  route('GET', '/admin/qr-kit/:sheet', 'site'),
  // Beyond the original calls: the link-in-bio page's buttons ("Link Bio", issue 41).
  ...settings('/admin/bio-links'),
  route('POST', '/admin/upload/image', 'site'),
  route('POST', '/admin/upload/images', 'site'),
  route('GET', '/admin/upload/images/list', 'site'),
  route('DELETE', '/admin/upload/image/delete', 'site'),
  // Beyond the original calls: the owner's data (backup, restore points, account deletion).
  route('GET', '/admin/data/backup/export', 'owner'),
  route('POST', '/admin/data/backup/preview', 'owner'),
  route('POST', '/admin/data/backup/import', 'owner'),
  route('GET', '/admin/data/restore-points', 'owner'),
  route('POST', '/admin/data/restore-points/:id/restore', 'owner'),
  route('GET', '/admin/data/account', 'account'),
  route('DELETE', '/admin/data/account', 'account'),
  route('GET', '/admin/subscriptions/my-subscriptions', 'owner'),
  route('GET', '/subscriptions/plans', 'none'),
  route('GET', '/admin/check-domain', 'owner'),
  route('POST', '/admin/subscriptions/plans/:id/invoice', 'owner'),
  route('GET', '/admin/subscriptions/invoices/:id/check-status', 'owner'),
  route('GET', '/admin/subscriptions/invoice/:id', 'owner'),
  // Beyond the original calls: the owner cancels an invoice still waiting for payment.
  route('POST', '/admin/subscriptions/invoices/:id/cancel', 'owner'),
  // Beyond the original calls: another name for a paid invoice whose domain registration failed.
  route('POST', '/admin/subscriptions/invoices/:id/domain', 'owner'),
  // Beyond the original calls: a new TXT token for an own domain whose proof window closed.
  route('POST', '/admin/subscriptions/domain-proof', 'owner'),
  route('POST', '/admin/template-data-dummies/generate', 'account'),
  // Beyond the spec: the template the setup form proposes for the business type typed so far.
  route('GET', '/admin/template-proposal', 'account'),
  // Beyond the original calls: the owner's team (issue 30) and the record of who changed what.
  route('GET', '/admin/team', 'owner'),
  route('GET', '/admin/team/activity', 'owner'),
  route('POST', '/admin/team/invitations', 'owner'),
  route('DELETE', '/admin/team/invitations/:id', 'owner'),
  route('PUT', '/admin/team/:id', 'owner'),
  route('DELETE', '/admin/team/:id', 'owner'),
  route('POST', '/admin/team/:id/ownership', 'owner'),
];

/**
 * The calls of one section defined by its fields (sections/fields), by its key: settings and order before
 * '/:id', as the table above. The contract does not know which such sections exist; the server mounts these
 * for each one it defines, and its route-table test adds them to API_ROUTE_TABLE.
 */
export const rowSectionApiRoutes = (key: string): ApiRouteSpec[] => [
  ...settings(`/admin/${key}/settings`),
  route('PUT', `/admin/${key}/order`, 'site'),
  ...crud(`/admin/${key}`),
];
