import type { Config } from '../../config';
import { NamecheapRegistrar } from './namecheap';
import type { RegistrarProvider } from './registrar-provider';
import { SandboxRegistrar } from './sandbox';

// null when no registrar is configured (production without REGISTRAR_PROVIDER): plans that include a
// domain cannot be bought then, hosting for the owner's own domain still can.
export function createRegistrar(
  config: Config['registrar'],
  hooks: { fetch?: typeof fetch } = {},
): RegistrarProvider | null {
  if (config.provider === 'namecheap' && config.namecheap) {
    return new NamecheapRegistrar({ ...config.namecheap, fetch: hooks.fetch });
  }
  if (config.provider === 'sandbox') return new SandboxRegistrar();
  return null;
}

export { NamecheapRegistrar, type RegistrarContact } from './namecheap';
export type * from './registrar-provider';
export { RegistrarError } from './registrar-provider';
export { SandboxRegistrar } from './sandbox';
