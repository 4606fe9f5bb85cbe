export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

const PROFILES: Record<SocialNetwork, { prefix: string; example: string }> = {
  instagram: { prefix: 'https://www.instagram.com/', example: 'instagram.com/kopisenja' },
  facebook: { prefix: 'https://www.facebook.com/', example: 'facebook.com/kopisenja' },
  tiktok: { prefix: 'https://www.tiktok.com/@', example: 'tiktok.com/@kopisenja' },
};

// Account names on these networks: letters, digits, '_' and '.', at most 30 characters.
const HANDLE = /^@([A-Za-z0-9_.]{1,30})$/;

/** '@kopisenja' becomes the account's profile address on that network; anything else stays as typed. */
export function socialHandleToUrl(value: string, network: SocialNetwork): string {
  const handle = HANDLE.exec(value)?.[1];
  return handle ? `${PROFILES[network].prefix}${handle}` : value;
}

/** How an address on this network is written, for messages and hints. */
export function socialProfileExample(network: SocialNetwork): string {
  return PROFILES[network].example;
}
