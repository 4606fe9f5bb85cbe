import type { MiddlewareHandler } from 'hono';

// For answers that carry tokens or an owner's data: no browser cache or proxy may keep them.
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
