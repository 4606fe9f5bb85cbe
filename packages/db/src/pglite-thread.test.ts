import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../tests/support/db/test-db';
import { type DbHandle, openDb } from './client';
import { pgErrorCode } from './errors';
import { eq, sql } from './index';
import { companies, users } from './schema/index';

// The embedded database on its own thread (pglite-thread.ts) behaves as PGlite did in this thread.
describe('PGlite on its own thread', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb();
  });
  afterAll(() => handle.close());

  const owner = async (email: string) =>
    (await handle.db.insert(users).values({ name: 'Pemilik', email }).returning())[0]!;

  it('rolls back a transaction whose callback throws, and only the savepoint of a nested one', async () => {
    const user = await owner('tx@example.id');
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.insert(companies).values({ owner_user_id: user.id, name: 'Hilang', slug: 'hilang' });
        throw new Error('batal');
      })
      .catch((error: unknown) => error);
    expect((failed as Error).message).toBe('batal');
    expect(await handle.db.select().from(companies).where(eq(companies.slug, 'hilang'))).toEqual([]);

    await handle.db.transaction(async (tx) => {
      await tx.insert(companies).values({ owner_user_id: user.id, name: 'Tetap', slug: 'tetap' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(companies).values({ owner_user_id: user.id, name: 'Dalam', slug: 'dalam' });
          throw new Error('batal di dalam');
        })
        .catch(() => undefined);
    });
    const slugs = (await handle.db.select({ slug: companies.slug }).from(companies)).map((row) => row.slug);
    expect(slugs).toContain('tetap');
    expect(slugs).not.toContain('dalam');
  });

  it('keeps a statement from outside waiting until the open transaction commits', async () => {
    const user = await owner('wait@example.id');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(companies).values({ owner_user_id: user.id, name: 'Antre', slug: 'antre' });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = handle.db.select().from(companies).where(eq(companies.slug, 'antre'));
    release();
    await transaction;
    expect(await outside).toHaveLength(1);
  });

  it('hands database errors over with their SQLSTATE code and constraint', async () => {
    const user = await owner('dup@example.id');
    await handle.db.insert(companies).values({ owner_user_id: user.id, name: 'Satu', slug: 'satu' });
    const error = await handle.db
      .insert(companies)
      .values({ owner_user_id: user.id, name: 'Satu', slug: 'satu' })
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23505');
    expect((error as { cause?: { constraint?: string } }).cause?.constraint).toMatch(/slug/);
    // Inside a transaction too, and pg_notify (which nobody hears on PGlite) is harmless there.
    const inTx = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('webku_content', 'x')`);
        await tx.execute(sql`select 1/0`);
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(inTx)).toBe('22012');
  });

  it('hands bytea over byte for byte, both ways', async () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from([0, 16, 255]),
      randomBytes(3000),
      randomBytes(100_000),
    ]) {
      const result = await handle.db.execute(
        sql`select ${bytes}::bytea as bytes, encode(${bytes}::bytea, 'hex') as hex`,
      );
      const row = (result as unknown as { rows: { bytes: Uint8Array; hex: string }[] }).rows[0]!;
      expect(row.hex).toBe(bytes.toString('hex'));
      expect(Buffer.from(row.bytes)).toEqual(bytes);
    }
  });

  it('keeps as text exactly the types each statement asks for', async () => {
    if (handle.driver !== 'pglite') return;
    const client = (handle.db as unknown as { $client: Pick<PGlite, 'query'> }).$client;
    const at = "select '2030-01-02 03:04:05+00'::timestamptz as at, '2030-01-02'::date as day";
    const read = async (parsers?: ParserOptions) =>
      (await client.query<{ at: unknown; day: unknown }>(at, [], parsers && { parsers })).rows[0];
    const asText = (value: unknown) => value;
    // As drizzle asks for every statement, then others, then none, then as drizzle again.
    expect(await read({ 1184: asText, 1082: asText })).toEqual({
      at: '2030-01-02 03:04:05+00',
      day: '2030-01-02',
    });
    expect(await read({ 1082: asText })).toEqual({ at: new Date('2030-01-02T03:04:05Z'), day: '2030-01-02' });
    expect(await read()).toEqual({
      at: new Date('2030-01-02T03:04:05Z'),
      day: new Date('2030-01-02T00:00:00Z'),
    });
    expect(await read({ 1184: asText, 1082: asText })).toEqual({
      at: '2030-01-02 03:04:05+00',
      day: '2030-01-02',
    });
  });

  it('runs a statement prepared once again after a rollback, a changed table and past those kept', async () => {
    const read = async (tx: Pick<DbHandle['db'], 'execute'> = handle.db) =>
      (await tx.execute(sql`select * from prepared_probe where id = ${1}`)) as unknown as {
        rows: Record<string, unknown>[];
      };
    await handle.db.execute(sql`create table prepared_probe (id int primary key, word text)`);
    await handle.db.execute(sql`insert into prepared_probe values (1, 'satu')`);
    expect((await read()).rows).toEqual([{ id: 1, word: 'satu' }]);
    // Prepared inside a transaction that rolls back, then run outside it.
    await handle.db
      .transaction(async (tx) => {
        expect((await read(tx)).rows).toEqual([{ id: 1, word: 'satu' }]);
        throw new Error('batal');
      })
      .catch(() => undefined);
    expect((await read()).rows).toEqual([{ id: 1, word: 'satu' }]);
    // The same text now returns another column: read again as it is now, not refused.
    await handle.db.execute(sql`alter table prepared_probe add column note text default 'baru'`);
    expect((await read()).rows).toEqual([{ id: 1, word: 'satu', note: 'baru' }]);
    // More distinct statements than the thread keeps prepared, then the first again.
    for (let i = 0; i < 300; i++) await handle.db.execute(sql.raw(`select ${i} as n`));
    expect((await read()).rows).toEqual([{ id: 1, word: 'satu', note: 'baru' }]);
    // A statement that fails at its first parse is not kept: corrected, the same text runs.
    await expect(handle.db.execute(sql`select * from prepared_later`)).rejects.toThrow();
    await handle.db.execute(sql`create table prepared_later (n int)`);
    expect(
      ((await handle.db.execute(sql`select * from prepared_later`)) as unknown as { rows: [] }).rows,
    ).toEqual([]);
    await handle.db.execute(sql`drop table prepared_probe, prepared_later`);
  });

  it('keeps serving this thread while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const started = Date.now();
      await handle.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
      const elapsed = Date.now() - started;
      // In this thread the engine would have blocked every timer until it was done.
      expect(elapsed).toBeGreaterThan(50);
      expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
    } finally {
      clearInterval(timer);
    }
  });
});

describe('an embedded database directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webku-pglite-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written after a close and opens again migrated', { timeout: 120_000 }, async () => {
    const first = await openDb({ driver: 'pglite', dataDir: dir });
    await first.db.insert(users).values({ name: 'Tersimpan', email: 'disk@example.id' });
    await first.close();
    const closed = await first.db
      .select()
      .from(users)
      .catch((e: unknown) => e);
    expect(((closed as Error).cause as Error).message).toMatch(/closed/);

    const again = await openDb({ driver: 'pglite', dataDir: dir });
    try {
      expect((await again.db.select().from(users)).map((user) => user.email)).toEqual(['disk@example.id']);
    } finally {
      await again.close();
    }
  });
});
