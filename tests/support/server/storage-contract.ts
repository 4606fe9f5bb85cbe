import { expect, it } from 'vitest';
import type { StorageProvider } from '../../../apps/server/src/providers/storage/storage-provider';

const text = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer());

// The behaviour every StorageProvider must show; each adapter's test file runs it.
export function storageContract(make: () => StorageProvider) {
  it('puts, stats, gets and deletes an object', async () => {
    const storage = make();
    await storage.put('companies/1/general/a.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
    const info = await storage.stat('companies/1/general/a.jpg');
    expect(info).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    const object = await storage.get('companies/1/general/a.jpg');
    expect((await text(object!.body)).toString()).toBe('jpeg-bytes');
    await storage.delete('companies/1/general/a.jpg');
    expect(await storage.get('companies/1/general/a.jpg')).toBeNull();
    expect(await storage.stat('companies/1/general/a.jpg')).toBeNull();
    await storage.delete('companies/1/general/a.jpg'); // missing: not an error
  });

  it('sums and deletes by prefix without touching a neighbour', async () => {
    const storage = make();
    await storage.put('companies/2/general/a.webp', Buffer.alloc(100), 'image/webp');
    await storage.put('companies/2/menu/b.png', Buffer.alloc(50), 'image/png');
    await storage.put('companies/22/general/c.png', Buffer.alloc(7), 'image/png');
    expect(await storage.usage('companies/2/')).toBe(150);
    expect(await storage.deletePrefix('companies/2/')).toBe(2);
    expect(await storage.usage('companies/2/')).toBe(0);
    expect(await storage.usage('companies/22/')).toBe(7);
  });

  it('refuses keys that could leave their folder', async () => {
    const storage = make();
    for (const key of [
      '../x.jpg',
      'companies/1/../../x.jpg',
      '/etc/passwd',
      'a//b.jpg',
      'a\\b.jpg',
      'a\0.jpg',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Refused storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Refused storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Refused storage key/);
    }
    await expect(storage.deletePrefix('companies/1/..')).rejects.toThrow(/Refused storage key/);
    await expect(storage.usage('companies')).rejects.toThrow(/Refused storage key/);
  });
}
