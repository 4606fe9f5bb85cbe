import { describe, expect, it } from 'vitest';
import { inviteMessage, whatsappShareUrl } from './invite-message';

describe('the invitation message', () => {
  it('names the business, the role, the link and the address to sign in with', () => {
    const message = inviteMessage({
      business: 'Warung Bu Tini',
      email: 'rina@gmail.com',
      role: 'cashier',
      link: 'https://webku.id/warung-bu-tini/admin',
    });
    expect(message).toBe(
      'Halo! Anda saya undang ke tim Warung Bu Tini di Webku sebagai Kasir. Buka https://webku.id/warung-bu-tini/admin lalu masuk dengan Google memakai rina@gmail.com. Undangan berlaku 7 hari.',
    );
    const url = new URL(whatsappShareUrl(message));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(message);
  });
});
