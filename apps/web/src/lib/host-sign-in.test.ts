import { describe, expect, it } from 'vitest';
import { hostSignInPath, hostSignInUrl } from './host-sign-in';

describe('host sign-in addresses', () => {
  it('points at the platform sign-in screen for this host', () => {
    expect(hostSignInUrl('http://localhost:4950', 'kopi-senja.localhost')).toBe(
      'http://localhost:4950/auth/host-sign-in?host=kopi-senja.localhost',
    );
    expect(hostSignInUrl('https://webku.id/', 'toko.id')).toBe(
      'https://webku.id/auth/host-sign-in?host=toko.id',
    );
  });

  it('has no address when the server named no platform', () => {
    expect(hostSignInUrl(null, 'toko.id')).toBeNull();
  });

  it('encodes the host it returns to after the Google round trip', () => {
    expect(hostSignInPath('a&b=c')).toBe('/auth/host-sign-in?host=a%26b%3Dc');
  });
});
