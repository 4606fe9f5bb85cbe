import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// Tokens and owners' data must never be kept by a browser cache or a proxy, whatever the status.
let t: TestServer;
let token: string;
let slug: string;

beforeAll(async () => {
  t = await startTestServer();
  token = (await t.signUp()).token;
  slug = (await ownerWithSite(t, 'Kopi Tanpa Simpan')).slug;
}, 120_000);
afterAll(() => t.close());

const cacheControl = async (path: string, init: Parameters<TestServer['api']>[1] = {}) => {
  const res = await t.api(path, init);
  await res.arrayBuffer();
  return `${res.status} ${res.headers.get('cache-control')}`;
};

describe('Cache-Control: no-store', () => {
  it('is on every auth answer', async () => {
    const redirect_url = `${t.url}/auth/callback`;
    expect(await cacheControl('/api/auth/google-auth-url', { method: 'POST', json: { redirect_url } })).toBe(
      '200 no-store',
    );
    expect(await cacheControl('/api/auth/google-auth-url', { method: 'POST', json: {} })).toBe(
      '422 no-store',
    );
    expect(await cacheControl('/api/auth/me', { token })).toBe('200 no-store');
    expect(await cacheControl('/api/auth/me')).toBe('401 no-store');
    const login = { email: 'nobody@example.id', password: 'salah' };
    expect(await cacheControl('/api/auth/login', { method: 'POST', json: login })).toBe('401 no-store');
    expect(await cacheControl('/api/auth/google/callback?state=x&code=y', { redirect: 'manual' })).toBe(
      '302 no-store',
    );
  });

  it('is on every admin answer, uploads included', async () => {
    expect(await cacheControl('/api/admin/hero', { token })).toMatch(/^\d+ no-store$/);
    expect(await cacheControl('/api/admin/hero')).toBe('401 no-store');
    expect(await cacheControl('/api/admin/upload/images/list', { token })).toMatch(/^\d+ no-store$/);
    expect(await cacheControl('/api/admin/upload/images/list')).toBe('401 no-store');
    expect(await cacheControl('/api/admin/tidak-ada', { token })).toBe('404 no-store');
  });

  it('leaves a site’s public answers cacheable, and keeps an answer that names no site from every cache', async () => {
    expect(await cacheControl(`/api/public/${slug}/data`)).toMatch(/^200 public, /);
    expect(await cacheControl('/api/public/tidak-ada/data')).toBe('404 no-store');
  });
});
