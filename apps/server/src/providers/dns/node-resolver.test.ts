import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../../../../../tests/fakes/dns-server';
import { NodeResolverDnsChecker } from './node-resolver';

let dns: FakeDns;
let checker: NodeResolverDnsChecker;
beforeAll(async () => {
  dns = await startFakeDns();
  checker = new NodeResolverDnsChecker({
    ipv4: '203.0.113.10',
    cnameTarget: 'webku.id',
    servers: [dns.server],
    timeoutMs: 300,
  });
});
afterAll(() => dns.close());
beforeEach(() => {
  dns.clear();
  dns.setSilent(false);
});

describe('DNS pointing check with node:dns (against a local DNS server)', () => {
  it('is pointed when the apex has our A record and www is a CNAME to the platform host', async () => {
    dns.set('kopisenja.com', [{ type: 'A', data: '203.0.113.10' }]);
    dns.set('www.kopisenja.com', [{ type: 'CNAME', data: 'webku.id' }]);
    dns.set('webku.id', [{ type: 'A', data: '203.0.113.10' }]);
    const result = await checker.check('kopisenja.com');
    expect(result).toMatchObject({ pointed: true, failed: false });
    expect(result.detail).toContain('CNAME webku.id');
  });

  it('accepts a missing www, or a www with our A record', async () => {
    dns.set('tanpawww.com', [{ type: 'A', data: '203.0.113.10' }]);
    expect((await checker.check('tanpawww.com')).pointed).toBe(true);
    dns.set('www.tanpawww.com', [{ type: 'A', data: '203.0.113.10' }]);
    expect((await checker.check('tanpawww.com')).pointed).toBe(true);
  });

  it('is not pointed without records, with another address, or with www elsewhere', async () => {
    expect(await checker.check('belumada.com')).toMatchObject({ pointed: false, failed: false });
    dns.set('lain.com', [{ type: 'A', data: '198.51.100.7' }]);
    expect(await checker.check('lain.com')).toMatchObject({ pointed: false, failed: false });
    dns.set('campur.com', [
      { type: 'A', data: '203.0.113.10' },
      { type: 'A', data: '198.51.100.7' },
    ]);
    expect((await checker.check('campur.com')).pointed).toBe(false);
    dns.set('wwwlain.com', [{ type: 'A', data: '203.0.113.10' }]);
    dns.set('www.wwwlain.com', [{ type: 'CNAME', data: 'parkir.registrar.example' }]);
    const wrong = await checker.check('wwwlain.com');
    expect(wrong).toMatchObject({ pointed: false, failed: false });
    expect(wrong.detail).toContain('CNAME parkir.registrar.example');
  });

  it('reports a resolver that does not answer as a failure, not as an answer', async () => {
    dns.set('kopisenja.com', [{ type: 'A', data: '203.0.113.10' }]);
    dns.setSilent(true);
    const started = Date.now();
    const result = await checker.check('kopisenja.com');
    expect(result).toMatchObject({ pointed: false, failed: true });
    expect(result.detail).toMatch(/DNS timeout after 300 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
