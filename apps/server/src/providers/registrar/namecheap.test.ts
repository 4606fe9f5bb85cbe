import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeNamecheap, startFakeNamecheap } from '../../../../../tests/fakes/namecheap-server';
import { namecheapOptionsFor } from '../../../../../tests/support/server/namecheap-options';
import { type NamecheapOptions, NamecheapRegistrar } from './namecheap';
import { RegistrarError } from './registrar-provider';

let namecheap: FakeNamecheap;
let options: NamecheapOptions;
let registrar: NamecheapRegistrar;
beforeAll(async () => {
  namecheap = await startFakeNamecheap();
  options = namecheapOptionsFor(namecheap, 1_500);
  registrar = new NamecheapRegistrar(options);
});
afterAll(() => namecheap.close());
beforeEach(() => {
  namecheap.requests.length = 0;
  namecheap.clearReplies();
});

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistrarError);
  return { failure: (error as RegistrarError).failure, message: (error as RegistrarError).message };
};

describe('Namecheap registrar adapter (against a local fake of the XML API)', () => {
  it('registers with the global parameters and the four contacts, then finds the name in the account', async () => {
    expect(await registrar.lookup('kopisenja.com')).toEqual({ status: 'free' });
    expect(namecheap.requests.map((r) => r.command)).toEqual([
      'namecheap.domains.getinfo',
      'namecheap.domains.check',
    ]);
    const order = await registrar.register('kopisenja.com', 1);
    expect(order.orderId).toMatch(/^\d+$/);
    const create = namecheap.requests.at(-1)!;
    expect(create.command).toBe('namecheap.domains.create');
    expect(create.params).toMatchObject({
      ApiUser: 'webku',
      ApiKey: namecheap.apiKey,
      UserName: 'webku',
      ClientIp: namecheap.clientIp,
      DomainName: 'kopisenja.com',
      Years: '1',
      AddFreeWhoisguard: 'yes',
      WGEnabled: 'yes',
      RegistrantFirstName: 'Webku',
      TechPhone: '+62.81234567890',
      AdminCity: 'Bandung',
      AuxBillingEmailAddress: 'domains@webku.test',
    });
    const found = await registrar.lookup('kopisenja.com');
    expect(found.status).toBe('ours');
    const expiresAt = (found as { expiresAt: Date }).expiresAt;
    expect(expiresAt.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
  });

  it('answers a duplicate registration with "taken" while the name is ours, and charges once', async () => {
    await registrar.register('duakali.com', 1);
    expect(await failureOf(registrar.register('duakali.com', 1))).toMatchObject({
      failure: 'taken',
      message: expect.stringContaining('3019166 Domain not available'),
    });
    expect(await registrar.lookup('duakali.com')).toMatchObject({ status: 'ours' });
    expect(namecheap.charges.filter((c) => c.domain === 'duakali.com')).toHaveLength(1);
  });

  it("tells someone else's name from a free one", async () => {
    namecheap.registerElsewhere('kopikenangan.com');
    expect(await registrar.lookup('kopikenangan.com')).toEqual({ status: 'taken' });
    expect(await failureOf(registrar.register('kopikenangan.com', 1))).toMatchObject({ failure: 'taken' });
  });

  it('sets the hosts with SLD, TLD and numbered records', async () => {
    await registrar.register('arahkan.com', 1);
    await registrar.setHosts('arahkan.com', [
      { host: '@', type: 'A', value: '203.0.113.10' },
      { host: 'www', type: 'CNAME', value: 'webku.test' },
    ]);
    expect(namecheap.requests.at(-1)!.params).toMatchObject({
      Command: 'namecheap.domains.dns.setHosts',
      SLD: 'arahkan',
      TLD: 'com',
      HostName1: '@',
      RecordType1: 'A',
      Address1: '203.0.113.10',
      HostName2: 'www',
      RecordType2: 'CNAME',
      Address2: 'webku.test',
    });
    expect(namecheap.name('arahkan.com')!.hosts.map((h) => `${h.name} ${h.type} ${h.address}`)).toEqual([
      '@ A 203.0.113.10',
      'www CNAME webku.test',
    ]);
    expect(await failureOf(registrar.setHosts('belumada.com', []))).toMatchObject({ failure: 'rejected' });
  });

  it('renews a name of the account by a year', async () => {
    await registrar.register('perpanjang.com', 1);
    const before = (await registrar.lookup('perpanjang.com')) as { expiresAt: Date };
    await registrar.renew('perpanjang.com', 1);
    const after = (await registrar.lookup('perpanjang.com')) as { expiresAt: Date };
    expect(after.expiresAt.getUTCFullYear()).toBe(before.expiresAt.getUTCFullYear() + 1);
    expect(namecheap.requests.find((r) => r.command === 'namecheap.domains.renew')!.params).toMatchObject({
      DomainName: 'perpanjang.com',
      Years: '1',
    });
  });

  it('reads error answers: the request refused is final, account and server trouble may pass', async () => {
    namecheap.reply({ error: { number: '2015182', text: 'Contact phone is invalid' } });
    expect(await failureOf(registrar.register('telepon.com', 1))).toMatchObject({
      failure: 'rejected',
      message: expect.stringContaining('2015182 Contact phone is invalid'),
    });
    const wrongKey = new NamecheapRegistrar({ ...options, apiKey: 'wrong' });
    expect(await failureOf(wrongKey.lookup('a.com'))).toMatchObject({
      failure: 'unreachable',
      message: expect.stringContaining('1011102'),
    });
    namecheap.reply({ error: { number: '3050900', text: 'Unknown response from provider' } });
    expect(await failureOf(registrar.register('hulu.com', 1))).toMatchObject({ failure: 'unreachable' });
    namecheap.reply({ status: 503 });
    expect(await failureOf(registrar.lookup('a.com'))).toMatchObject({
      failure: 'unreachable',
      message: expect.stringContaining('HTTP 503'),
    });
    namecheap.reply({ body: '<html>maintenance</html>' });
    expect(await failureOf(registrar.lookup('a.com'))).toMatchObject({ failure: 'unreachable' });
    namecheap.reply({ body: `<ApiResponse Status="OK">${'x'.repeat(70_000)}</ApiResponse>` });
    expect(await failureOf(registrar.lookup('a.com'))).toMatchObject({
      failure: 'unreachable',
      message: expect.stringContaining('bytes'),
    });
    expect(await failureOf(registrar.register('kopi.co.id', 1))).toMatchObject({ failure: 'rejected' });
  });

  it('reports a slow answer as unreachable, and a registration whose answer was lost is found as ours', async () => {
    namecheap.reply({ delayMs: 3_000, apply: true });
    const started = Date.now();
    expect(await failureOf(registrar.register('lambat.com', 1))).toMatchObject({
      failure: 'unreachable',
      message: expect.stringContaining('no answer within 1500 ms'),
    });
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(await registrar.lookup('lambat.com')).toMatchObject({ status: 'ours' });
    expect(await failureOf(registrar.register('lambat.com', 1))).toMatchObject({ failure: 'taken' });
    expect(namecheap.charges.filter((c) => c.domain === 'lambat.com')).toHaveLength(1);
  });
});
