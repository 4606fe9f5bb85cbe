import { request } from 'node:http';
import { serve } from '@hono/node-server';
import { type DbHandle, users } from '@webku/db';
import type { Logger } from 'pino';
import { createSession } from '../../../apps/server/src/auth/sessions';
import { loadConfig } from '../../../apps/server/src/config';
import { createHttpServer, httpServerOptions } from '../../../apps/server/src/http/server-options';
import { createLogger } from '../../../apps/server/src/logger';
import { buildWebku, type Webku } from '../../../apps/server/src/server';
import { openTestDb } from '../db/test-db';
import { freePort } from './free-port';

export type RawResponse = { status: number; headers: Record<string, string>; text: string };

export type TestServer = {
  url: string;
  webku: Webku;
  api: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>;
  signUp: (email?: string) => Promise<{ token: string; userId: number }>;
  // fetch() cannot set Host; this can, to reach Mode A (subdomains, custom domains).
  getAs: (host: string, path: string, headers?: Record<string, string>) => Promise<RawResponse>;
  close: () => Promise<void>;
};

// A real HTTP server on a loopback port, on PGlite (or PostgreSQL when DATABASE_URL is set). A given
// handle (another instance's database) stays open when the server closes; a given logger receives
// what the server logs (silent otherwise).
export async function startTestServer(
  env: Record<string, string> = {},
  options: { handle?: DbHandle; logger?: Logger } = {},
): Promise<TestServer> {
  const handle = options.handle ?? (await openTestDb());
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    DATA_DIR: '/tmp/webku-test-data',
    DEMO_SEED: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOB_POLL_MS: '200',
    // No view loads the field-speed script unless a test asks: a 1-in-10 draw would vary pages' weight.
    VITALS_SAMPLE: '0',
    ...env,
  });
  const webku = await buildWebku(config, options.logger ?? createLogger(config.logLevel), { handle });
  webku.runner.start();
  const server = serve({
    fetch: webku.app.fetch,
    hostname: '127.0.0.1',
    port,
    serverOptions: httpServerOptions(config),
    createServer: createHttpServer(webku.front, config),
  });
  const url = `http://localhost:${port}`;
  let counter = 0;
  return {
    url,
    webku,
    api: (path, { token, json, headers, ...init } = {}) =>
      fetch(`${url}${path}`, {
        ...init,
        headers: {
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string>),
        },
        body: json !== undefined ? JSON.stringify(json) : init.body,
      }),
    getAs: (host, path, headers = {}) => getWithHost(port, host, path, headers),
    signUp: async (email) => {
      counter += 1;
      const [user] = await webku.db
        .insert(users)
        .values({ name: `Owner ${counter}`, email: email ?? `owner${counter}-${port}@example.id` })
        .returning();
      return { token: await createSession(webku.db, user!.id, 3_600_000), userId: user!.id };
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await webku.close();
      if (!options.handle) await handle.close();
    },
  };
}

function getWithHost(port: number, host: string, path: string, headers: Record<string, string>) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
