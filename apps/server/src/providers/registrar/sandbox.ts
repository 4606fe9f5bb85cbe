import { isSandboxTaken } from '../domains/sandbox';
import {
  type HostRecord,
  type RegistrarDomain,
  RegistrarError,
  type RegistrarOrder,
  type RegistrarProvider,
} from './registrar-provider';

type SandboxName = { expiresAt: Date; hosts: HostRecord[] };

// The offline default: a pretend registrar inside this process that registers nothing anywhere. Names the
// sandbox availability check calls taken are someone else's; a name containing 'ditolak' is refused, so
// a failed registration can be tried locally. Its names live in memory: a restart forgets them.
export class SandboxRegistrar implements RegistrarProvider {
  readonly name = 'sandbox';
  readonly #names = new Map<string, SandboxName>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async lookup(domain: string): Promise<RegistrarDomain> {
    const held = this.#names.get(domain);
    if (held) return { status: 'ours', expiresAt: held.expiresAt };
    return isSandboxTaken(domain) ? { status: 'taken' } : { status: 'free' };
  }

  async register(domain: string, years: number): Promise<RegistrarOrder> {
    if (domain.includes('ditolak')) throw new RegistrarError(`sandbox refuses ${domain}`, 'rejected');
    if (this.#names.has(domain) || isSandboxTaken(domain)) {
      throw new RegistrarError(`${domain} is not available`, 'taken');
    }
    this.#names.set(domain, { expiresAt: addYears(this.now(), years), hosts: [] });
    return { orderId: `sbx-${this.#names.size}` };
  }

  async renew(domain: string, years: number): Promise<RegistrarOrder> {
    const held = this.#names.get(domain);
    if (!held) throw new RegistrarError(`${domain} is not in the sandbox account`, 'rejected');
    held.expiresAt = addYears(held.expiresAt, years);
    return { orderId: null };
  }

  async setHosts(domain: string, records: HostRecord[]): Promise<void> {
    const held = this.#names.get(domain);
    if (!held) throw new RegistrarError(`${domain} is not in the sandbox account`, 'rejected');
    held.hosts = records;
  }

  /** The records last set for a name (for tests and the sandbox's own checks). */
  hosts(domain: string): HostRecord[] {
    return this.#names.get(domain)?.hosts ?? [];
  }
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
