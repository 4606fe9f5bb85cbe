import type { DnsChecker, DnsCheckResult } from './dns-checker';

// Offline default: every domain counts as pointed, and its TXT proof as published, except names
// containing 'notpointed' (where the owner has set nothing yet), so the whole purchase can be tried
// locally.
export class SandboxDnsChecker implements DnsChecker {
  readonly name = 'sandbox';

  async check(domain: string, proof?: { name: string; token: string } | null): Promise<DnsCheckResult> {
    const pointed = !domain.includes('notpointed');
    const state = pointed ? 'ok' : 'missing';
    return {
      pointed,
      records: { a: state, www: state, txt: proof ? state : null },
      detail: `sandbox: ${pointed ? 'pointed' : 'not pointed'}`,
      failed: false,
    };
  }
}
