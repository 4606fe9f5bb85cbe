import { QR_MAX_BYTES } from '@webku/contract';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';

// The contract's limit is what the QR kit's codes (level H) really hold, counted in UTF-8 bytes.
describe('what a printed QR code holds', () => {
  const code = (text: string) => QRCode.create(text, { errorCorrectionLevel: 'H' });

  it('holds QR_MAX_BYTES bytes of UTF-8 and not one more', () => {
    const ascii = 'a'.repeat(QR_MAX_BYTES);
    expect(code(ascii).version).toBe(40);
    expect(() => code(`${ascii}a`)).toThrow(/too big/);
    const wide = `${'é'.repeat((QR_MAX_BYTES - 1) / 2)}a`;
    expect(new TextEncoder().encode(wide).length).toBe(QR_MAX_BYTES);
    expect(code(wide).version).toBe(40);
    expect(() => code(`${wide}é`)).toThrow(/too big/);
  });
});
