import { connect } from 'node:net';
import { assets, count, eq, restorePoints } from '@webku/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backupCalls, buildZip, readSiteJson } from '../../../../tests/support/server/backup-archives';
import {
  concretePath,
  NO_RATE_LIMITS,
  send,
  type WriteRoute,
  writeRoutes,
} from '../../../../tests/support/server/hostile-bodies';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// Every byte a client can put in a request, on every route: text no field may hold (NUL and other
// control characters, broken surrogate halves, bidirectional overrides), very long text, deep JSON and
// deep HTML. Each answer is below 500, a refusal is `{ message }` in Indonesian, and a refused write
// changes nothing.

// Text every field refuses, so a write carrying it must change nothing.
const REFUSED_TEXT: Record<string, string> = {
  NUL: 'Kopi\u0000Susu',
  'escape sequence': 'Kopi \u001b[31mmerah',
  'C1 control': 'Kopi\u0085Susu',
  'lone high surrogate': 'Kopi \ud800 Susu',
  'lone low surrogate': '\udc00Kopi',
  'right-to-left override': 'menu\u202Egpj.exe',
};
// Shapes that must never cost a 500, whatever the route does with them.
const HEAVY_TEXT: Record<string, string> = {
  '1 MB string': 'x'.repeat(1_048_576),
  'deep HTML': '<div>'.repeat(20_000),
};
const DEEP_JSON = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

// Percent-encodes any text, lone surrogates included (as the bytes of their three-byte form, which is
// not valid UTF-8: exactly what a hostile client sends).
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  }
  return out;
}

// Messages the framework would answer in English: a refusal must never be one of them.
// The spec's own public texts are English by design.
const SPEC_TEXTS = new Set([
  'Company Not Found',
  'Page Not Found',
  'Template Not Found',
  'Content Not Available',
]);
const ENGLISH =
  /\b(?:bad request|not found|unauthorized|forbidden|request failed|internal|invalid|required|must|expected)\b/i;

type Answer = { status: number; text: string };
const failures: string[] = [];

function check(where: string, res: Answer, api: boolean) {
  if (res.status >= 500) failures.push(`${where}: ${res.status} ${res.text.slice(0, 160)}`);
  // 431 (headers too large) is Node's own answer, before any route: it has no body to word.
  else if (api && res.status >= 400 && res.status !== 431) {
    let message: unknown;
    try {
      message = (JSON.parse(res.text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || (ENGLISH.test(message) && !SPEC_TEXTS.has(message)))
      failures.push(`${where}: ${res.status} answered ${res.text.slice(0, 160)}`);
  }
}

let t: TestServer;
let owner: OwnerWithSite;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await startTestServer(NO_RATE_LIMITS);
  owner = await ownerWithSite(t);
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of t.webku.app.routes)
    if (method !== 'ALL' && path !== '/api/auth/logout') seen.set(`${method} ${path}`, { method, path });
  routes = [...seen.values()];
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => {
  failures.length = 0;
});

// What the owner has stored: the whole public payload, the admin's own reads and the row counts that a
// write could add to.
async function stored(): Promise<unknown> {
  const reads = [
    `/public/${owner.slug}/no-cache-data`,
    '/admin/footer',
    '/admin/web-settings',
    '/admin/hero',
    '/admin/menu/items',
    '/admin/menu/categories',
    '/admin/merchandise',
    '/admin/news',
    '/admin/stores',
    '/admin/subscriptions/my-subscriptions',
  ];
  const answers = await Promise.all(reads.map(async (path) => (await owner.api.get(path)).data));
  const [images] = await t.webku.db
    .select({ n: count() })
    .from(assets)
    .where(eq(assets.company_id, owner.companyId));
  const [points] = await t.webku.db
    .select({ n: count() })
    .from(restorePoints)
    .where(eq(restorePoints.company_id, owner.companyId));
  return { answers, images: images?.n, points: points?.n };
}

// A raw HTTP/1.1 request: the bytes go out as written, whatever Node's client would refuse.
function rawRequest(lines: string[]): Promise<Answer> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    // Written, not ended: a half-closed socket would make the server drop a slower answer.
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}

describe('hostile input on every route', () => {
  it('answers every path parameter and query value below 500', async () => {
    const values = { ...REFUSED_TEXT, 'long text': 'x'.repeat(1000) };
    for (const route of routes) {
      // The payment sandbox's pay page is a browser page: it answers HTML.
      const api = route.path.startsWith('/api/') && !route.path.startsWith('/api/payments/sandbox/pay');
      for (const [name, value] of Object.entries(values)) {
        const encoded = percentEncode(value);
        const path = route.path.includes(':')
          ? route.path.replace(/:\w+(\{[^}]+\})?/, encoded)
          : `${route.path.replace(/\*$/, '')}`;
        const base = await concretePath(t, owner.companyId, path);
        const query = [
          'q',
          'domain',
          'category',
          'state',
          'code',
          'success',
          'message',
          'redirect_url',
          'token',
          'v',
        ]
          .map((key) => `${key}=${encoded}`)
          .join('&');
        const url = `${base}${base.includes('?') ? '&' : '?'}${query}`;
        const res = await send(t, owner.token, route.method, url, { name });
        check(`${route.method} ${url.slice(0, 80)} (${name})`, res, api);
      }
    }
    // The public site's catch-all and the APIs the issue found answering 500.
    for (const path of [
      '/x%00',
      '/x%00/privacy-policy',
      '/api/public/x%00/data',
      '/api/company/x%00',
      '/api/auth/google/callback?state=a%00b&code=c',
      '/%ed%a0%80',
      '/api/public/%ed%a0%80/domain-data',
    ])
      check(`GET ${path}`, await send(t, owner.token, 'GET', path, { name: 'raw' }), path.startsWith('/api'));
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses hostile JSON strings in every field of every write, and nothing stored changes', async () => {
    const before = await stored();
    const writes: WriteRoute[] = writeRoutes(
      t,
      // Actions that read no body: confirming an example item changes only its mark, and renewing the
      // booking calendar only its address, whatever is sent.
      new Set([
        'POST /api/auth/logout',
        'DELETE /api/admin/data/account',
        'PUT /api/admin/menu/items/:id{[0-9]+}/confirm',
        'POST /api/admin/bookings/calendar/renew',
      ]),
    ).filter((route) => route.method !== 'DELETE');
    for (const route of writes) {
      const path = await concretePath(t, owner.companyId, route.path);
      const base = await baseBody(route.path);
      for (const field of Object.keys(base)) {
        for (const [name, value] of Object.entries(REFUSED_TEXT)) {
          const body = JSON.stringify({
            ...base,
            [field]: typeof base[field] === 'object' && base[field] ? [value] : value,
          });
          const res = await send(t, owner.token, route.method, path, {
            name,
            contentType: 'application/json',
            body,
          });
          check(`${route.method} ${path} ${field}=${name}`, res, !route.path.includes('/sandbox/'));
          if (res.status < 400 && !route.path.startsWith('/api/auth/') && !route.path.includes('/sandbox/'))
            failures.push(`${route.method} ${path} stored ${field}=${name}: ${res.status}`);
        }
      }
      // A key no field has, holding the bad byte itself, and JSON nested far deeper than any schema.
      for (const body of [`{"na\\u0000me": "x"}`, DEEP_JSON])
        check(
          `${route.method} ${path} ${body.slice(0, 12)}`,
          await send(t, owner.token, route.method, path, {
            name: 'json',
            contentType: 'application/json',
            body,
          }),
          !route.path.includes('/sandbox/'),
        );
    }
    expect(failures).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 300_000);

  it('refuses heavy strings in every field (over 1 MB, or nested deeper than any rich text), and nothing stored changes', async () => {
    const before = await stored();
    const writes = writeRoutes(
      t,
      // Actions that read no body: confirming an example item changes only its mark, and renewing the
      // booking calendar only its address, whatever is sent.
      new Set([
        'POST /api/auth/logout',
        'DELETE /api/admin/data/account',
        'PUT /api/admin/menu/items/:id{[0-9]+}/confirm',
        'POST /api/admin/bookings/calendar/renew',
      ]),
    ).filter((route) => route.method !== 'DELETE');
    for (const route of writes) {
      const path = await concretePath(t, owner.companyId, route.path);
      const base = await baseBody(route.path);
      for (const [name, value] of Object.entries(HEAVY_TEXT)) {
        const body = JSON.stringify(Object.fromEntries(Object.keys(base).map((key) => [key, value])));
        const res = await send(t, owner.token, route.method, path, {
          name,
          contentType: 'application/json',
          body,
        });
        check(`${route.method} ${path} ${name}`, res, !route.path.includes('/sandbox/'));
      }
    }
    expect(failures).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 300_000);

  it('refuses hostile multipart field names, values and file names', async () => {
    const before = await stored();
    for (const path of ['/api/admin/upload/image', '/api/admin/upload/images']) {
      for (const [name, value] of Object.entries(REFUSED_TEXT)) {
        const form = new FormData();
        form.set('category', value);
        form.set(value, value);
        form.set(
          'image',
          new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
          `${value}.png`,
        );
        const res = await send(t, owner.token, 'POST', path, { name, body: form });
        check(`POST ${path} form ${name}`, res, true);
        expect(res.status, `POST ${path} form ${name}`).toBeGreaterThanOrEqual(400);
      }
    }
    const dev = new FormData();
    dev.set('name', REFUSED_TEXT.NUL!);
    dev.set('email', 'a\u0000@b.id');
    check(
      'POST /api/auth/dev/sign-in form',
      await send(t, owner.token, 'POST', '/api/auth/dev/sign-in', { name: 'dev', body: dev }),
      false,
    );
    expect(failures).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('answers hostile header values below 500', async () => {
    const bytes = ['\u0000', '\u0001', '\u007f', '\u00ed\u00a0\u0080', `${'x'.repeat(6000)}`];
    const headers = [
      'Authorization: Bearer ',
      'Cookie: webku_sign_in=',
      'User-Agent: ',
      'Referer: https://a.example/',
      'Accept-Language: ',
      'X-Request-Id: ',
      'X-Forwarded-For: ',
      'If-None-Match: "',
      'Accept-Encoding: ',
    ];
    const paths = [
      '/api/auth/me',
      `/${owner.slug}`,
      `/api/public/${owner.slug}/data`,
      '/api/auth/google/callback?state=a&code=b',
      '/',
    ];
    for (const path of paths)
      for (const header of headers)
        for (const value of bytes) {
          const res = await rawRequest([
            `GET ${path} HTTP/1.1`,
            `Host: ${new URL(t.url).host}`,
            `${header}${value}`,
          ]);
          check(`GET ${path} ${header}${JSON.stringify(value).slice(0, 12)}`, res, false);
          if (res.status === 0) failures.push(`GET ${path} ${header}: no answer`);
        }
    expect(failures).toEqual([]);
  }, 120_000);

  it("refuses a backup whose site.json holds hostile text, and the owner's site is unchanged", async () => {
    const backup = backupCalls(t, owner.token);
    const site = await readSiteJson(await backup.exportZip());
    const before = await stored();
    for (const [name, value] of Object.entries(REFUSED_TEXT)) {
      const hostile = JSON.parse(JSON.stringify(site)) as {
        content: { footer_settings: Record<string, unknown> };
      };
      hostile.content.footer_settings.shop_name = value;
      const zip = await buildZip([{ name: 'site.json', bytes: JSON.stringify(hostile) }]);
      for (const step of ['preview', 'import'] as const) {
        const res = await backup.send(step, zip);
        check(
          `${step} site.json ${name}`,
          { status: res.status, text: JSON.stringify({ message: res.message }) },
          true,
        );
        expect(res.status, `${step} ${name}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(failures).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 120_000);
});

// A body the route would accept: the resource as the admin reads it, or every field name the route's
// neighbours use, so each hostile value lands in a field the schema really checks.
async function baseBody(routePath: string): Promise<Record<string, unknown>> {
  const reads: [RegExp, string][] = [
    [/\/admin\/menu\/items/, '/admin/menu/items'],
    [/\/admin\/menu\/categories/, '/admin/menu/categories'],
    [/\/admin\/menu\/settings/, '/admin/menu/settings'],
    [/\/admin\/merchandise\/settings/, '/admin/merchandise/settings'],
    [/\/admin\/merchandise/, '/admin/merchandise'],
    [/\/admin\/news\/settings/, '/admin/news/settings'],
    [/\/admin\/news/, '/admin/news'],
    [/\/admin\/stores\/settings/, '/admin/stores/settings'],
    [/\/admin\/stores/, '/admin/stores'],
    [/\/admin\/footer/, '/admin/footer'],
    [/\/admin\/web-settings/, '/admin/web-settings'],
    [/\/admin\/hero/, '/admin/hero'],
  ];
  const read = reads.find(([pattern]) => pattern.test(routePath))?.[1];
  if (read) {
    const data = (await owner.api.get(read)).data as unknown;
    const row = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | undefined;
    if (row) {
      const { id: _id, company_id: _company, created_at: _created, updated_at: _updated, ...fields } = row;
      return fields;
    }
  }
  const names = [
    'name',
    'email',
    'password',
    'slug',
    'redirect_url',
    'code',
    'host',
    'state',
    'brand_name',
    'business_type',
    'short_description',
    'web_language',
    'template_selected',
    'domain',
    'domain_url',
    'path',
    'referrer',
    'kind',
    'filename',
    'category',
    'slug_confirmation',
  ];
  return Object.fromEntries(names.map((key) => [key, 'teks']));
}
