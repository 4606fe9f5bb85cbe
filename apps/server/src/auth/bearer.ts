import type { Db } from '@webku/db';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthCompany } from '../http/context';
import { NotFoundError, UnauthorizedError } from '../http/errors';
import { findSession } from './sessions';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

// Every /api/admin/** call needs a live session; its company is the only one it may act on.
export function requireAuth(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const auth = token ? await findSession(db, token) : null;
    if (!auth) throw new UnauthorizedError('Unauthenticated');
    c.set('auth', auth);
    await next();
  };
}

export function callerCompany(auth: AppEnv['Variables']['auth']): AuthCompany {
  if (!auth.company) throw new NotFoundError('Company Not Found');
  return auth.company;
}
