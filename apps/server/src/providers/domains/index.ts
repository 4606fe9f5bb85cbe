import type { Config } from '../../config';
import { CachedDomainProvider } from './cached';
import type { DomainProvider } from './domain-provider';
import { RdapDomainProvider } from './rdap';
import { SandboxDomainProvider } from './sandbox';

export function createDomainProvider(
  config: Config['domains'],
  hooks: { fetch?: typeof fetch } = {},
): DomainProvider {
  const inner =
    config.provider === 'rdap'
      ? new RdapDomainProvider({
          baseUrl: config.rdapBaseUrl,
          timeoutMs: config.timeoutMs,
          fetch: hooks.fetch,
        })
      : new SandboxDomainProvider();
  return new CachedDomainProvider(inner, config.cacheMs);
}

export { CachedDomainProvider } from './cached';
export type { DomainProvider } from './domain-provider';
export { DomainProviderError } from './domain-provider';
export { RdapDomainProvider } from './rdap';
export { SandboxDomainProvider } from './sandbox';
