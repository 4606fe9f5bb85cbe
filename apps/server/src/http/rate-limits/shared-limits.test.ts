import { openDb, sql } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import { expectTooMany } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

const onPostgres = Boolean(process.env.DATABASE_URL);

// Two instances, each with its own connection pool, on one PostgreSQL database (PGlite is one process).
describe.skipIf(!onPostgres)('rate limits shared by instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let closeDatabase: () => Promise<void>;
  beforeAll(async () => {
    const first = await openTestDb();
    const second = await openDb({ driver: 'postgres', url: first.url!, poolSize: 2 });
    closeDatabase = async () => {
      await second.close();
      await first.close();
    };
    const env = { RATE_LIMIT_SIGN_IN_URL: '4/1m' };
    a = await startTestServer(env, { handle: first });
    b = await startTestServer(env, { handle: second });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await closeDatabase?.();
  });

  const ask = (server: TestServer) =>
    server.api('/api/auth/google-auth-url', {
      method: 'POST',
      json: { redirect_url: `${server.url}/auth/callback` },
    });

  it('counts requests to either instance against one limit', async () => {
    for (const server of [a, b, a, b]) expect((await ask(server)).status).toBe(200);
    await expectTooMany(await ask(a), /^Terlalu banyak permintaan masuk dengan Google\./);
    await expectTooMany(await ask(b), /^Terlalu banyak permintaan masuk dengan Google\./);
    // One row in the shared table, not one count per process.
    const result = (await a.webku.db.execute(
      sql`select key from rate_limits where key like 'signInUrl%'`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toHaveLength(1);
  });
});
