import type { Config } from '../../config';
import type { DnsChecker } from './dns-checker';
import { NodeResolverDnsChecker } from './node-resolver';
import { SandboxDnsChecker } from './sandbox';

export function createDnsChecker(config: Config['dns']): DnsChecker {
  if (config.provider === 'resolver') {
    return new NodeResolverDnsChecker({
      ipv4: config.platformIpv4,
      cnameTarget: config.cnameTarget,
      servers: config.servers,
      timeoutMs: config.timeoutMs,
    });
  }
  return new SandboxDnsChecker();
}

export type { DnsChecker, DnsCheckResult, DnsRecord, DnsRecordState } from './dns-checker';
export { expectedDnsRecords } from './dns-checker';
export { NodeResolverDnsChecker } from './node-resolver';
export { SandboxDnsChecker } from './sandbox';
