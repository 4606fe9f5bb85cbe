import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageContract } from '../../../../../tests/support/server/storage-contract';
import { LocalDiskStorage } from './local-disk';

const parent = mkdtempSync(join(tmpdir(), 'webku-disk-'));
const root = join(parent, 'root');

describe('local disk storage', () => {
  storageContract(() => new LocalDiskStorage(root));

  it('writes only under its root, even when a key looks like a sibling folder', async () => {
    writeFileSync(join(parent, 'secret.txt'), 'do not touch');
    const storage = new LocalDiskStorage(root);
    await expect(storage.get('../secret.txt')).rejects.toThrow();
    await expect(storage.delete('../secret.txt')).rejects.toThrow();
    await expect(new LocalDiskStorage(`${root}`).put('..', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(readdirSync(parent).sort()).toEqual(['root', 'secret.txt']);
  });
});
