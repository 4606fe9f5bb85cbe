import { Resolver } from 'node:dns/promises';
import type { DnsChecker, DnsCheckResult } from './dns-checker';

export type NodeResolverOptions = {
  ipv4: string;
  cnameTarget: string;
  // 'ip' or 'ip:port' entries; empty uses the system's resolvers.
  servers: readonly string[];
  timeoutMs: number;
};

// Answers that mean "no such record" rather than "could not ask".
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

class ResolverFailure extends Error {}

// node:dns (c-ares), asking the configured servers directly; no cache between checks.
export class NodeResolverDnsChecker implements DnsChecker {
  readonly name = 'resolver';

  constructor(private readonly options: NodeResolverOptions) {}

  async check(domain: string): Promise<DnsCheckResult> {
    const resolver = new Resolver({ timeout: this.options.timeoutMs, tries: 1 });
    if (this.options.servers.length) resolver.setServers([...this.options.servers]);
    try {
      const apex = await this.#lookup(() => resolver.resolve4(domain));
      const www = await this.#www(resolver, `www.${domain}`);
      const apexOk = apex.length > 0 && apex.every((ip) => ip === this.options.ipv4);
      const detail = `A ${domain} -> ${apex.join(', ') || 'none'}; www.${domain} -> ${www.found}`;
      return { pointed: apexOk && www.ok, detail, failed: false };
    } catch (error) {
      if (!(error instanceof ResolverFailure)) throw error;
      return { pointed: false, detail: error.message, failed: true };
    } finally {
      resolver.cancel();
    }
  }

  // www may be absent; if present it must lead here, by CNAME or by our A record.
  async #www(resolver: Resolver, name: string): Promise<{ ok: boolean; found: string }> {
    const cname = await this.#lookup(() => resolver.resolveCname(name));
    if (cname.length) {
      const target = cname[0]!.toLowerCase().replace(/\.+$/, '');
      return { ok: target === this.options.cnameTarget, found: `CNAME ${target}` };
    }
    const a = await this.#lookup(() => resolver.resolve4(name));
    if (!a.length) return { ok: true, found: 'none' };
    return { ok: a.every((ip) => ip === this.options.ipv4), found: `A ${a.join(', ')}` };
  }

  async #lookup(query: () => Promise<string[]>): Promise<string[]> {
    try {
      return await query();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NO_RECORD.has(code)) return [];
      const reason = code === 'ETIMEOUT' ? `DNS timeout after ${this.options.timeoutMs} ms` : code;
      throw new ResolverFailure(`${reason || 'DNS query failed'} (${(error as Error).message})`);
    }
  }
}
