import { type DomainProvider, DomainProviderError } from './domain-provider';

export type RdapOptions = {
  // The .com registry's RDAP service: https://rdap.verisign.com/com/v1
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

// RFC 9082/9083: GET {base}/domain/{name} answers 200 with a domain object when the name is
// registered and 404 when it is not. Anything else means we do not know.
export class RdapDomainProvider implements DomainProvider {
  readonly name = 'rdap';
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: RdapOptions) {
    this.fetcher = options.fetch ?? fetch;
  }

  async isAvailable(domain: string): Promise<boolean> {
    const { baseUrl, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await this.fetcher(`${baseUrl}/domain/${encodeURIComponent(domain)}`, {
        headers: { accept: 'application/rdap+json, application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new DomainProviderError(`RDAP lookup of ${domain} failed: ${reason}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (response.status === 404) return true;
    if (response.status !== 200) {
      throw new DomainProviderError(`RDAP lookup of ${domain} answered HTTP ${response.status}`);
    }
    let body: { objectClassName?: unknown; ldhName?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      throw new DomainProviderError(`RDAP lookup of ${domain} answered with a body that is not JSON`);
    }
    const ldhName = typeof body.ldhName === 'string' ? body.ldhName.toLowerCase() : domain;
    if (body.objectClassName !== 'domain' || ldhName !== domain) {
      throw new DomainProviderError(`RDAP lookup of ${domain} answered with an unexpected object`);
    }
    return false;
  }
}
