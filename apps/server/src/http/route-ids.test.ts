import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useOwnerWithSite } from '../../../../tests/support/server/owner-with-site';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('route ids', () => {
  it("are read by the one parser: no route turns ':id' into a number by itself", () => {
    const own = sources(SRC).filter(
      (path) =>
        !path.endsWith('admin-handlers.ts') &&
        /(?:Number|parseInt)\(\s*c\.req\.param\(/.test(readFileSync(path, 'utf8')),
    );
    expect(own.map((path) => relative(SRC, path))).toEqual([]);
  });

  const ctx = useOwnerWithSite();
  it.each([
    ['POST', '/admin/data/restore-points/2147483648/restore'],
    ['POST', '/admin/data/restore-points/99999999999999999999/restore'],
    ['PUT', '/admin/menu/items/2147483648'],
    ['DELETE', '/admin/stores/9007199254740993'],
    ['GET', '/admin/subscriptions/invoice/2147483648'],
    ['POST', '/admin/data/restore-points/0/restore'],
  ])('%s %s beyond the id column is a 404 with a message', async (method, path) => {
    const res = await ctx.t.api(`/api${path}`, {
      method,
      token: ctx.owner.token,
      json: method === 'PUT' ? {} : undefined,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Data tidak ditemukan' });
  });
});
