import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDb } from './client';

// Tests run on in-memory PGlite, or on a throwaway PostgreSQL database per file when DATABASE_URL is set.
// `url` lets a test open a second connection pool to the same database, as a second instance would.
export async function openTestDb(): Promise<DbHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDb({ driver: 'pglite' });
  const name = `webku_test_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ driver: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
