export type DnsCheckResult = {
  /** True when the domain's records lead to this platform. */
  pointed: boolean;
  /** What was found, for the job record and the logs, e.g. 'A kopisenja.com -> 198.51.100.7'. */
  detail: string;
  /** True when the resolver could not answer (timeout, refused): nothing is known about the records. */
  failed: boolean;
};

/**
 * Checks whether a customer's domain points at the platform: the apex's A records are the
 * platform's IPv4 address and `www`, when it exists, is a CNAME to the platform host (or has the same
 * A records).
 *
 * `check` never throws for DNS answers; a resolver failure is reported as `failed: true` so that the
 * caller can try again later.
 */
export interface DnsChecker {
  /** For logs: 'resolver' or 'sandbox'. */
  readonly name: string;
  check(domain: string): Promise<DnsCheckResult>;
}

/** The records an owner sets at their DNS host, as shown in the subscription screen. */
export type DnsRecord = { type: 'A' | 'CNAME'; name: string; value: string };

export function expectedDnsRecords(domain: string, ipv4: string, cnameTarget: string): DnsRecord[] {
  return [
    { type: 'A', name: domain, value: ipv4 },
    { type: 'CNAME', name: `www.${domain}`, value: cnameTarget },
  ];
}
