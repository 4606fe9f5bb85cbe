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

  it('bounds every cache, by bytes for pages and by entries for payloads and tenants', () => {
    expect(loadConfig({}).caches).toEqual({
      pageBytes: 64 * 1024 * 1024,
      payloadEntries: 1000,
      tenantEntries: 10_000,
    });
    const tuned = loadConfig({
      PAGE_CACHE_MAX_BYTES: '1048576',
      PAYLOAD_CACHE_MAX_ENTRIES: '50',
      TENANT_CACHE_MAX_ENTRIES: '200',
    });
    expect(tuned.caches).toEqual({ pageBytes: 1048576, payloadEntries: 50, tenantEntries: 200 });
    expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: '0' })).toThrow(/PAGE_CACHE_MAX_BYTES/);
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

  it('sells custom domains offline by default: sandbox gateway, sandbox registry and DNS', () => {
    const config = loadConfig({ PLATFORM_HOST: 'webku.test' });
    expect(config.payment).toMatchObject({
      provider: 'sandbox',
      xendit: null,
      invoiceDurationSeconds: 86_400,
    });
    expect(config.domains).toMatchObject({
      provider: 'sandbox',
      rdapBaseUrl: 'https://rdap.verisign.com/com/v1',
    });
    expect(config.dns).toMatchObject({
      provider: 'sandbox',
      platformIpv4: '127.0.0.1',
      cnameTarget: 'webku.test',
    });
  });

  it('uses Xendit, RDAP and real DNS when configured, and needs both Xendit keys', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'xendit',
      XENDIT_SECRET_KEY: 'xnd_development_x',
      XENDIT_CALLBACK_TOKEN: 'token',
      DOMAIN_PROVIDER: 'rdap',
      DNS_PROVIDER: 'resolver',
      DNS_SERVERS: '127.0.0.1:5353, 1.1.1.1',
      PLATFORM_IPV4: '203.0.113.10',
    });
    expect(config.payment.xendit).toEqual({
      secretKey: 'xnd_development_x',
      callbackToken: 'token',
      apiBase: 'https://api.xendit.co',
    });
    expect(config.dns.servers).toEqual(['127.0.0.1:5353', '1.1.1.1']);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'xendit', XENDIT_SECRET_KEY: 'x' })).toThrow(
      /XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN are required/,
    );
  });

  it('never falls back to the sandbox gateway in production, and needs the A record address to sell', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://webku.id',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    };
    const config = loadConfig(production);
    expect(config.payment.provider).toBeNull();
    expect(config.domains.provider).toBe('rdap');
    expect(config.dns.provider).toBe('resolver');
    const xendit = {
      ...production,
      PAYMENT_PROVIDER: 'xendit',
      XENDIT_SECRET_KEY: 'k',
      XENDIT_CALLBACK_TOKEN: 't',
    };
    expect(() => loadConfig(xendit)).toThrow(/PLATFORM_IPV4/);
    expect(loadConfig({ ...xendit, PLATFORM_IPV4: '203.0.113.10' }).payment.provider).toBe('xendit');
  });

  it('registers domains in the sandbox offline, never in production, and needs every Namecheap setting', () => {
    expect(loadConfig({}).registrar).toMatchObject({ provider: 'sandbox', namecheap: null });
    const production = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://webku.id',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(production).registrar.provider).toBeNull();
    expect(() => loadConfig({ ...production, REGISTRAR_PROVIDER: 'sandbox' })).toThrow(
      /REGISTRAR_PROVIDER=sandbox is not allowed in production/,
    );
    expect(() => loadConfig({ REGISTRAR_PROVIDER: 'namecheap', NAMECHEAP_API_USER: 'webku' })).toThrow(
      /NAMECHEAP_API_KEY, NAMECHEAP_CLIENT_IP, REGISTRAR_CONTACT_FIRST_NAME, .*REGISTRAR_CONTACT_EMAIL required/,
    );
    expect(() => loadConfig({ REGISTRAR_CONTACT_PHONE: '0812345678' })).toThrow(/REGISTRAR_CONTACT_PHONE/);
    const namecheap = loadConfig({
      REGISTRAR_PROVIDER: 'namecheap',
      NAMECHEAP_API_USER: 'webku',
      NAMECHEAP_API_KEY: 'key',
      NAMECHEAP_CLIENT_IP: '203.0.113.5',
      REGISTRAR_CONTACT_FIRST_NAME: 'Webku',
      REGISTRAR_CONTACT_LAST_NAME: 'Domains',
      REGISTRAR_CONTACT_ADDRESS: 'Jl. Braga 10',
      REGISTRAR_CONTACT_CITY: 'Bandung',
      REGISTRAR_CONTACT_PROVINCE: 'Jawa Barat',
      REGISTRAR_CONTACT_POSTAL_CODE: '40111',
      REGISTRAR_CONTACT_PHONE: '+62.81234567890',
      REGISTRAR_CONTACT_EMAIL: 'domains@webku.id',
    }).registrar;
    expect(namecheap.namecheap).toMatchObject({
      apiUrl: 'https://api.namecheap.com/xml.response',
      userName: 'webku',
      contact: { country: 'ID', phone: '+62.81234567890' },
    });
  });

  it('names a malformed subscription setting', () => {
    expect(() => loadConfig({ PLATFORM_IPV4: '300.1.1.1' })).toThrow(/PLATFORM_IPV4/);
    expect(() => loadConfig({ DNS_SERVERS: 'dns.google' })).toThrow(/DNS_SERVERS/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('listens on loopback outside production and on every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://webku.id',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });

  it('offers the development sign-in only on loopback, unless DEV_SIGN_IN=true', () => {
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(loadConfig({ HOST }).devSignIn, HOST).toBe(true);
    }
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'webku.lan']) {
      expect(loadConfig({ HOST }).devSignIn, HOST).toBe(false);
      expect(loadConfig({ HOST, DEV_SIGN_IN: 'true' }).devSignIn, HOST).toBe(true);
    }
    expect(loadConfig({ DEV_SIGN_IN: 'false' }).devSignIn).toBe(false);
    expect(
      loadConfig({ HOST: '0.0.0.0', DEV_SIGN_IN: 'true', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' })
        .devSignIn,
    ).toBe(false);
    expect(() => loadConfig({ DEV_SIGN_IN: 'maybe' })).toThrow(/DEV_SIGN_IN/);
  });

  it('refuses to start in production with DEV_SIGN_IN=true or the sandbox payment gateway', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://webku.id',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      PLATFORM_IPV4: '203.0.113.10',
    };
    expect(() => loadConfig({ ...production, DEV_SIGN_IN: 'true' })).toThrow(
      /DEV_SIGN_IN=true is not allowed in production/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER=sandbox is not allowed in production/,
    );
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).payment.provider).toBe('sandbox');
  });
});
