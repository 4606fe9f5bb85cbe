export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

const PROFILES: Record<SocialNetwork, { prefix: string; example: string; hosts: RegExp }> = {
  instagram: {
    prefix: 'https://www.instagram.com/',
    example: 'instagram.com/kopisenja',
    hosts: /(?:^|\.)(?:instagram\.com|instagr\.am)$/i,
  },
  facebook: {
    prefix: 'https://www.facebook.com/',
    example: 'facebook.com/kopisenja',
    hosts: /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me|fb\.watch)$/i,
  },
  tiktok: {
    prefix: 'https://www.tiktok.com/@',
    example: 'tiktok.com/@kopisenja',
    hosts: /(?:^|\.)tiktok\.com$/i,
  },
};

// Account names on these networks: letters, digits, '_' and '.', at most 30 characters.
const HANDLE = /^@([A-Za-z0-9_.]{1,30})$/;

/** '@kopisenja' becomes the account's profile address on that network; anything else stays as typed. */
export function socialHandleToUrl(value: string, network: SocialNetwork): string {
  const handle = HANDLE.exec(value)?.[1];
  return handle ? `${PROFILES[network].prefix}${handle}` : value;
}

/**
 * Whether a web address is on that network (its own domain, a subdomain such as m.facebook.com, or its
 * short links): the footer's Instagram icon must not open 'https://kopi.pagi', an account name typed
 * without its '@' and read as a web address, nor the owner's Facebook page.
 */
export function isOnNetwork(url: string, network: SocialNetwork): boolean {
  try {
    return PROFILES[network].hosts.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** How an address on this network is written, for messages and hints. */
export function socialProfileExample(network: SocialNetwork): string {
  return PROFILES[network].example;
}
