import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

// ULID-like: 10 time characters (names sort by upload time) and 16 random ones, lower case only.
export function newImageStem(now = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[rest % 32]! + time;
    rest = Math.floor(rest / 32);
  }
  const random = [...randomBytes(16)].map((b) => ALPHABET[b % 32]).join('');
  return time + random;
}
