import { z } from 'zod';

// Settings for custom-domain hosting: payment gateway, domain availability, registrar, DNS pointing checks.
const DNS_SERVER = /^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-f:]+\](:\d{1,5})?|[0-9a-f:]+)$/i;

export const subscriptionEnv = {
  PAYMENT_PROVIDER: z.enum(['sandbox', 'xendit']).optional(),
  XENDIT_SECRET_KEY: z.string().min(1).optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(1).optional(),
  XENDIT_API_BASE: z.url().default('https://api.xendit.co'),
  INVOICE_DURATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
  DOMAIN_PROVIDER: z.enum(['sandbox', 'rdap']).optional(),
  RDAP_BASE_URL: z.url().default('https://rdap.verisign.com/com/v1'),
  RDAP_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  DOMAIN_CHECK_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
  PLATFORM_IPV4: z.ipv4().optional(),
  PLATFORM_CNAME_TARGET: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .optional(),
  DNS_PROVIDER: z.enum(['sandbox', 'resolver']).optional(),
  DNS_SERVERS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => DNS_SERVER.test(s)), 'expected IP[:port] entries, comma separated')
    .default([]),
  DNS_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(120_000),
  // How often a domain already serving a site is checked again (daily).
  DNS_RECHECK_INTERVAL_MS: z.coerce.number().int().positive().default(86_400_000),
  DNS_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  REGISTRAR_PROVIDER: z.enum(['sandbox', 'namecheap']).optional(),
  NAMECHEAP_API_URL: z.url().default('https://api.namecheap.com/xml.response'),
  NAMECHEAP_API_USER: z.string().min(1).optional(),
  NAMECHEAP_API_KEY: z.string().min(1).optional(),
  NAMECHEAP_USERNAME: z.string().min(1).optional(),
  NAMECHEAP_CLIENT_IP: z.ipv4().optional(),
  NAMECHEAP_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  REGISTRAR_CONTACT_FIRST_NAME: z.string().min(1).optional(),
  REGISTRAR_CONTACT_LAST_NAME: z.string().min(1).optional(),
  REGISTRAR_CONTACT_ORGANIZATION: z.string().min(1).optional(),
  REGISTRAR_CONTACT_ADDRESS: z.string().min(1).optional(),
  REGISTRAR_CONTACT_CITY: z.string().min(1).optional(),
  REGISTRAR_CONTACT_PROVINCE: z.string().min(1).optional(),
  REGISTRAR_CONTACT_POSTAL_CODE: z.string().min(1).optional(),
  REGISTRAR_CONTACT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'expected an ISO 3166 country code such as ID')
    .default('ID'),
  REGISTRAR_CONTACT_PHONE: z
    .string()
    .regex(/^\+\d{1,3}\.\d{4,14}$/, 'expected +NNN.NNNNNNNNNN, e.g. +62.81234567890')
    .optional(),
  REGISTRAR_CONTACT_EMAIL: z.email().optional(),
  REGISTRAR_RETRY_MS: z.coerce.number().int().positive().default(60_000),
  REGISTRAR_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
};

const CONTACT_VARS = [
  'REGISTRAR_CONTACT_FIRST_NAME',
  'REGISTRAR_CONTACT_LAST_NAME',
  'REGISTRAR_CONTACT_ADDRESS',
  'REGISTRAR_CONTACT_CITY',
  'REGISTRAR_CONTACT_PROVINCE',
  'REGISTRAR_CONTACT_POSTAL_CODE',
  'REGISTRAR_CONTACT_PHONE',
  'REGISTRAR_CONTACT_EMAIL',
] as const;

type SubscriptionEnv = z.output<z.ZodObject<typeof subscriptionEnv>> & { NODE_ENV: string };

// Production never falls back to the sandbox gateway (it would hand out free hosting): without
// PAYMENT_PROVIDER, selling subscriptions is switched off.
function paymentProvider(env: SubscriptionEnv) {
  return env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? null : 'sandbox');
}

// Like the sandbox gateway, the sandbox registrar registers nothing: production never uses it, and
// without REGISTRAR_PROVIDER it sells hosting for owners' own domains only.
function registrarProvider(env: SubscriptionEnv) {
  return env.REGISTRAR_PROVIDER ?? (env.NODE_ENV === 'production' ? null : 'sandbox');
}

function registrarProblem(env: SubscriptionEnv): string | null {
  const registrar = registrarProvider(env);
  if (env.NODE_ENV === 'production' && registrar === 'sandbox') {
    return "REGISTRAR_PROVIDER=sandbox is not allowed in production (it registers nothing): set REGISTRAR_PROVIDER=namecheap, or leave it unset to sell hosting for owners' own domains only.";
  }
  if (registrar !== 'namecheap') return null;
  const missing = ['NAMECHEAP_API_USER', 'NAMECHEAP_API_KEY', 'NAMECHEAP_CLIENT_IP', ...CONTACT_VARS].filter(
    (name) => !env[name as keyof SubscriptionEnv],
  );
  return missing.length ? `${missing.join(', ')} required when REGISTRAR_PROVIDER=namecheap.` : null;
}

export function subscriptionEnvProblem(env: SubscriptionEnv): string | null {
  const registrar = registrarProblem(env);
  if (registrar) return registrar;
  const provider = paymentProvider(env);
  if (env.NODE_ENV === 'production' && provider === 'sandbox') {
    return 'PAYMENT_PROVIDER=sandbox is not allowed in production (anyone could activate hosting without paying): set PAYMENT_PROVIDER=xendit, or leave it unset to switch selling off.';
  }
  if (provider === 'xendit' && !(env.XENDIT_SECRET_KEY && env.XENDIT_CALLBACK_TOKEN)) {
    return 'XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN are required when PAYMENT_PROVIDER=xendit.';
  }
  if (env.NODE_ENV === 'production' && provider && !env.PLATFORM_IPV4) {
    return 'PLATFORM_IPV4 (the A record customers point their domain at) is required in production when PAYMENT_PROVIDER is set.';
  }
  return null;
}

export function buildSubscriptionConfig(
  env: SubscriptionEnv,
  { isProduction, platformHost }: { isProduction: boolean; platformHost: string },
) {
  const provider = paymentProvider(env);
  return {
    payment: {
      provider,
      xendit:
        provider === 'xendit'
          ? {
              secretKey: env.XENDIT_SECRET_KEY ?? '',
              callbackToken: env.XENDIT_CALLBACK_TOKEN ?? '',
              apiBase: env.XENDIT_API_BASE.replace(/\/+$/, ''),
            }
          : null,
      invoiceDurationSeconds: env.INVOICE_DURATION_HOURS * 3600,
    },
    domains: {
      provider: env.DOMAIN_PROVIDER ?? (isProduction ? 'rdap' : 'sandbox'),
      rdapBaseUrl: env.RDAP_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: env.RDAP_TIMEOUT_MS,
      cacheMs: env.DOMAIN_CHECK_CACHE_MS,
    },
    registrar: {
      provider: registrarProvider(env),
      namecheap:
        registrarProvider(env) === 'namecheap'
          ? {
              apiUrl: env.NAMECHEAP_API_URL,
              apiUser: env.NAMECHEAP_API_USER ?? '',
              apiKey: env.NAMECHEAP_API_KEY ?? '',
              userName: env.NAMECHEAP_USERNAME ?? env.NAMECHEAP_API_USER ?? '',
              clientIp: env.NAMECHEAP_CLIENT_IP ?? '',
              timeoutMs: env.NAMECHEAP_TIMEOUT_MS,
              contact: {
                firstName: env.REGISTRAR_CONTACT_FIRST_NAME ?? '',
                lastName: env.REGISTRAR_CONTACT_LAST_NAME ?? '',
                organization: env.REGISTRAR_CONTACT_ORGANIZATION,
                address: env.REGISTRAR_CONTACT_ADDRESS ?? '',
                city: env.REGISTRAR_CONTACT_CITY ?? '',
                province: env.REGISTRAR_CONTACT_PROVINCE ?? '',
                postalCode: env.REGISTRAR_CONTACT_POSTAL_CODE ?? '',
                country: env.REGISTRAR_CONTACT_COUNTRY,
                phone: env.REGISTRAR_CONTACT_PHONE ?? '',
                email: env.REGISTRAR_CONTACT_EMAIL ?? '',
              },
            }
          : null,
      retryMs: env.REGISTRAR_RETRY_MS,
      maxAttempts: env.REGISTRAR_MAX_ATTEMPTS,
    },
    dns: {
      provider: env.DNS_PROVIDER ?? (isProduction ? 'resolver' : 'sandbox'),
      servers: env.DNS_SERVERS,
      timeoutMs: env.DNS_TIMEOUT_MS,
      intervalMs: env.DNS_CHECK_INTERVAL_MS,
      recheckMs: env.DNS_RECHECK_INTERVAL_MS,
      platformIpv4: env.PLATFORM_IPV4 ?? '127.0.0.1',
      cnameTarget: (env.PLATFORM_CNAME_TARGET ?? platformHost).toLowerCase().replace(/\.+$/, ''),
    },
  } as const;
}
