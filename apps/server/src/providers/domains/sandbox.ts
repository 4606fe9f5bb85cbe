import type { DomainProvider } from './domain-provider';

// Well-known names that a demo should show as taken.
const TAKEN = new Set([
  'google.com',
  'facebook.com',
  'instagram.com',
  'tokopedia.com',
  'shopee.com',
  'gojek.com',
  'traveloka.com',
  'bukalapak.com',
  'kompas.com',
  'detik.com',
  'webku.com',
  'example.com',
]);

// Offline and deterministic: a name containing 'taken' or on the short list above is registered.
export function isSandboxTaken(domain: string): boolean {
  return domain.includes('taken') || TAKEN.has(domain);
}

export class SandboxDomainProvider implements DomainProvider {
  readonly name = 'sandbox';

  async isAvailable(domain: string): Promise<boolean> {
    return !isSandboxTaken(domain);
  }
}
