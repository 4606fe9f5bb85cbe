import { hostCodeRequestSchema, hostSessionRequestSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono, type MiddlewareHandler } from 'hono';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import type { AppEnv } from '../http/context';
import { parseJson } from '../http/parse-body';
import type { HostSignIn } from './host-sign-in';
import { findSession } from './sessions';

const REFUSALS = {
  'platform-host': (host: string) =>
    new BadRequestError(`host harus alamat situs Anda (subdomain atau domain Anda), bukan ${host}`),
  'unknown-host': (host: string) => new NotFoundError(`Tidak ada situs aktif di ${host}`),
  'not-owner': (host: string) =>
    new ForbiddenError(`Akun ini bukan pemilik situs ${host}. Masuk dengan akun pemilik situs tersebut.`),
};

const BOUND_SESSION =
  'Sesi ini hanya berlaku di alamat situs tempat Anda masuk. Untuk membuka admin di alamat lain, masuk dari halaman utama Webku.';

export function hostSignInRoutes(db: Db, hostSignIn: HostSignIn, auth: MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>();

  // On the platform: a signed-in owner asks to open the admin on their own host.
  app.post('/host-code', auth, async (c) => {
    const { user, company, bound } = c.var.auth;
    // A session made on an owner's host stays there: it mints no code, for any host, its own included.
    // Otherwise whoever briefly held a custom domain could turn it into a lasting session elsewhere.
    if (bound) throw new ForbiddenError(BOUND_SESSION);
    const { host } = await parseJson(c, hostCodeRequestSchema);
    const outcome = await hostSignIn.issue(host, company?.id ?? null, user.id);
    if (!outcome.ok) throw REFUSALS[outcome.reason](host);
    return c.json({ data: { finish_url: outcome.finishUrl, expires_at: outcome.expiresAt.toISOString() } });
  });

  // On the owner's host: the code becomes a session of this host alone.
  app.post('/host-session', async (c) => {
    const { code } = await parseJson(c, hostSessionRequestSchema);
    const session = await hostSignIn.exchange(code, c.req.header('host') ?? '');
    if (!session) {
      throw new UnauthorizedError(
        'Kode masuk tidak berlaku (sudah dipakai, kedaluwarsa, atau untuk situs lain). Silakan masuk lagi.',
      );
    }
    // Who the new session is, with their role in the host's company (as /auth/me names it).
    const auth = await findSession(db, session.token);
    return c.json({ data: { token: session.token, user: auth!.user } });
  });

  return app;
}
