/** What one record looked like: as asked, absent, or leading elsewhere (another value). */
export type DnsRecordState = 'ok' | 'missing' | 'wrong';

export type DnsCheckResult = {
  /** True when the domain's records lead to this platform. */
  pointed: boolean;
  /** Each record the owner sets: the apex A, www, and the TXT proof when a token was asked for. */
  records: { a: DnsRecordState; www: DnsRecordState; txt: DnsRecordState | null };
  /** What was found, for the job record and the logs, e.g. 'A kopisenja.com -> 198.51.100.7'. */
  detail: string;
  /** True when the resolver could not answer (timeout, refused): nothing is known about the records. */
  failed: boolean;
};

/**
 * Checks whether a customer's domain points at the platform: the apex's A records are the
 * platform's IPv4 address and `www`, when it exists, is a CNAME to the platform host (or has the same
 * A records). Given a token, also whether `_webku-verification.<domain>` has a TXT record with it:
 * the proof that whoever claimed the domain controls its DNS.
 *
 * `check` never throws for DNS answers; a resolver failure is reported as `failed: true` so that the
 * caller can try again later.
 */
export interface DnsChecker {
  /** For logs: 'resolver' or 'sandbox'. */
  readonly name: string;
  check(domain: string, proof?: { name: string; token: string } | null): Promise<DnsCheckResult>;
}

/** The records that lead a domain here, set by us at the registrar or by the owner at their DNS host. */
export type DnsRecord = { type: 'A' | 'CNAME'; name: string; value: string };

export function expectedDnsRecords(domain: string, ipv4: string, cnameTarget: string): DnsRecord[] {
  return [
    { type: 'A', name: domain, value: ipv4 },
    { type: 'CNAME', name: `www.${domain}`, value: cnameTarget },
  ];
}
