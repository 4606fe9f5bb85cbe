import { z } from 'zod';

// The shared cache in front of the servers (a CDN or a self-hosted Varnish), told which site changed.
export const edgeEnv = {
  CDN_PROVIDER: z.enum(['none', 'cloudflare', 'bunny', 'fastly', 'varnish']).default('none'),
  CLOUDFLARE_API_BASE: z.url().default('https://api.cloudflare.com/client/v4'),
  CLOUDFLARE_ZONE_ID: z.string().min(1).optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  BUNNY_API_BASE: z.url().default('https://api.bunny.net'),
  BUNNY_PULL_ZONE_ID: z.string().min(1).optional(),
  BUNNY_ACCESS_KEY: z.string().min(1).optional(),
  FASTLY_API_BASE: z.url().default('https://api.fastly.com'),
  FASTLY_SERVICE_ID: z.string().min(1).optional(),
  FASTLY_API_TOKEN: z.string().min(1).optional(),
  // Every Varnish node that must hear a ban, comma separated (http://10.0.0.5:6081,…).
  VARNISH_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.every((url) => z.url().safeParse(url).success), 'expected URLs, comma separated')
    .default([]),
  // A purge waits this long after the change, so that every instance has dropped its own copy first.
  EDGE_PURGE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  // How long a shared cache may keep a page when it is told of every change (without one: a minute).
  EDGE_MAX_AGE_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(31 * 86_400)
    .default(86_400),
};

type EdgeEnv = z.output<z.ZodObject<typeof edgeEnv>>;

type EdgeTiming = { maxAgeS: number; purgeDelayMs: number };
export type EdgeConfig =
  | { provider: 'none' }
  | ({ provider: 'cloudflare'; apiBase: string; zoneId: string; apiToken: string } & EdgeTiming)
  | ({ provider: 'bunny'; apiBase: string; pullZoneId: string; accessKey: string } & EdgeTiming)
  | ({ provider: 'fastly'; apiBase: string; serviceId: string; apiToken: string } & EdgeTiming)
  | ({ provider: 'varnish'; urls: string[] } & EdgeTiming);

const NEEDS: Record<Exclude<EdgeEnv['CDN_PROVIDER'], 'none'>, (keyof EdgeEnv)[]> = {
  cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'],
  bunny: ['BUNNY_PULL_ZONE_ID', 'BUNNY_ACCESS_KEY'],
  fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'],
  varnish: ['VARNISH_URLS'],
};

/** What is missing for the chosen provider, in one line; null when nothing is. */
export function edgeEnvProblem(env: EdgeEnv): string | null {
  if (env.CDN_PROVIDER === 'none') return null;
  const missing = NEEDS[env.CDN_PROVIDER].filter((key) => {
    const value = env[key];
    return Array.isArray(value) ? value.length === 0 : !value;
  });
  return missing.length ? `${missing.join(' and ')} required when CDN_PROVIDER=${env.CDN_PROVIDER}` : null;
}

export function buildEdgeConfig(env: EdgeEnv): { edge: EdgeConfig } {
  const timing = { maxAgeS: env.EDGE_MAX_AGE_S, purgeDelayMs: env.EDGE_PURGE_DELAY_MS };
  switch (env.CDN_PROVIDER) {
    case 'cloudflare':
      return {
        edge: {
          provider: 'cloudflare',
          apiBase: env.CLOUDFLARE_API_BASE,
          zoneId: env.CLOUDFLARE_ZONE_ID!,
          apiToken: env.CLOUDFLARE_API_TOKEN!,
          ...timing,
        },
      };
    case 'bunny':
      return {
        edge: {
          provider: 'bunny',
          apiBase: env.BUNNY_API_BASE,
          pullZoneId: env.BUNNY_PULL_ZONE_ID!,
          accessKey: env.BUNNY_ACCESS_KEY!,
          ...timing,
        },
      };
    case 'fastly':
      return {
        edge: {
          provider: 'fastly',
          apiBase: env.FASTLY_API_BASE,
          serviceId: env.FASTLY_SERVICE_ID!,
          apiToken: env.FASTLY_API_TOKEN!,
          ...timing,
        },
      };
    case 'varnish':
      return { edge: { provider: 'varnish', urls: env.VARNISH_URLS, ...timing } };
    default:
      return { edge: { provider: 'none' } };
  }
}
