import { randomBytes } from 'node:crypto';
import { canonicalEmail } from '@webku/contract';
import type { Identity, IdentityProvider, SignInChecks } from './identity-provider';

type PendingCode = { identity: Identity; state: string; expiresAt: number };
// A code is used at once by the redirect that carries it; it is single-use and short-lived.
const CODE_TTL_MS = 60_000;

// Development sign-in, offline default when no OIDC client is configured (never in production):
// a local page asks for a name and email and returns through the same callback as Google.
export class DevSandboxIdentityProvider implements IdentityProvider {
  readonly name = 'dev-sandbox' as const;
  readonly #codes = new Map<string, PendingCode>();

  constructor(private readonly signInPageUrl: string) {}

  async authorizationUrl(checks: SignInChecks, redirectUri: string): Promise<string> {
    const url = new URL(this.signInPageUrl);
    url.searchParams.set('state', checks.state);
    url.searchParams.set('redirect_uri', redirectUri);
    return url.href;
  }

  // One live code per state: callers issue codes only for states the server issued, so the map stays
  // as small as the pending sign-ins, and expired codes go on every issue.
  issueCode(state: string, person: { name: string; email: string }): string {
    const now = Date.now();
    for (const [code, pending] of this.#codes) {
      if (pending.expiresAt <= now || pending.state === state) this.#codes.delete(code);
    }
    const code = randomBytes(24).toString('base64url');
    const email = canonicalEmail(person.email);
    this.#codes.set(code, {
      state,
      expiresAt: now + CODE_TTL_MS,
      identity: { subject: `dev:${email}`, email, emailVerified: true, name: person.name.trim() },
    });
    return code;
  }

  async complete(callbackUrl: URL, checks: SignInChecks): Promise<Identity> {
    const code = callbackUrl.searchParams.get('code') ?? '';
    const pending = this.#codes.get(code);
    this.#codes.delete(code);
    if (!pending || pending.expiresAt <= Date.now()) throw new Error('Unknown or expired sign-in code');
    if (pending.state !== checks.state) throw new Error('State mismatch');
    return pending.identity;
  }
}
