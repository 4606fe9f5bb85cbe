import * as oidc from 'openid-client';
import type { Identity, IdentityProvider, SignInChecks } from './identity-provider';

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowInsecureHttp: boolean;
};

// Google (or any OpenID Connect provider): authorization code flow with state, nonce and PKCE (S256),
// and the ID token's signature checked against the provider's JWKS.
export class OidcIdentityProvider implements IdentityProvider {
  readonly name = 'oidc' as const;
  #config: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  private configuration(): Promise<oidc.Configuration> {
    this.#config ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        { client_secret: this.settings.clientSecret },
        oidc.ClientSecretPost(this.settings.clientSecret),
        {
          execute: [
            oidc.enableNonRepudiationChecks,
            ...(this.settings.allowInsecureHttp ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        this.#config = null;
        throw error;
      });
    return this.#config;
  }

  async authorizationUrl(checks: SignInChecks, redirectUri: string): Promise<string> {
    const config = await this.configuration();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return url.href;
  }

  async complete(callbackUrl: URL, checks: SignInChecks, redirectUri: string): Promise<Identity> {
    const config = await this.configuration();
    const current = new URL(redirectUri);
    current.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    const email = typeof claims.email === 'string' ? claims.email : '';
    if (!email) throw new Error('The ID token has no email claim');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : email.split('@')[0]!;
    return { subject: claims.sub, email, emailVerified: claims.email_verified === true, name };
  }
}
