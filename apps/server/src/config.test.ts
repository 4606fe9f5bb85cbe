import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts on embedded defaults with the development sign-in', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ driver: 'pglite', dataDir: './data/pglite' });
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.platformHost).toBe('localhost');
    expect(config.oidc).toBeNull();
    expect(config.devSignIn).toBe(true);
    expect(config.demoSeed).toBe(true);
  });

  it('switches to PostgreSQL and Google when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/webku',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u@db/webku' });
    expect(config.oidc?.issuer).toBe('https://accounts.google.com');
    expect(config.devSignIn).toBe(false);
  });

  it('refuses to start in production without a Google client, naming the variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://webku.id' })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production/,
    );
  });

  it('never offers the development sign-in or the demo in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://webku.id',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.devSignIn).toBe(false);
    expect(config.demoSeed).toBe(false);
    expect(config.platformHost).toBe('webku.id');
  });

  it('names the variable that is malformed', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'not a url' })).toThrow(/PUBLIC_BASE_URL/);
  });
});
