import { z } from 'zod';
import { buildEdgeConfig, edgeEnv, edgeEnvProblem } from './config-edge';
import { buildLimitsConfig, limitsEnv, limitsEnvProblem } from './config-limits';
import { buildSubscriptionConfig, subscriptionEnv, subscriptionEnvProblem } from './config-subscriptions';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: z.url().optional(),
  PLATFORM_HOST: z.string().min(1).optional(),
  PREVIEW_HOST_SUFFIXES: list.default([]),
  ALLOWED_ORIGINS: list.default([]),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  STORAGE_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ALLOW_INSECURE_HTTP: bool.default(false),
  DEV_SIGN_IN: bool.optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  SINGLE_SITE_SLUG: z.string().min(1).optional(),
  CONTENT_PROVIDER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  JOB_POLL_MS: z.coerce.number().int().positive().default(1_000),
  // How often each instance writes the visitor statistics it counted in memory.
  VISITS_FLUSH_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // Field speed: 1 in N public page views loads the measuring script (0: none).
  VITALS_SAMPLE: z.coerce.number().int().min(0).max(1_000_000).default(10),
  // Customers' booking requests are deleted this many days after the booked time (UU 27/2022).
  BOOKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Customers' orders are deleted this many days after they were made (UU 27/2022).
  ORDER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  JOB_LEASE_MS: z.coerce.number().int().positive().default(15_000),
  CHANGE_FEED_RETRY_MS: z.coerce.number().int().positive().default(100),
  MAX_JSON_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  DEMO_SEED: bool.optional(),
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
  PAYLOAD_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(1_000),
  TENANT_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(10_000),
  QR_KIT_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  QR_KIT_THREADS: z.coerce.number().int().min(1).max(8).default(1),
  QR_KIT_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_REQUEST_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // The owners' own payment gateways (issue 40): the secret sealing their keys (32 bytes, hex or base64),
  // the vendors' addresses (their sandboxes outside production), how long a payment waits for the customer.
  PAYMENT_KEYS_SECRET: z
    .string()
    .regex(
      /^([0-9a-f]{64}|[A-Za-z0-9+/_-]{43}=?)$/i,
      'expected 32 bytes: 64 hex digits or 43-44 base64 characters',
    )
    .optional(),
  MIDTRANS_API_BASE: z.url().optional(),
  MIDTRANS_SNAP_BASE: z.url().optional(),
  OWNER_XENDIT_API_BASE: z.url().default('https://api.xendit.co'),
  ORDER_PAYMENT_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(1_000).default(300_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...subscriptionEnv,
  ...edgeEnv,
  ...limitsEnv,
});

export type Env = z.input<typeof envSchema>;

export type Config = ReturnType<typeof buildConfig>;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

function buildConfig(env: z.output<typeof envSchema>) {
  const isProduction = env.NODE_ENV === 'production';
  // Outside production only this machine can reach the server, unless HOST says otherwise.
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const platformHost = (env.PLATFORM_HOST ?? new URL(publicBaseUrl).hostname).toLowerCase();
  const oidc =
    env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          allowInsecureHttp: env.OIDC_ALLOW_INSECURE_HTTP,
        }
      : null;
  return {
    isProduction,
    host,
    port: env.PORT,
    publicBaseUrl,
    platformHost,
    previewHostSuffixes: env.PREVIEW_HOST_SUFFIXES,
    allowedOrigins: [new URL(publicBaseUrl).origin, ...env.ALLOWED_ORIGINS.map((o) => new URL(o).origin)],
    database: env.DATABASE_URL
      ? ({ driver: 'postgres', url: env.DATABASE_URL } as const)
      : ({ driver: 'pglite', dataDir: `${env.DATA_DIR}/pglite` } as const),
    dataDir: env.DATA_DIR,
    storageDir: env.STORAGE_DIR ?? `${env.DATA_DIR}/uploads`,
    webDistDir: env.WEB_DIST_DIR,
    oidc,
    // The development sign-in signs anyone in as any e-mail: loopback only, unless DEV_SIGN_IN=true.
    devSignIn: !oidc && !isProduction && (env.DEV_SIGN_IN ?? LOOPBACK.test(host)),
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    singleSiteSlug: env.SINGLE_SITE_SLUG ?? null,
    content:
      env.CONTENT_PROVIDER === 'openai-compatible'
        ? ({
            kind: 'openai-compatible',
            baseUrl: env.LLM_BASE_URL ?? '',
            apiKey: env.LLM_API_KEY ?? '',
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          } as const)
        : ({ kind: 'builtin' } as const),
    jobs: { pollMs: env.JOB_POLL_MS, leaseMs: env.JOB_LEASE_MS },
    // PostgreSQL: first wait before the change feed re-connects (doubling up to 5 s).
    changeFeedRetryMs: env.CHANGE_FEED_RETRY_MS,
    visitsFlushMs: env.VISITS_FLUSH_MS,
    vitalsSample: env.VITALS_SAMPLE,
    bookingRetentionDays: env.BOOKING_RETENTION_DAYS,
    orderRetentionDays: env.ORDER_RETENTION_DAYS,
    maxJsonBytes: env.MAX_JSON_BYTES,
    // Per process; each is a least-recently-used cache (decision 004).
    caches: {
      pageBytes: env.PAGE_CACHE_MAX_BYTES,
      payloadEntries: env.PAYLOAD_CACHE_MAX_ENTRIES,
      tenantEntries: env.TENANT_CACHE_MAX_ENTRIES,
    },
    // The QR kit's PDFs: drawn on worker threads, kept per process (resources/qr-kit/qr-kit-sheet-cache.ts).
    qrKit: {
      threads: env.QR_KIT_THREADS,
      maxQueue: env.QR_KIT_QUEUE,
      maxBytes: env.QR_KIT_CACHE_MAX_BYTES,
    },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? ({
            driver: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          } as const)
        : ({ driver: 'local', dir: env.STORAGE_DIR ?? `${env.DATA_DIR}/uploads` } as const),
    uploads: {
      maxBytes: env.UPLOAD_MAX_BYTES,
      maxRequestBytes: env.UPLOAD_MAX_REQUEST_BYTES,
      maxPixels: env.UPLOAD_MAX_PIXELS,
      quotaBytes: env.STORAGE_QUOTA_BYTES,
    },
    ownerPayments: {
      keysSecret: env.PAYMENT_KEYS_SECRET ?? null,
      midtransApiBase:
        env.MIDTRANS_API_BASE ??
        (isProduction ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com'),
      midtransSnapBase:
        env.MIDTRANS_SNAP_BASE ??
        (isProduction ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com'),
      xenditApiBase: env.OWNER_XENDIT_API_BASE,
      expiryMinutes: env.ORDER_PAYMENT_MINUTES,
      reconcileMs: env.PAYMENT_RECONCILE_MS,
    },
    demoSeed: env.DEMO_SEED ?? !isProduction,
    logLevel: env.LOG_LEVEL,
    ...buildSubscriptionConfig(env, { isProduction, platformHost }),
    ...buildEdgeConfig(env),
    ...buildLimitsConfig(env),
  };
}

export class ConfigError extends Error {}

// Read once at start-up: a missing or malformed setting stops the process naming the variable.
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !(env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production (Google sign-in). ' +
        'The development sign-in is never enabled when NODE_ENV=production.',
    );
  }
  if (env.NODE_ENV === 'production' && env.DEV_SIGN_IN) {
    throw new ConfigError('Invalid configuration: DEV_SIGN_IN=true is not allowed in production.');
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_BASE_URL) {
    throw new ConfigError('Invalid configuration: PUBLIC_BASE_URL is required in production.');
  }
  if (env.CONTENT_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration: LLM_BASE_URL is required when CONTENT_PROVIDER=openai-compatible.',
    );
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3.');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.',
    );
  }
  const subscriptionProblem = subscriptionEnvProblem(env);
  if (subscriptionProblem) throw new ConfigError(`Invalid configuration: ${subscriptionProblem}`);
  const edgeProblem = edgeEnvProblem(env);
  if (edgeProblem) throw new ConfigError(`Invalid configuration: ${edgeProblem}`);
  const limitsProblem = limitsEnvProblem(env);
  if (limitsProblem) throw new ConfigError(`Invalid configuration: ${limitsProblem}`);
  return buildConfig(env);
}
