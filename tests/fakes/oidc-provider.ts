import { OAuth2Server } from 'oauth2-mock-server';

export type FakeGoogleUser = { email: string; name: string; sub?: string; email_verified?: boolean };

// A real OpenID Connect provider on loopback (oauth2-mock-server) standing in for Google.
// Its /authorize signs the person in at once; `nextUser` decides who that is.
export async function startFakeOidc() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, 'localhost');
  let nextUser: FakeGoogleUser = { email: 'owner@example.id', name: 'Pemilik Toko' };
  server.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = nextUser.sub ?? `google-${nextUser.email}`;
    token.payload.email = nextUser.email;
    token.payload.email_verified = nextUser.email_verified ?? true;
    token.payload.name = nextUser.name;
  });
  const issuerUrl = server.issuer.url!;
  return {
    issuerUrl,
    server,
    signInAs: (user: FakeGoogleUser) => {
      nextUser = user;
    },
    // The next token response carries an ID token whose claims were altered after signing:
    // only a client that checks the signature against the provider's JWKS notices.
    forgeNextIdToken: (claims: Record<string, unknown>) => {
      server.service.once('beforeResponse', (response) => {
        const body = response.body as Record<string, unknown>;
        const [header, payload, signature] = String(body.id_token).split('.');
        const altered = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...claims };
        body.id_token = [header, Buffer.from(JSON.stringify(altered)).toString('base64url'), signature].join(
          '.',
        );
      });
    },
    env: {
      OIDC_ISSUER: issuerUrl,
      OIDC_CLIENT_ID: 'webku-test-client',
      OIDC_CLIENT_SECRET: 'webku-test-secret',
      OIDC_ALLOW_INSECURE_HTTP: 'true',
    },
    stop: () => server.stop(),
  };
}
