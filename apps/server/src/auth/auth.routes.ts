import { googleAuthUrlRequestSchema, loginRequestSchema } from '@webku/contract';
import { companies, type Db, eq, sql, users } from '@webku/db';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { BadRequestError, UnauthorizedError } from '../http/errors';
import { parseJson } from '../http/parse-body';
import { bearerToken, requireAuth } from './bearer';
import { verifyPassword } from './password';
import { createSession, revokeSession } from './sessions';
import type { CallbackOutcome, SignInService } from './sign-in.service';

export type AuthRoutesOptions = {
  db: Db;
  signIn: SignInService;
  isAllowedRedirect: (url: URL) => boolean;
  defaultRedirect: string;
  sessionTtlMs: number;
  publicSiteUrl: (slug: string, companyId: number) => Promise<string>;
};

export function authRoutes({
  db,
  signIn,
  isAllowedRedirect,
  defaultRedirect,
  sessionTtlMs,
  publicSiteUrl,
}: AuthRoutesOptions) {
  const app = new Hono<AppEnv>();

  app.post('/google-auth-url', async (c) => {
    const { redirect_url } = await parseJson(c, googleAuthUrlRequestSchema);
    const target = new URL(redirect_url);
    // Only our own addresses: the callback carries a session token, so this must never redirect elsewhere.
    if (!isAllowedRedirect(target)) throw new BadRequestError('redirect_url must be an address of this site');
    return c.json({ data: { auth_url: await signIn.start(target.href) } });
  });

  app.get('/google/callback', async (c) => {
    const outcome = await signIn.finish(new URL(c.req.url), defaultRedirect);
    c.header('Cache-Control', 'no-store');
    return c.redirect(callbackRedirect(outcome), 302);
  });

  app.post('/login', async (c) => {
    const body = await parseJson(c, loginRequestSchema);
    const [row] = await db
      .select({ user: users, slug: companies.slug })
      .from(users)
      .leftJoin(companies, eq(companies.owner_user_id, users.id))
      .where(sql`lower(${users.email}) = ${body.email.trim().toLowerCase()}`)
      .limit(1);
    const passwordOk = await verifyPassword(body.password, row?.user.password_hash ?? null);
    const slugOk = !body.slug || row?.slug === body.slug;
    if (!row || !passwordOk || !slugOk || !row.user.is_active) throw new UnauthorizedError('Login failed');
    const token = await createSession(db, row.user.id, sessionTtlMs);
    const { id, name, email, role } = row.user;
    return c.json({ data: { token, user: { id, name, email, role } } });
  });

  app.get('/me', requireAuth(db), async (c) => {
    const { user, company } = c.var.auth;
    const withUrl = company && { ...company, public_url: await publicSiteUrl(company.slug, company.id) };
    return c.json({ data: { user, company: withUrl } });
  });

  app.post('/logout', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) await revokeSession(db, token);
    return c.json({ data: { success: true } });
  });

  return app;
}

// The spec's callback screen reads these query parameters.
function callbackRedirect(outcome: CallbackOutcome): string {
  const url = new URL(outcome.redirectUrl);
  if (outcome.ok) {
    url.searchParams.set('success', 'true');
    url.searchParams.set('token', outcome.token);
    url.searchParams.set('user_id', String(outcome.user.id));
    url.searchParams.set('user_name', outcome.user.name);
    url.searchParams.set('user_email', outcome.user.email);
    url.searchParams.set('user_role', outcome.user.role);
  } else {
    url.searchParams.set('success', 'false');
    url.searchParams.set('error', outcome.error);
    url.searchParams.set('message', outcome.message);
  }
  return url.href;
}
