/**
 * Tells whether a .com name can still be registered.
 *
 * `isAvailable` receives a validated, lower-case name such as 'kopisenja.com'. It answers true only
 * when the registry says the name is not registered, false when it is, and throws
 * `DomainProviderError` whenever it cannot tell (timeout, network failure, unexpected answer): a
 * caller must never turn a failure into a guess.
 */
export interface DomainProvider {
  /** For logs: 'rdap' or 'sandbox'. */
  readonly name: string;
  isAvailable(domain: string): Promise<boolean>;
}

export class DomainProviderError extends Error {
  override readonly name = 'DomainProviderError';
}
