import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// The owners' gateway keys at rest: AES-256-GCM under the server's PAYMENT_KEYS_SECRET (32 bytes), a
// fresh 96-bit IV per seal, the company id bound in as additional data so a sealed value copied onto
// another company's row does not open. Stored as 'v1.<iv>.<tag>.<ciphertext>', each base64url.

const VERSION = 'v1';

export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

/** Reads PAYMENT_KEYS_SECRET: 32 bytes as 64 hex digits or as base64/base64url. */
export function parseBoxKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (key.length !== 32) {
    throw new SecretBoxError(
      'PAYMENT_KEYS_SECRET must be 32 bytes: 64 hex digits or 43-44 base64 characters',
    );
  }
  return key;
}

export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new SecretBoxError('The payment keys secret must be 32 bytes');
    this.#key = Buffer.from(key);
  }

  seal(plain: string, companyId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(`company:${companyId}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string, companyId: number): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new SecretBoxError('Sealed payment keys are not in the v1 format');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`company:${companyId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // A wrong secret, a changed value or another company's value: never say which.
      throw new SecretBoxError('Sealed payment keys do not open with this server secret');
    }
  }
}
