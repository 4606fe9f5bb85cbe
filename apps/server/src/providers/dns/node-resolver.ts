import { Resolver } from 'node:dns/promises';
import type { DnsChecker, DnsCheckResult, DnsRecordState } from './dns-checker';

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

  async check(domain: string, proof?: { name: string; token: string } | null): Promise<DnsCheckResult> {
    const resolver = new Resolver({ timeout: this.options.timeoutMs, tries: 1 });
    if (this.options.servers.length) resolver.setServers([...this.options.servers]);
    try {
      const apex = await this.#lookup(() => resolver.resolve4(domain));
      const www = await this.#www(resolver, `www.${domain}`);
      const txt = proof ? await this.#txt(resolver, proof) : null;
      const apexOk = apex.length > 0 && apex.every((ip) => ip === this.options.ipv4);
      const a: DnsRecordState = apexOk ? 'ok' : apex.length ? 'wrong' : 'missing';
      const detail = [
        `A ${domain} -> ${apex.join(', ') || 'none'}`,
        `www.${domain} -> ${www.found}`,
        ...(proof && txt ? [`TXT ${proof.name} -> ${txt.found}`] : []),
      ].join('; ');
      return {
        pointed: apexOk && www.state !== 'wrong',
        records: { a, www: www.state, txt: txt?.state ?? null },
        detail,
        failed: false,
      };
    } catch (error) {
      if (!(error instanceof ResolverFailure)) throw error;
      return {
        pointed: false,
        records: { a: 'missing', www: 'missing', txt: proof ? 'missing' : null },
        detail: error.message,
        failed: true,
      };
    } finally {
      resolver.cancel();
    }
  }

  // www may be absent; if present it must lead here, by CNAME or by our A record.
  async #www(resolver: Resolver, name: string): Promise<{ state: DnsRecordState; found: string }> {
    const cname = await this.#lookup(() => resolver.resolveCname(name));
    if (cname.length) {
      const target = cname[0]!.toLowerCase().replace(/\.+$/, '');
      return { state: target === this.options.cnameTarget ? 'ok' : 'wrong', found: `CNAME ${target}` };
    }
    const a = await this.#lookup(() => resolver.resolve4(name));
    if (!a.length) return { state: 'missing', found: 'none' };
    return { state: a.every((ip) => ip === this.options.ipv4) ? 'ok' : 'wrong', found: `A ${a.join(', ')}` };
  }

  // The proof: one of the name's TXT records (its strings joined, as DNS splits long ones) is the token.
  async #txt(
    resolver: Resolver,
    proof: { name: string; token: string },
  ): Promise<{ state: DnsRecordState; found: string }> {
    const values = (await this.#lookup(() => resolver.resolveTxt(proof.name))).map((parts) =>
      parts.join('').trim(),
    );
    if (!values.length) return { state: 'missing', found: 'none' };
    const state = values.includes(proof.token) ? 'ok' : 'wrong';
    return {
      state,
      found: `${values.length} record(s)${state === 'ok' ? ' with the token' : ', none with the token'}`,
    };
  }

  async #lookup<T>(query: () => Promise<T[]>): Promise<T[]> {
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
