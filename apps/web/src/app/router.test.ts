import {
  ADMIN_SCREEN_PATHS,
  isWebAppPath,
  PLATFORM_SCREEN_PATHS,
  SINGLE_SITE_SCREEN_PATHS,
} from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router';

// Every path the router renders a screen for (the '*' catch-alls excluded), with params filled in.
function screenPaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const own = route.index || (!route.children && route.path) ? [path || '/'] : [];
    return [...own, ...screenPaths(route.children ?? [], path === '/' ? '' : path)];
  });
}
// The server names the row sections' screens to isWebAppPath from the same list.
const ROW_SECTION_SCREENS = ROW_SECTIONS.map((section) => section.key);
const filled = (path: string) => path.replace(/:slug/g, 'kopi-senja').replace(/:[A-Za-z]+/g, '7');

describe('server and router agree on the app screens', () => {
  it.each(['A', 'B'] as const)('the server knows every Mode %s screen of the router', (mode) => {
    const routes = buildRoutes(mode === 'A' ? { mode, slug: 'kopi-senja' } : { mode });
    const paths = screenPaths(routes).map(filled);
    expect(paths.length).toBeGreaterThanOrEqual(ADMIN_SCREEN_PATHS.length);
    // Mode A includes the platform's sign-in screens, which the server serves in single-site mode.
    for (const path of paths) {
      expect(isWebAppPath(path, mode, mode === 'A', ROW_SECTION_SCREENS), path).toBe(true);
    }
  });

  it('serves the sign-in screens on a company host only in single-site mode', () => {
    expect(isWebAppPath('/admin/auth/finish', 'A')).toBe(true);
    for (const screen of SINGLE_SITE_SCREEN_PATHS) {
      expect(isWebAppPath(`/${screen}`, 'A'), screen).toBe(false);
      expect(isWebAppPath(`/${screen}`, 'A', true), screen).toBe(true);
    }
    expect(isWebAppPath('/kopi-senja/admin/auth/finish', 'B')).toBe(false);
  });

  it('the router has every screen the server lets through', () => {
    const paths = new Set(screenPaths(buildRoutes({ mode: 'B' })));
    for (const screen of [...ADMIN_SCREEN_PATHS, ...ROW_SECTION_SCREENS]) {
      expect(paths.has(screen ? `/:slug/admin/${screen}` : '/:slug/admin'), screen).toBe(true);
    }
    for (const screen of PLATFORM_SCREEN_PATHS) expect(paths.has(`/${screen}`), screen).toBe(true);
  });
});
