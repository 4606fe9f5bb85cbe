import { randomBytes } from 'node:crypto';
import {
  and,
  type Db,
  desc,
  eq,
  gt,
  inArray,
  isUniqueViolation,
  lt,
  oauthStates,
  type users,
} from '@webku/db';
import * as oidc from 'openid-client';
import type { Identity, IdentityProvider } from '../providers/identity/identity-provider';
import { acceptInvitations } from '../team/memberships';
import { userForIdentity } from './link-identity';
import { createSession } from './sessions';

export const STATE_TTL_MS = 10 * 60_000;
// Pending sign-ins kept per client address; a new one pushes out the oldest.
export const MAX_PENDING_PER_CLIENT = 50;

export type CallbackOutcome =
  | {
      ok: true;
      redirectUrl: string;
      token: string;
      user: typeof users.$inferSelect;
      provider: IdentityProvider['name'];
    }
  | { ok: false; redirectUrl: string; error: 'oauth_failed' | 'account_deactivated'; message: string };

const OTHER_BROWSER = 'Proses masuk harus diselesaikan di browser yang memulainya. Silakan masuk lagi.';

// A state is 24 random bytes in base64url: 32 characters. Anything else was not issued here, and is
// refused without a query.
const STATE_BYTES = 24;
const ISSUED_STATE = /^[A-Za-z0-9_-]{32}$/;
const isIssuedStateFormat = (state: string) => ISSUED_STATE.test(state);

export class SignInService {
  constructor(
    private readonly db: Db,
    private readonly provider: IdentityProvider,
    private readonly callbackUri: string,
    private readonly sessionTtlMs: number,
  ) {}

  // State, nonce and PKCE verifier are stored server-side and can be used exactly once.
  async start(redirectUrl: string, clientIp: string): Promise<{ authUrl: string; state: string }> {
    const checks = {
      state: randomBytes(STATE_BYTES).toString('base64url'),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    await this.db.delete(oauthStates).where(lt(oauthStates.expires_at, new Date()));
    await this.db.insert(oauthStates).values({
      state: checks.state,
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      redirect_url: redirectUrl,
      client_ip: clientIp,
      expires_at: new Date(Date.now() + STATE_TTL_MS),
    });
    await this.keepNewest(clientIp);
    return { authUrl: await this.provider.authorizationUrl(checks, this.callbackUri), state: checks.state };
  }

  // Where a pending sign-in returns to, without using it up; null for a state we did not issue.
  async pendingRedirect(state: string): Promise<string | null> {
    if (!isIssuedStateFormat(state)) return null;
    const [row] = await this.db
      .select({ redirectUrl: oauthStates.redirect_url })
      .from(oauthStates)
      .where(and(eq(oauthStates.state, state), gt(oauthStates.expires_at, new Date())));
    return row?.redirectUrl ?? null;
  }

  // `browserState` is the state the sign-in cookie holds: only the browser that started it may finish.
  async finish(
    callbackUrl: URL,
    fallbackRedirect: string,
    browserState: string | null,
  ): Promise<CallbackOutcome> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const [pending] = isIssuedStateFormat(state)
      ? await this.db.delete(oauthStates).where(eq(oauthStates.state, state)).returning()
      : [];
    if (!pending || pending.expires_at < new Date()) {
      return fail(fallbackRedirect, 'oauth_failed', 'Sesi masuk tidak valid atau sudah kedaluwarsa');
    }
    if (browserState !== pending.state) return fail(pending.redirect_url, 'oauth_failed', OTHER_BROWSER);
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
    const user = await userForIdentity(this.db, identity).catch((error: unknown) => {
      // Two first sign-ins of one account at the same moment: the loser tries again.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
    if (!user) return fail(pending.redirect_url, 'oauth_failed', 'Gagal masuk, silakan coba lagi');
    if (!user.is_active) {
      return fail(pending.redirect_url, 'account_deactivated', 'Akun Anda telah dinonaktifkan');
    }
    // An invited address joins its teams now; the session opens on the newest team joined.
    const joined = await acceptInvitations(this.db, user.id);
    const token = await createSession(this.db, user.id, this.sessionTtlMs, undefined, joined ?? undefined);
    return { ok: true, redirectUrl: pending.redirect_url, token, user, provider: this.provider.name };
  }

  // Dropping the oldest rather than refusing: one client behind a shared address (an office, a
  // carrier NAT) cannot lock the others out of signing in, and storage stays bounded.
  private async keepNewest(clientIp: string) {
    const surplus = await this.db
      .select({ state: oauthStates.state })
      .from(oauthStates)
      .where(eq(oauthStates.client_ip, clientIp))
      .orderBy(desc(oauthStates.created_at))
      .offset(MAX_PENDING_PER_CLIENT);
    if (surplus.length === 0) return;
    await this.db.delete(oauthStates).where(
      inArray(
        oauthStates.state,
        surplus.map((row) => row.state),
      ),
    );
  }
}

function fail(
  redirectUrl: string,
  error: 'oauth_failed' | 'account_deactivated',
  message: string,
): CallbackOutcome {
  return { ok: false, redirectUrl, error, message };
}
