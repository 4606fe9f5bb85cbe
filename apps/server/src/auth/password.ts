import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

// Format: scrypt$<salt b64url>$<hash b64url>, using Node's scrypt defaults (N=16384, r=8, p=1).
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

type StoredHash = { salt: Buffer; hash: Buffer };

function parseHash(stored: string | null): StoredHash | null {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return { salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

// Hashed against when there is no password to check (unknown e-mail, Google-only account), so the
// answer takes as long as for a real account and does not tell which e-mails exist.
const DUMMY = parseHash(
  'scrypt$DBp2bYXaoVkPsp3AAr3mIA$Y9E0HWoIjXKNFQ6o6gvKtTwhc9z2lwrj78pbceqwx5ytI5Ek0QsdhjbLL-SB9GzK4voIBmXMfqFpMWmI9Xw9mA',
)!;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const real = parseHash(stored);
  const { salt, hash } = real ?? DUMMY;
  const actual = await scryptAsync(password.normalize('NFKC'), salt, hash.length);
  return real !== null && actual.length === hash.length && timingSafeEqual(actual, hash);
}
