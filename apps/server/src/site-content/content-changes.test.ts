import { companies, eq, openDedicatedConnection } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { useDbWithCompany } from '../../../../tests/support/server/db-with-company';
import { CONTENT_CHANNEL, ContentChanges, parseChange, recordContentChange } from './content-changes';
import { createSiteContent } from './site-content';

const fx = useDbWithCompany('Kopi Sari', 'kopi-sari');
const onPostgres = Boolean(process.env.DATABASE_URL);

const version = async () =>
  (await fx.handle.db.select().from(companies).where(eq(companies.id, fx.companyId)))[0]!.content_version;

describe('content version', () => {
  it('is bumped by a content write, in its transaction, and not by one that rolled back', async () => {
    const content = createSiteContent(fx.handle.db, new ContentChanges());
    const before = await version();
    await content.oneRowSections.hero!.service.save(fx.companyId, { tagline: 'Kopi pagi' });
    expect(await version()).toBe(before + 1);
    // A write that fails (an unknown category) leaves the version as it was.
    await expect(
      content.menuItems.create(fx.companyId, { category_id: 999_999, name: 'Es kopi' } as never),
    ).rejects.toThrow('Kategori tidak ditemukan');
    await expect(
      fx.handle.db.transaction(async (tx) => {
        await recordContentChange(tx, fx.companyId);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before + 1);
  });
});

describe('content changes of one process', () => {
  it("react to other instances' changes and skip their own, which they reacted to after commit", async () => {
    const changes = new ContentChanges();
    const seen: number[] = [];
    changes.onChange((id) => void seen.push(id));
    await changes.received({ companyId: fx.companyId, version: 7, origin: 'another' });
    await changes.received({ companyId: fx.companyId, version: 8, origin: changes.origin });
    expect(seen).toEqual([fx.companyId]);
  });

  it('after a lost connection, drop the companies whose version moved on, and only those', async () => {
    const changes = new ContentChanges();
    const seen: number[] = [];
    let resyncs = 0;
    changes.onChange((id) => void seen.push(id));
    changes.onResync(() => resyncs++);
    changes.observe(fx.companyId, await version());
    await changes.resync(fx.handle.db);
    expect(seen).toEqual([]);
    // Another instance wrote while this one was not listening.
    await fx.handle.db.transaction((tx) => recordContentChange(tx, fx.companyId, 'another'));
    await changes.resync(fx.handle.db);
    expect(seen).toEqual([fx.companyId]);
    expect(resyncs).toBe(2);
  });

  it('reads the payload of a notification', () => {
    expect(parseChange('12:40:abc')).toEqual({ companyId: 12, version: 40, origin: 'abc' });
    expect(parseChange('x:1')).toBeNull();
  });
});

describe.skipIf(!onPostgres)('NOTIFY on PostgreSQL', () => {
  it('is delivered at commit with the new version, never for a rolled-back write', async () => {
    const listener = openDedicatedConnection(fx.handle.url!, 'content-changes-test');
    const received: string[] = [];
    listener.on('notification', (message) => received.push(message.payload ?? ''));
    await listener.connect();
    await listener.query(`LISTEN ${CONTENT_CHANNEL}`);
    try {
      await expect(
        fx.handle.db.transaction(async (tx) => {
          await recordContentChange(tx, fx.companyId, 'test');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');

      let inside = 0;
      await fx.handle.db.transaction(async (tx) => {
        inside = (await recordContentChange(tx, fx.companyId, 'test'))!;
        // Not visible elsewhere, and not announced, until the transaction commits.
        expect(await version()).toBe(inside - 1);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(received).toEqual([]);
      });
      for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      // Notifications arrive in commit order: the committed one alone proves the rolled-back one never left.
      expect(received).toEqual([`${fx.companyId}:${inside}:test`]);
      expect(await version()).toBe(inside);
    } finally {
      await listener.end();
    }
  });
});
