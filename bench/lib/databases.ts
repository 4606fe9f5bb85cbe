import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDb } from '@webku/db';
import { withAdmin } from '../../tests/support/db/test-db';

export type Driver = 'pglite' | 'postgres';

// One throwaway database for a bench: an embedded PGlite directory, or a fresh PostgreSQL database.
// `env` is what a server process needs to use it; `open` connects from the bench process itself
// (for PGlite only while no server holds the directory).
export type BenchDatabase = {
  driver: Driver;
  dataDir: string;
  env: Record<string, string>;
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
};

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  try {
    await withAdmin(ADMIN_URL, (client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

export async function freshDatabase(driver: Driver, label: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `webku-${label}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (driver === 'pglite') {
    return {
      driver,
      dataDir,
      env: {},
      open: () => openDb({ driver: 'pglite', dataDir: join(dataDir, 'pglite') }),
      drop: async () => removeDir(),
    };
  }
  const name = `webku_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now() % 100_000}`;
  await withAdmin(ADMIN_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    driver,
    dataDir,
    env: { DATABASE_URL: url.toString() },
    open: () => openDb({ driver: 'postgres', url: url.toString(), poolSize: 4 }),
    drop: async () => {
      await withAdmin(ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeDir();
    },
  };
}
