import { describe, expect, it } from 'vitest';
import { API_ROUTE_TABLE } from './api-route-table';
import { API, API_BASE } from './api-routes';

// A path the client builds matches a table pattern (':id' takes one non-empty segment).
function matchesRoutePattern(pattern: string, path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]))
  );
}

type Leaf = string | ((arg: never) => string);

function collectPaths(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as (arg: string) => string)('42')];
  return Object.values(node as Record<string, Leaf>).flatMap(collectPaths);
}

describe('API', () => {
  it('uses /api as the base', () => {
    expect(API_BASE).toBe('/api');
  });

  it.each([
    [API.auth.login, '/auth/login'],
    [API.auth.me, '/auth/me'],
    [API.auth.googleAuthUrl, '/auth/google-auth-url'],
    [API.company.show('kopi-senja'), '/company/kopi-senja'],
    [API.company.data('kopi-senja'), '/company/kopi-senja/data'],
    [API.public.data('kopi-senja'), '/public/kopi-senja/data'],
    [API.public.noCacheData('kopi-senja'), '/public/kopi-senja/no-cache-data'],
    [API.public.domainData('kopisenja.com'), '/public/kopisenja.com/domain-data'],
    [API.public.noCacheDomainData('kopisenja.com'), '/public/kopisenja.com/no-cache-domain-data'],
    [API.public.visits('kopi-senja'), '/public/kopi-senja/visits'],
    [API.admin.dashboardVisits, '/admin/dashboard/visits'],
    [API.public.vitals('kopi-senja'), '/public/kopi-senja/vitals'],
    [API.admin.vitals(28), '/admin/vitals?days=28'],
    [API.admin.menu.category(3), '/admin/menu/categories/3'],
    [API.admin.menu.item(4), '/admin/menu/items/4'],
    [API.admin.merchandise.item(5), '/admin/merchandise/5'],
    [API.admin.news.article(6), '/admin/news/6'],
    [API.admin.stores.store(7), '/admin/stores/7'],
    [API.admin.stores.settings, '/admin/stores/settings'],
    [API.admin.webSettings.record(8), '/admin/web-settings/8'],
    [API.admin.upload.list(), '/admin/upload/images/list'],
    [API.admin.upload.list('hero'), '/admin/upload/images/list?category=hero'],
    [API.admin.checkDomain('kopi senja.com'), '/admin/check-domain?domain=kopi%20senja.com'],
    [API.admin.subscriptions.createInvoice(2), '/admin/subscriptions/plans/2/invoice'],
    [API.admin.subscriptions.invoiceStatus(9), '/admin/subscriptions/invoices/9/check-status'],
    [API.admin.subscriptions.invoice(9), '/admin/subscriptions/invoice/9'],
    [API.admin.subscriptions.registrationDomain(9), '/admin/subscriptions/invoices/9/domain'],
    [
      API.admin.checkDomain('tokoku.my.id', 'hosting'),
      '/admin/check-domain?domain=tokoku.my.id&purpose=hosting',
    ],
    [API.admin.subscriptions.cancelInvoice(9), '/admin/subscriptions/invoices/9/cancel'],
    [API.admin.generate, '/admin/template-data-dummies/generate'],
    [
      API.admin.templateProposal('Bengkel las & cat'),
      '/admin/template-proposal?business_type=Bengkel%20las%20%26%20cat',
    ],
    [API.admin.data.restore(3), '/admin/data/restore-points/3/restore'],
    [API.admin.descriptionReading.addPhrase(5), '/admin/description-reading/phrases/5/add'],
    [API.admin.descriptionReading.dismissPhrase(5), '/admin/description-reading/phrases/5/dismiss'],
    [API.subscriptions.plans, '/subscriptions/plans'],
  ])('%s is %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('encodes path segments', () => {
    expect(API.public.data('a/b')).toBe('/public/a%2Fb/data');
  });

  it('has a route-table entry for every path', () => {
    for (const path of collectPaths(API)) {
      expect(
        API_ROUTE_TABLE.some((route) => matchesRoutePattern(route.path, path)),
        path,
      ).toBe(true);
    }
  });

  it('lists each method and pattern once', () => {
    const keys = API_ROUTE_TABLE.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The 57 original calls, the dashboard summary, cancelling an invoice, the two calls of the
    // sign-in on the owner's own host, the visit beacon with the dashboard's visitor statistics, and the
    // seven calls of the owner's data (backup, restore points, account deletion), and the standard legal
    // texts offered in web settings, another name for a failed domain registration, the two "Habis"
    // switches of the menu and merchandise lists, the QR kit with its sheets, the menu's example
    // confirmation and suggestions, a new TXT token for an own domain, and the eight calls of bookings
    // (free times and a request on the site; the owner's list, a booking taken by phone, answers and
    // settings), and the four calls of their calendars (the owner's private feed, its address and
    // renewal, a confirmed booking's event), and the eight calls of the owner's team (its list and record,
    // invitations, roles, removal, ownership, and choosing the company a session acts for), and the two
    // of "Terjemahkan" (whether it is offered, and the suggestions), and the three of "Dari deskripsi Anda"
    // (what was read, adding a phrase to the menu, dismissing one), and the three of orders (a customer's order
    // on the site, the owner's list, and its status), and the two of "Link Bio" (its buttons, read and saved),
    // and the two of "Pembayaran Online" (the gateway's settings, read and saved), and the two of field
    // speed (the site's vitals beacon, and the owner's p75 per page).
    expect(keys).toHaveLength(117);
  });
});

describe('matchesRoutePattern', () => {
  it.each([
    ['/admin/news/:id', '/admin/news/3', true],
    ['/admin/news/:id', '/admin/news/', false],
    ['/admin/news/:id', '/admin/news', false],
    ['/admin/check-domain', '/admin/check-domain?domain=x', true],
    ['/admin/hero', '/admin/footer', false],
  ])('%s ~ %s -> %j', (pattern, path, expected) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });
});
