import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

// Absolute URLs of a company's site come from configuration and the company's data, never a request.
describe('siteOrigin', () => {
  const local = { publicBaseUrl: 'http://localhost:3000/app', platformHost: 'localhost' };
  const live = { publicBaseUrl: 'https://webku.id', platformHost: 'webku.id' };

  it('is the custom domain over HTTPS when the site is served there', () => {
    expect(siteOrigin(live, 'kopi-senja', { kind: 'domain', domain: 'kopisenja.com' })).toBe(
      'https://kopisenja.com',
    );
  });

  it('is the platform origin itself for the path-based address', () => {
    expect(siteOrigin(local, 'kopi-senja', { kind: 'platform' })).toBe('http://localhost:3000');
    expect(siteOrigin(live, 'kopi-senja', { kind: 'platform' })).toBe('https://webku.id');
  });

  it('is the company subdomain with the platform scheme, and its port when there is one', () => {
    expect(siteOrigin(local, 'kopi-senja', { kind: 'subdomain' })).toBe('http://kopi-senja.localhost:3000');
    expect(siteOrigin(live, 'kopi-senja', { kind: 'subdomain' })).toBe('https://kopi-senja.webku.id');
  });
});
