import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
