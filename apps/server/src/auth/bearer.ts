import { mayAccess } from '@webku/contract';
import type { Db } from '@webku/db';
import type { MiddlewareHandler } from 'hono';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import type { AppEnv, AuthCompany } from '../http/context';
import { normalizeHost } from '../tenancy/parse-host';
import { forbiddenMessage, type RouteAccess } from './route-access';
import { findSession } from './sessions';

// The company a host serves today (null for the platform and unknown hosts).
export type HostCompanyId = (host: string) => Promise<number | null>;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

// Every /api/admin/** call needs a live session; its company is the only one it may act on.
// A host-bound session counts only on its own host, while that host still serves its company and
// the user still owns it: a domain that stops pointing at us makes its sessions worthless.
// The route table decides what the user's role may call; a route missing from it is refused to a member.
export function requireAuth(
  db: Db,
  hostCompanyId: HostCompanyId,
  access: RouteAccess,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const auth = token ? await findSession(db, token) : null;
    if (!auth) throw new UnauthorizedError('Unauthenticated');
    if (auth.bound) {
      const host = normalizeHost(c.req.header('host'));
      const ok =
        host === auth.bound.host &&
        auth.company?.id === auth.bound.companyId &&
        (await hostCompanyId(host)) === auth.bound.companyId;
      if (!ok)
        throw new UnauthorizedError('Sesi ini hanya berlaku di situs tempat Anda masuk. Silakan masuk lagi.');
    }
    const level = access(c.req.method, c.req.path);
    const allowed = level ? mayAccess(auth.role, level) : auth.role === 'owner';
    if (!allowed) throw new ForbiddenError(forbiddenMessage(auth.role));
    c.set('auth', auth);
    await next();
  };
}

export function callerCompany(auth: AppEnv['Variables']['auth']): AuthCompany {
  if (!auth.company) throw new NotFoundError('Company Not Found');
  return auth.company;
}
