import { type AccessLevel, API_BASE, type ApiRouteSpec, ROLE_NAMES, type TeamRole } from '@webku/contract';

/** Who may call a signed-in route: its level in the route table, or null for a path the table lacks. */
export type RouteAccess = (method: string, path: string) => AccessLevel | null;
export type RouteOf = (method: string, path: string) => ApiRouteSpec | null;

// The route table's patterns, in its order (a literal such as '/order' is listed before '/:id').
export function routeLookup(routes: readonly ApiRouteSpec[]): { routeOf: RouteOf; access: RouteAccess } {
  const rules = routes.map((route) => ({
    route,
    pattern: new RegExp(`^${API_BASE}${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  }));
  const routeOf: RouteOf = (method, path) => {
    const asked = method === 'HEAD' ? 'GET' : method;
    return rules.find((rule) => rule.route.method === asked && rule.pattern.test(path))?.route ?? null;
  };
  const access: RouteAccess = (method, path) => {
    const level = routeOf(method, path)?.access;
    return level && level !== 'none' ? level : null;
  };
  return { routeOf, access };
}

export const forbiddenMessage = (role: TeamRole) =>
  `Peran Anda (${ROLE_NAMES[role]}) tidak mencakup bagian ini. Minta pemilik usaha mengubah peran Anda bila perlu.`;
