import { matchRoutes, type RouteObject } from 'react-router';

// Marks a #root whose content was rendered at build time (apps/web/build-tools/prerender-landing.tsx).
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED_ATTRIBUTE);
}

// Loads the lazy routes that match the address before the first render, so a prerendered page is
// replaced by the same page, not by the loading screen in between.
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}
