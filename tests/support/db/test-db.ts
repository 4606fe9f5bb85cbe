import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DbHandle, migrationsFolder, openDb } from '@webku/db';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

// Tests run on in-memory PGlite, or on a throwaway PostgreSQL database per file when DATABASE_URL is set.
// `url` lets a test open a second connection pool to the same database, as a second instance would.
export async function openTestDb(): Promise<DbHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDb({ driver: 'pglite', template: await migratedTemplate() });
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

// initdb and the migrations cost seconds per test file; a data directory dumped once after them loads in
// a fraction of that. The dump is kept in the temporary directory under the hash of the migrations and
// the PGlite version, so a new migration or upgrade makes a new one; concurrent workers each write their
// own file and rename it into place, so a reader never sees half a dump.
function templatePath(): string {
  const hash = createHash('sha256');
  // The version @webku/db pins (exactly) stands for PGlite's data directory format.
  const manifest = JSON.parse(
    readFileSync(new URL('../../../packages/db/package.json', import.meta.url), 'utf8'),
  ) as {
    dependencies: Record<string, string>;
  };
  hash.update(manifest.dependencies['@electric-sql/pglite'] ?? '');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files.filter((name) => name.endsWith('.sql') || name.endsWith('.json'))) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return join(tmpdir(), `webku-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

let template: Promise<Blob> | undefined;

function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const path = templatePath();
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      const client = new PGlite();
      await migrate(drizzle({ client }), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      await client.close();
      const bytes = Buffer.from(await dump.arrayBuffer());
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, bytes);
      renameSync(partial, path);
      return new Blob([bytes]);
    }
  })();
  return template;
}
