import { randomBytes } from 'node:crypto';
import { type Db, eq, isUniqueViolation, lt, oauthStates, sql, users } from '@webku/db';
import * as oidc from 'openid-client';
import type { Identity, IdentityProvider } from '../providers/identity/identity-provider';
import { createSession } from './sessions';

const STATE_TTL_MS = 10 * 60_000;

export type CallbackOutcome =
  | { ok: true; redirectUrl: string; token: string; user: typeof users.$inferSelect }
  | { ok: false; redirectUrl: string; error: 'oauth_failed' | 'account_deactivated'; message: string };

export class SignInService {
  constructor(
    private readonly db: Db,
    private readonly provider: IdentityProvider,
    private readonly callbackUri: string,
    private readonly sessionTtlMs: number,
  ) {}

  // State, nonce and PKCE verifier are stored server-side and can be used exactly once.
  async start(redirectUrl: string): Promise<string> {
    const checks = {
      state: randomBytes(24).toString('base64url'),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    await this.db.delete(oauthStates).where(lt(oauthStates.expires_at, new Date()));
    await this.db.insert(oauthStates).values({
      state: checks.state,
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      redirect_url: redirectUrl,
      expires_at: new Date(Date.now() + STATE_TTL_MS),
    });
    return this.provider.authorizationUrl(checks, this.callbackUri);
  }

  async finish(callbackUrl: URL, fallbackRedirect: string): Promise<CallbackOutcome> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const [pending] = state
      ? await this.db.delete(oauthStates).where(eq(oauthStates.state, state)).returning()
      : [];
    if (!pending || pending.expires_at < new Date()) {
      return fail(fallbackRedirect, 'oauth_failed', 'Sesi masuk tidak valid atau sudah kedaluwarsa');
    }
    const providerError = callbackUrl.searchParams.get('error');
    if (providerError) return fail(pending.redirect_url, 'oauth_failed', 'Gagal autentikasi dengan Google');

    let identity: Identity;
    try {
      identity = await this.provider.complete(
        callbackUrl,
        { state: pending.state, nonce: pending.nonce, codeVerifier: pending.code_verifier },
        this.callbackUri,
      );
    } catch {
      return fail(pending.redirect_url, 'oauth_failed', 'Gagal autentikasi dengan Google');
    }
    const user = await this.upsertUser(identity).catch((error: unknown) => {
      // An unverified email that another account already uses must not take that account over.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
    if (!user) return fail(pending.redirect_url, 'oauth_failed', 'Email ini sudah terdaftar di akun lain');
    if (!user.is_active) {
      return fail(pending.redirect_url, 'account_deactivated', 'Akun Anda telah dinonaktifkan');
    }
    const token = await createSession(this.db, user.id, this.sessionTtlMs);
    return { ok: true, redirectUrl: pending.redirect_url, token, user };
  }

  // Match by the provider's subject first; link an existing email only when the provider verified it.
  private async upsertUser(identity: Identity) {
    return this.db.transaction(async (tx) => {
      const [bySubject] = await tx.select().from(users).where(eq(users.google_sub, identity.subject));
      if (bySubject) return bySubject;
      const [byEmail] = identity.emailVerified
        ? await tx.select().from(users).where(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`)
        : [];
      if (byEmail) {
        const [linked] = await tx
          .update(users)
          .set({ google_sub: identity.subject })
          .where(eq(users.id, byEmail.id))
          .returning();
        return linked!;
      }
      const [created] = await tx
        .insert(users)
        .values({ name: identity.name, email: identity.email, google_sub: identity.subject })
        .returning();
      return created!;
    });
  }
}

function fail(
  redirectUrl: string,
  error: 'oauth_failed' | 'account_deactivated',
  message: string,
): CallbackOutcome {
  return { ok: false, redirectUrl, error, message };
}
