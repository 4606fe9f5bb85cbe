import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox';
import { XenditPaymentProvider } from './xendit';

// null when selling is switched off (production without PAYMENT_PROVIDER).
export function createPaymentProvider(
  config: Config['payment'],
  publicBaseUrl: string,
  hooks: { fetch?: typeof fetch } = {},
): PaymentProvider | null {
  if (config.provider === 'xendit' && config.xendit) {
    return new XenditPaymentProvider({ ...config.xendit, fetch: hooks.fetch });
  }
  if (config.provider === 'sandbox') {
    return new SandboxPaymentProvider(`${publicBaseUrl}/api/payments/sandbox/pay`);
  }
  return null;
}

export type * from './payment-provider';
export {
  CallbackMalformedError,
  CallbackRejectedError,
  PaymentProviderError,
} from './payment-provider';
export { SandboxPaymentProvider } from './sandbox';
export { XenditPaymentProvider } from './xendit';
