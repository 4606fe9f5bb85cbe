import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseBoxKey, SecretBox, SecretBoxError } from './secret-box';

const box = new SecretBox(randomBytes(32));
const keys = JSON.stringify({ server_key: 'SB-Mid-server-abcdefghijklmnop' });

describe('the owners’ gateway keys at rest', () => {
  it('open to what was sealed, and the sealed text holds nothing of the key', () => {
    const sealed = box.seal(keys, 7);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('abcdefghijklmnop');
    expect(box.open(sealed, 7)).toBe(keys);
    // A fresh IV each time: the same keys never seal to the same text.
    expect(box.seal(keys, 7)).not.toBe(sealed);
  });

  it('do not open for another company, under another secret, or once changed', () => {
    const sealed = box.seal(keys, 7);
    expect(() => box.open(sealed, 8)).toThrow(SecretBoxError);
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 7)).toThrow(SecretBoxError);
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 7)).toThrow(SecretBoxError);
    expect(() => box.open('v0.a.b.c', 7)).toThrow(/v1 format/);
  });

  it('read the server secret as 64 hex digits or base64, and refuse any other length', () => {
    const raw = randomBytes(32);
    expect(parseBoxKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(parseBoxKey(raw.toString('base64')).equals(raw)).toBe(true);
    expect(parseBoxKey(raw.toString('base64url')).equals(raw)).toBe(true);
    expect(() => parseBoxKey('too-short')).toThrow(/32 bytes/);
  });
});
