export type Identity = { subject: string; email: string; emailVerified: boolean; name: string };

export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

/** Signs a person in through an external identity provider (Google OIDC, or the development sandbox). */
export interface IdentityProvider {
  readonly name: 'oidc' | 'dev-sandbox';
  /** The address to send the browser to; it comes back to `redirectUri` with `code` and `state`. */
  authorizationUrl(checks: SignInChecks, redirectUri: string): Promise<string>;
  /** Verifies the callback (state, PKCE, nonce, ID token) and returns who signed in; throws when anything is off. */
  complete(callbackUrl: URL, checks: SignInChecks, redirectUri: string): Promise<Identity>;
}
