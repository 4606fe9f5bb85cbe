/** A DNS record set at the registrar's DNS for a registered name: '@' is the name itself. */
export type HostRecord = { host: '@' | 'www'; type: 'A' | 'CNAME'; value: string };

/** What the registrar says about a name right now. */
export type RegistrarDomain =
  | { status: 'ours'; expiresAt: Date | null }
  | { status: 'free' }
  | { status: 'taken' };

export type RegistrarOrder = { orderId: string | null };

/**
 * Why a registrar call failed: 'taken' (someone else holds the name), 'rejected' (the registrar refuses
 * the request as such; asking again will not help), 'unreachable' (timeout, network, server trouble:
 * asking again later may work).
 */
export type RegistrarFailure = 'taken' | 'rejected' | 'unreachable';

/**
 * A domain registrar selling names to the platform's own account (a reseller account): the platform
 * registers a name it was paid for, renews it, and points it at the platform with DNS records kept at
 * the registrar.
 *
 * Every method throws `RegistrarError` with its `failure` when the registrar cannot do what was asked.
 * `register` and `renew` spend the account's money, so callers make them idempotent themselves: look
 * the name up first, and treat 'taken' from `register` as success when `lookup` then says 'ours'.
 */
export interface RegistrarProvider {
  /** Stored with each registration: 'namecheap' or 'sandbox'. */
  readonly name: 'namecheap' | 'sandbox';
  lookup(domain: string): Promise<RegistrarDomain>;
  register(domain: string, years: number): Promise<RegistrarOrder>;
  renew(domain: string, years: number): Promise<RegistrarOrder>;
  /** Replaces every DNS record of the name with these. */
  setHosts(domain: string, records: HostRecord[]): Promise<void>;
}

export class RegistrarError extends Error {
  override readonly name = 'RegistrarError';
  constructor(
    message: string,
    readonly failure: RegistrarFailure,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
