import type { DnsChecker, DnsCheckResult } from './dns-checker';

// Offline default: every domain counts as pointed except names containing 'notpointed', so the
// whole purchase can be tried locally.
export class SandboxDnsChecker implements DnsChecker {
  readonly name = 'sandbox';

  async check(domain: string): Promise<DnsCheckResult> {
    const pointed = !domain.includes('notpointed');
    return { pointed, detail: `sandbox: ${pointed ? 'pointed' : 'not pointed'}`, failed: false };
  }
}
