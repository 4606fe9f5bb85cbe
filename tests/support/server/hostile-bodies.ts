import { request } from 'node:http';
import {
  asc,
  eq,
  invoices,
  menuCategories,
  menuItems,
  merchandiseItems,
  newsArticles,
  plans,
  stores,
  webSettings,
} from '@webku/db';
import type { TestServer } from './test-server';

// Rate limits high enough that the handlers behind the guards see every request, not a 429.
export const NO_RATE_LIMITS = Object.fromEntries(
  [
    'LOGIN_ACCOUNT',
    'LOGIN_IP',
    'SIGN_IN_URL',
    'DEV_SIGN_IN',
    'DOMAIN_CHECK',
    'INVOICE',
    'UPLOAD_FILES',
    'SITE_GENERATION',
  ].map((name) => [`RATE_LIMIT_${name}`, '100000/1m']),
);

export type HostileBody = { name: string; contentType?: string; body?: BodyInit | (() => BodyInit) };

const json = (name: string, value: unknown): HostileBody => ({
  name,
  contentType: 'application/json',
  body: JSON.stringify(value),
});
const longText = 'a'.repeat(100_000);

// The bodies a broken or hostile client sends where a JSON object is expected.
export const HOSTILE_BODIES: HostileBody[] = [
  json('empty object', {}),
  json('array', [1, 'dua', null, { name: 'x' }]),
  json('string', 'teks biasa'),
  json('null', null),
  json('unknown keys only', { foo: 1, bar: 'baz', __proto__x: { a: [] } }),
  json('wrong types', {
    name: 123,
    title: ['judul'],
    price: 'mahal',
    is_active: 'ya',
    display_order: 'satu',
    category_id: 'kopi',
    images: 'bukan daftar',
    email: 42,
    shop_name: { nested: true },
    website_title: false,
    file_url: 7,
    domain: [],
  }),
  { name: 'malformed JSON', contentType: 'application/json', body: '{"name": "Kopi", ' },
  json('100 KB strings', {
    name: longText,
    title: longText,
    description: longText,
    shop_name: longText,
    website_title: longText,
    file_url: longText,
  }),
  { name: 'form body', contentType: 'application/x-www-form-urlencoded', body: 'name=Kopi&price=abc' },
  {
    name: 'multipart body',
    // FormData sets its own boundary header, so no content type here.
    body: () => {
      const form = new FormData();
      form.set('name', 'Kopi');
      form.set('price', 'abc');
      return form;
    },
  },
  { name: 'empty body', contentType: 'application/json' },
];

export type WriteRoute = { method: string; path: string };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Every write route the app registered under /api, once each (rate-limit guards register the same
// method and path as their handler), deletions last so updates still find the owner's rows.
export function writeRoutes(t: TestServer, excluded: Set<string>): WriteRoute[] {
  const seen = new Map<string, WriteRoute>();
  for (const { method, path } of t.webku.app.routes) {
    const key = `${method} ${path}`;
    if (path.startsWith('/api/') && WRITE_METHODS.has(method) && !excluded.has(key))
      seen.set(key, { method, path });
  }
  return [...seen.values()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

// The owner's tables behind each id-bearing path, so :id is one of the owner's real rows.
const TABLES = [
  ['/api/admin/menu/categories/', menuCategories],
  ['/api/admin/menu/items/', menuItems],
  ['/api/admin/merchandise/', merchandiseItems],
  ['/api/admin/news/', newsArticles],
  ['/api/admin/stores/', stores],
  ['/api/admin/web-settings/', webSettings],
  ['/api/admin/subscriptions/invoices/', invoices],
] as const;

async function ownedId(t: TestServer, companyId: number, path: string): Promise<number> {
  if (path.startsWith('/api/admin/subscriptions/plans/')) {
    const [plan] = await t.webku.db.select({ id: plans.id }).from(plans).orderBy(asc(plans.id)).limit(1);
    return plan?.id ?? 1;
  }
  const table = TABLES.find(([prefix]) => path.startsWith(prefix))?.[1];
  if (!table) return 1;
  const [row] = await t.webku.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.company_id, companyId))
    .orderBy(asc(table.id))
    .limit(1);
  return row?.id ?? 1;
}

// Path parameters filled: ids with the owner's current row (or 1 once none is left), others by name.
export async function concretePath(t: TestServer, companyId: number, path: string): Promise<string> {
  const id = await ownedId(t, companyId, path);
  return path
    .replace(/:id\{[^}]+\}/g, String(id))
    .replace(':provider', 'sandbox')
    .replace(/:\w+/g, String(id));
}

// One connection per request: a body the server answered without reading makes Node close that
// connection, and a reused keep-alive socket would then fail the next request, not the route under test.
export async function send(t: TestServer, token: string, method: string, path: string, body: HostileBody) {
  const payload = typeof body.body === 'function' ? body.body() : body.body;
  // Request serialises any body (FormData with its boundary) into bytes and a content type.
  const encoded = new Request(t.url, { method: 'POST', body: payload ?? null });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const contentType = body.contentType ?? encoded.headers.get('content-type');
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-length': String(bytes.length),
  };
  if (contentType) headers['content-type'] = contentType;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${t.url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', (error) =>
      reject(new Error(`${method} ${path} with ${body.name}: no answer`, { cause: error })),
    );
    req.end(bytes);
  });
}
