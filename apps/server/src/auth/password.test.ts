import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

describe('password hashes', () => {
  it('accept only the password they were made from, in any Unicode form', async () => {
    const stored = await hashPassword('Rahasia-123');
    expect(stored).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Rahasia-123', stored)).toBe(true);
    // Full-width letters and digits are the same password after NFKC.
    expect(await verifyPassword('Ｒａｈａｓｉａ-１２３', stored)).toBe(true);
    expect(await verifyPassword('Rahasia-124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await hashPassword('Rahasia-123')).not.toBe(stored);
  });

  it('refuse every password for an account without one or with a hash of another scheme or shape', async () => {
    const password = 'Rahasia-123';
    const [, salt, hash] = (await hashPassword(password)).split('$');
    const unsalted = (await scryptAsync(password, Buffer.alloc(0), 64)).toString('base64url');
    for (const stored of [null, '', `argon2$${salt}$${hash}`, `scrypt$$${unsalted}`, `scrypt$${salt}$`]) {
      expect(await verifyPassword(password, stored), String(stored)).toBe(false);
    }
  });
});
