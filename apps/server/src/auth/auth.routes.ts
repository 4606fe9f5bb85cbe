import {
  canonicalEmail,
  googleAuthUrlRequestSchema,
  loginRequestSchema,
  type MeResponse,
  switchCompanyInputSchema,
} from '@webku/contract';
import type { Db } from '@webku/db';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import type { AppEnv } from '../http/context';
import { parseJson } from '../http/parse-body';
import { acceptInvitations, companiesOf } from '../team/memberships';
import { bearerToken } from './bearer';
import { verifyPassword } from './password';
import { actForCompany, createSession, findLoginUser, findSession, revokeSession } from './sessions';
import { type SignInService, STATE_TTL_MS } from './sign-in.service';
import { callbackRedirect } from './sign-in-callback-redirect';
import { rememberSignInState, takeSignInState } from './sign-in-cookie';

export type AuthRoutesOptions = {
  db: Db;
  // Null when no sign-in provider is offered (no Google client and no development sign-in).
  signIn: SignInService | null;
  isAllowedRedirect: (url: URL) => boolean;
  defaultRedirect: string;
  secureCookies: boolean;
  sessionTtlMs: number;
  clientIp: (c: Context<AppEnv>) => string;
  publicSiteUrl: (slug: string, companyId: number) => Promise<string>;
  requireAuth: MiddlewareHandler<AppEnv>;
};

export function authRoutes(options: AuthRoutesOptions) {
  const { db, signIn, isAllowedRedirect, defaultRedirect, secureCookies, sessionTtlMs } = options;
  const app = new Hono<AppEnv>();
  const requireSignIn = () => {
    if (!signIn) {
      throw new NotFoundError(
        'Masuk dengan Google belum tersedia: isi OIDC_CLIENT_ID dan OIDC_CLIENT_SECRET, atau aktifkan DEV_SIGN_IN=true',
      );
    }
    return signIn;
  };
  const finish = async (c: Context<AppEnv>) => {
    const browserState = takeSignInState(c, secureCookies);
    const outcome = await requireSignIn().finish(new URL(c.req.url), defaultRedirect, browserState);
    return c.redirect(callbackRedirect(outcome), 302);
  };

  app.post('/google-auth-url', async (c) => {
    const { redirect_url } = await parseJson(c, googleAuthUrlRequestSchema);
    const target = new URL(redirect_url);
    // The callback carries a session token: only our own callback screen may receive it.
    if (!isAllowedRedirect(target)) {
      throw new BadRequestError(
        'redirect_url harus alamat /auth/callback di situs ini (origin dan port yang diizinkan)',
      );
    }
    const { authUrl, state } = await requireSignIn().start(target.href, options.clientIp(c));
    rememberSignInState(c, state, STATE_TTL_MS / 1000, secureCookies);
    return c.json({ data: { auth_url: authUrl } });
  });

  // The provider returns here, on PUBLIC_BASE_URL. The sign-in cookie lives on the host that asked for
  // the URL, so a sign-in started on another host is finished there (same query, same checks).
  app.get('/google/callback', async (c) => {
    const url = new URL(c.req.url);
    const redirect = await requireSignIn().pendingRedirect(url.searchParams.get('state') ?? '');
    const target = redirect ? new URL(redirect) : null;
    if (target && target.hostname !== new URL(defaultRedirect).hostname) {
      return c.redirect(`${target.origin}/api/auth/google/finish${url.search}`, 302);
    }
    return finish(c);
  });
  app.get('/google/finish', finish);

  app.post('/login', async (c) => {
    const body = await parseJson(c, loginRequestSchema);
    const row = await findLoginUser(db, canonicalEmail(body.email));
    const passwordOk = await verifyPassword(body.password, row?.user.password_hash ?? null);
    const slugOk = !body.slug || row?.slug === body.slug;
    if (!row || !passwordOk || !slugOk || !row.user.is_active) throw new UnauthorizedError('Login failed');
    const token = await createSession(db, row.user.id, sessionTtlMs);
    const { id, name, email, role } = row.user;
    return c.json({ data: { token, user: { id, name, email, role } } });
  });

  app.get('/me', options.requireAuth, async (c) => {
    const { user, sessionId, bound } = c.var.auth;
    // An invitation sent after this person signed in counts at their next look at the admin.
    const joined = await acceptInvitations(db, user.id);
    if (joined && !c.var.auth.company && !bound) await actForCompany(db, sessionId, joined);
    const auth = joined
      ? ((await findSession(db, bearerToken(c.req.header('authorization'))!)) ?? c.var.auth)
      : c.var.auth;
    const { company, role } = auth;
    const withUrl = company && {
      ...company,
      role,
      public_url: await options.publicSiteUrl(company.slug, company.id),
    };
    const me: MeResponse = {
      user: auth.user,
      company: withUrl,
      companies: await companiesOf(db, user.id),
    };
    return c.json({ data: me });
  });

  // A member of several teams (or an owner who is also a member elsewhere) picks the company to act for.
  app.put('/company', options.requireAuth, async (c) => {
    const { company_id } = await parseJson(c, switchCompanyInputSchema);
    const { user, sessionId, bound } = c.var.auth;
    if (bound) throw new ForbiddenError('Sesi di situs sendiri hanya berlaku untuk usaha itu');
    const mine = await companiesOf(db, user.id);
    if (!mine.some((company) => company.id === company_id))
      throw new NotFoundError('Usaha ini tidak ada di daftar tim Anda');
    await actForCompany(db, sessionId, company_id);
    return c.json({ data: { success: true } });
  });

  app.post('/logout', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) await revokeSession(db, token);
    return c.json({ data: { success: true } });
  });

  return app;
}
