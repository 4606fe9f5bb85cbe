import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/context';
import { redirectToDomain } from './redirect-to-domain';

const appWith = (permanent: boolean) =>
  new Hono<AppEnv>().get('*', (c) => redirectToDomain(c, 'kopisenja.com', ['privacy-policy'], { permanent }));

describe('redirectToDomain', () => {
  it('is a 301 in production, private and without the query string', async () => {
    const res = await appWith(true).request('http://webku.id/kopi-senja/privacy-policy?token=rahasia&a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://kopisenja.com/privacy-policy');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('is a 302 that no cache keeps outside production', async () => {
    const res = await appWith(false).request('http://localhost/kopi-senja/privacy-policy?token=rahasia');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://kopisenja.com/privacy-policy');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });
});
