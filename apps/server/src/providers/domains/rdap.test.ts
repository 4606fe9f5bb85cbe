import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRdap, startFakeRdap } from '../../../../../tests/fakes/rdap-server';
import { CachedDomainProvider } from './cached';
import { DomainProviderError } from './domain-provider';
import { RdapDomainProvider } from './rdap';
import { SandboxDomainProvider } from './sandbox';

let rdap: FakeRdap;
let provider: RdapDomainProvider;
beforeAll(async () => {
  rdap = await startFakeRdap();
  rdap.register('kopikenangan.com');
  provider = new RdapDomainProvider({ baseUrl: rdap.baseUrl, timeoutMs: 300 });
});
afterAll(() => rdap.close());
beforeEach(() => {
  rdap.requests.length = 0;
});

describe('RDAP domain availability (against a local RFC 9083 fake)', () => {
  it('reads 404 as available and a domain object as registered', async () => {
    expect(await provider.isAvailable('kopisenja.com')).toBe(true);
    expect(await provider.isAvailable('kopikenangan.com')).toBe(false);
    expect(rdap.requests).toEqual(['/domain/kopisenja.com', '/domain/kopikenangan.com']);
  });

  it('never guesses: an error status, a timeout or a strange answer is an error', async () => {
    rdap.reply({ status: 500 });
    await expect(provider.isAvailable('a.com')).rejects.toThrow(/HTTP 500/);
    rdap.reply({ status: 429 });
    await expect(provider.isAvailable('a.com')).rejects.toThrow(DomainProviderError);
    rdap.reply({ status: 200, delayMs: 1_000 });
    await expect(provider.isAvailable('a.com')).rejects.toThrow(/no answer within 300 ms/);
    rdap.reply({ status: 200, body: { objectClassName: 'entity' } });
    await expect(provider.isAvailable('a.com')).rejects.toThrow(/unexpected object/);
  });

  it('remembers answers briefly, shares a lookup in flight, and never remembers a failure', async () => {
    let clock = 0;
    const cached = new CachedDomainProvider(provider, 60_000, 100, () => clock);
    const [first, second] = await Promise.all([
      cached.isAvailable('baru.com'),
      cached.isAvailable('baru.com'),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(await cached.isAvailable('baru.com')).toBe(true);
    expect(rdap.requests).toEqual(['/domain/baru.com']);
    clock = 61_000;
    await cached.isAvailable('baru.com');
    expect(rdap.requests).toHaveLength(2);

    rdap.reply({ status: 503 });
    await expect(cached.isAvailable('gagal.com')).rejects.toThrow(DomainProviderError);
    expect(await cached.isAvailable('gagal.com')).toBe(true);
  });

  it('has a deterministic offline sandbox', async () => {
    const sandbox = new SandboxDomainProvider();
    expect(await sandbox.isAvailable('kopisenja.com')).toBe(true);
    expect(await sandbox.isAvailable('sudahtaken.com')).toBe(false);
    expect(await sandbox.isAvailable('google.com')).toBe(false);
  });
});
