import { describe, expect, it } from 'vitest';
import { adminClient } from '../support/server/owner-with-site';
import { openAdmin, useAdminSite } from './support/admin';

// The owner's lists at 390 px with a 120-character unbroken word in every name and description.
const word = (length = 120) => 'Rendangdagingsapibumbupadangasli'.repeat(5).slice(0, length);
const ctx = useAdminSite('Kopi Panjang');

type Row = Record<string, unknown> & { id: number };

async function fillLists() {
  const api = adminClient(ctx.t, ctx.owner.token);
  const patch: Record<string, (row: Row) => Record<string, unknown>> = {
    'menu/categories': () => ({ name: word(80) }),
    'menu/items': () => ({ name: word(), description: word() }),
    merchandise: () => ({ name: word(), description: word() }),
    news: () => ({ title: word(), category: word(60), description: word() }),
    stores: () => ({ name: word(), address: word(), city: word(80) }),
  };
  for (const [collection, change] of Object.entries(patch)) {
    const rows = (await api.get<Row[]>(`/admin/${collection}`)).data;
    for (const { id, ...rest } of rows) {
      const res = await api.put(`/admin/${collection}/${id}`, { ...rest, ...change({ id, ...rest }) });
      expect(res.status, `${collection} ${id}`).toBeLessThan(300);
    }
  }
}

describe('admin lists with long words', () => {
  it.each(['menu', 'merchandise', 'news', 'stores'])('%s has no sideways scroll at 390 px', async (list) => {
    if (list === 'menu') await fillLists();
    const page = await openAdmin(ctx, list, 390);
    await page.locator('main').getByText(word(40)).first().waitFor({ state: 'attached' });
    const size = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(size[0], list).toBeLessThanOrEqual(size[1]!);
    await page.context().close();
  });
});
