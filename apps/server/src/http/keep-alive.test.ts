import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

type Answer = { status: number; reusedSocket: boolean };

// One request on a keep-alive agent holding a single socket, as browsers and proxies reuse connections.
function send(
  agent: Agent,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
) {
  const { port } = new URL(t.url);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...headers, 'content-length': String(body?.length ?? 0) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
      },
    );
    // Writing the rest of a refused body may fail after the answer came; only the answer matters.
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

let t: TestServer;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  owner = { authorization: `Bearer ${(await t.signUp()).token}` };
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('a keep-alive connection', () => {
  it.each([
    ['a JSON body over the limit', 'PUT', '/api/admin/hero', 3_000_000, true, 413],
    ['a larger JSON body over the limit', 'PUT', '/api/admin/hero', 4_000_000, true, 413],
    ['a body sent without a session', 'POST', '/api/admin/hero', 500_000, false, 401],
    ['an upload sent without a session', 'POST', '/api/admin/upload/images', 4_000_000, false, 401],
  ])(
    'serves the next request after %s was refused unread',
    async (_name, method, path, size, signedIn, status) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const headers = { ...json, ...(signedIn ? owner : {}) };
      expect((await send(agent, method, path, Buffer.alloc(size, 'a'), headers)).status).toBe(status);
      expect((await send(agent, 'GET', '/healthz')).status).toBe(200);
      agent.destroy();
    },
  );

  it('is reused for the next request when the body was read', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await send(agent, 'PUT', '/api/admin/hero', Buffer.from('{}'), { ...json, ...owner });
    expect(await send(agent, 'GET', '/healthz')).toEqual({ status: 200, reusedSocket: true });
    agent.destroy();
  });
});
