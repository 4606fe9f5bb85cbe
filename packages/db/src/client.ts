import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export type DbHandle = {
  db: Db;
  driver: DbDriver;
  // PostgreSQL only: shared state beside Drizzle (rate limits) uses the same connections.
  pool?: pg.Pool;
  // PostgreSQL only: where a dedicated connection (LISTEN) connects.
  url?: string;
  close: () => Promise<void>;
};

export type DbOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  // dataDir undefined keeps the database in memory (tests); template starts it from a dumped data
  // directory (PGlite's dumpDataDir) instead of running initdb.
  | { driver: 'pglite'; dataDir?: string; template?: Blob };

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    // Idle connections killed by the server (a dropped test database, a restart) must not crash the process.
    pool.on('error', () => undefined);
    return { db: db as unknown as Db, driver: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // On its own thread, migrated there (pglite-thread.ts); drizzle talks to it as to PGlite itself.
  const client = await PgliteThread.open({ ...options, migrationsFolder });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

/** PostgreSQL only: a connection of its own, outside the pool, for LISTEN (a pooled one would be reused). */
export function openDedicatedConnection(url: string, applicationName: string): pg.Client {
  return new pg.Client({ connectionString: url, application_name: applicationName });
}
