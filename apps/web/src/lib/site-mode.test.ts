import { describe, expect, it } from 'vitest';
import {
  buildAdminPath,
  buildPublicPageUrl,
  buildPublicSitePath,
  parseSiteMode,
  type SiteMode,
} from './site-mode';

const metas =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

const modeA: SiteMode = { mode: 'A', slug: 'kopi-senja' };
const modeB: SiteMode = { mode: 'B' };

describe('parseSiteMode', () => {
  it('defaults to Mode B when the server injected no meta tag', () => {
    expect(parseSiteMode(metas({}))).toEqual({ mode: 'B' });
  });

  it('reads Mode A and the slug from the injected meta tags', () => {
    expect(parseSiteMode(metas({ 'webku-mode': 'A', 'webku-slug': 'kopi-senja' }))).toEqual(modeA);
  });

  it('accepts a lower-case mode and tolerates a missing slug', () => {
    expect(parseSiteMode(metas({ 'webku-mode': ' a ' }))).toEqual({ mode: 'A', slug: null });
  });

  it('treats any other mode value as Mode B', () => {
    expect(parseSiteMode(metas({ 'webku-mode': 'B', 'webku-slug': 'x' }))).toEqual({ mode: 'B' });
  });
});

describe('buildAdminPath', () => {
  it('nests the admin under the slug in Mode B', () => {
    expect(buildAdminPath(modeB, 'kopi-senja')).toBe('/kopi-senja/admin');
    expect(buildAdminPath(modeB, 'kopi-senja', 'hero')).toBe('/kopi-senja/admin/hero');
  });

  it('uses /admin without the slug in Mode A', () => {
    expect(buildAdminPath(modeA, 'kopi-senja')).toBe('/admin');
    expect(buildAdminPath(modeA, 'kopi-senja', 'web-settings')).toBe('/admin/web-settings');
  });

  it('normalises slashes around the sub path', () => {
    expect(buildAdminPath(modeB, 'kopi', '/subscriptions/')).toBe('/kopi/admin/subscriptions');
    expect(buildAdminPath(modeB, 'kopi', '/')).toBe('/kopi/admin');
  });

  it('encodes characters that are not safe in a path segment', () => {
    expect(buildAdminPath(modeB, 'a b')).toBe('/a%20b/admin');
  });
});

describe('buildPublicSitePath', () => {
  it('points at the slug in Mode B and at the root in Mode A', () => {
    expect(buildPublicSitePath(modeB, 'kopi-senja')).toBe('/kopi-senja');
    expect(buildPublicSitePath(modeA, 'kopi-senja')).toBe('/');
  });
});

describe('buildPublicPageUrl', () => {
  it('gives the policy page its real public address in both modes', () => {
    const page = 'terms-and-conditions';
    expect(buildPublicPageUrl(modeB, 'kopi-senja', page, 'https://webku.id')).toBe(
      'https://webku.id/kopi-senja/terms-and-conditions',
    );
    expect(buildPublicPageUrl(modeA, 'kopi-senja', `/${page}`, 'https://kopisenja.id')).toBe(
      'https://kopisenja.id/terms-and-conditions',
    );
  });
});
