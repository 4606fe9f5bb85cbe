import { canonicalEmail } from '@webku/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../client-ip';
import type { AppEnv } from '../context';
import type { Limit } from './limit';
import type { RateLimits } from './rate-limits';

type Key = (c: Context<AppEnv>) => string;

const spend =
  (limit: Limit, key: Key): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await limit.take(key(c));
    await next();
  };

// The signed-in caller's company (a user without one yet counts on their own).
const companyKey: Key = (c) => {
  const { company, user } = c.var.auth;
  return company ? `company:${company.id}` : `user:${user.id}`;
};

// The login's e-mail as the per-account key; none when the body has no usable e-mail (the route refuses it).
async function accountKey(c: Context<AppEnv>): Promise<string | null> {
  const body: unknown = await c.req.json().catch(() => null);
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string' || !email.trim()) return null;
  return canonicalEmail(email).slice(0, 254);
}

// Middleware that spends the rate limits (docs/rate-limits.md) before the routes run.
export function rateLimitGuards(limits: RateLimits, trustedProxies: readonly string[]) {
  const ip: Key = (c) => clientIp(c, trustedProxies);
  return {
    // Every attempt spends a point of its IP and of its account; only a wrong password keeps the
    // account's point, and a successful sign-in clears the account's count and backoff.
    login: (async (c, next) => {
      await limits.loginIp.take(ip(c));
      const account = await accountKey(c);
      if (!account) return next();
      await limits.loginAccount.take(account);
      await next();
      if (c.res.status === 200) await limits.loginAccount.reset(account);
      else if (c.res.status !== 401) await limits.loginAccount.refund(account);
    }) satisfies MiddlewareHandler<AppEnv>,
    signInUrl: spend(limits.signInUrl, ip),
    devSignIn: spend(limits.devSignIn, ip),
    domainCheck: spend(limits.domainCheck, companyKey),
    invoice: spend(limits.invoice, companyKey),
    qrKit: spend(limits.qrKit, companyKey),
    teamInvitations: spend(limits.teamInvitations, companyKey),
    translationSuggestions: spend(limits.translationSuggestions, companyKey),
    siteGeneration: spend(limits.siteGeneration, (c) => `user:${c.var.auth.user.id}`),
    // Uploads count files: refused up front once the count is spent, charged per file once the form is read.
    uploads: {
      check: (async (c, next) => {
        await limits.uploadFiles.check(companyKey(c));
        await next();
      }) satisfies MiddlewareHandler<AppEnv>,
      admit: (c: Context<AppEnv>, files: number) => limits.uploadFiles.take(companyKey(c), files),
    },
  };
}

export type RateLimitGuards = ReturnType<typeof rateLimitGuards>;
