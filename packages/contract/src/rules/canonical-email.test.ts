import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './canonical-email';

describe('canonicalEmail', () => {
  it('trims and lowers the ASCII capitals only', () => {
    expect(canonicalEmail('  Siti@Example.ID ')).toBe('siti@example.id');
    expect(canonicalEmail('ban\u212A@example.com')).toBe('ban\u212A@example.com');
    expect(canonicalEmail('\u0130nfo@Example.com')).toBe('\u0130nfo@example.com');
    expect(canonicalEmail('Àgus@example.com')).toBe('Àgus@example.com');
  });
});
