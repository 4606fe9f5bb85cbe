import { isIP } from 'node:net';
import { z } from 'zod';

// Settings that protect the server from abuse: rate limits, proxies to trust, timeouts, the TLS ask.
export type Rate = { points: number; durationSeconds: number };

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;
const RATE = /^(\d+)\/(\d+)(s|m|h)$/;

// "5/15m" = 5 per 15 minutes; units s, m, h.
const rate = (fallback: string) =>
  z
    .string()
    .regex(RATE, 'expected COUNT/WINDOW such as 5/15m, 20/1m or 10/1h')
    .transform((value): Rate => {
      const [, points, amount, unit] = RATE.exec(value)!;
      return {
        points: Number(points),
        durationSeconds: Number(amount) * UNIT_SECONDS[unit as keyof typeof UNIT_SECONDS],
      };
    })
    .refine((r) => r.points > 0 && r.durationSeconds > 0, 'count and window must be above 0')
    .prefault(fallback);

const isProxyEntry = (entry: string) => {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

const timeoutMs = (fallback: number) => z.coerce.number().int().min(100).max(3_600_000).default(fallback);

export const limitsEnv = {
  TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyEntry), 'expected IP addresses or CIDR ranges, comma separated')
    .default([]),
  REQUEST_TIMEOUT_MS: timeoutMs(30_000),
  HEADERS_TIMEOUT_MS: timeoutMs(30_000),
  // An upload or a backup over a slow mobile uplink: the whole body within this, and never a pause
  // longer than REQUEST_TIMEOUT_MS between two of its packets.
  UPLOAD_TIMEOUT_MS: timeoutMs(900_000),
  TLS_ASK_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  RATE_LIMIT_LOGIN_ACCOUNT: rate('5/15m'),
  RATE_LIMIT_LOGIN_IP: rate('20/1m'),
  RATE_LIMIT_SIGN_IN_URL: rate('20/1m'),
  RATE_LIMIT_DEV_SIGN_IN: rate('20/1m'),
  RATE_LIMIT_DOMAIN_CHECK: rate('30/1m'),
  RATE_LIMIT_INVOICE: rate('10/1h'),
  RATE_LIMIT_UPLOAD_FILES: rate('60/1m'),
  RATE_LIMIT_SITE_GENERATION: rate('3/1h'),
  // Printing the whole kit is seven sheets; a few more after changing the logo or the colours.
  RATE_LIMIT_QR_KIT: rate('30/10m'),
  // Generous: many phones share one address behind mobile carriers' NAT.
  RATE_LIMIT_VISITS: rate('300/1m'),
  // A customer books a time or two; a few more after a refusal. Phones share addresses, so not fewer.
  RATE_LIMIT_BOOKINGS: rate('10/1h'),
  // Reading free times (the picker, the booking page with a day picked) costs a query and a render: plenty
  // for people comparing days, per process like the visits, so a flood cannot crowd out the other pages.
  RATE_LIMIT_BOOKING_TIMES: rate('120/1m'),
  // A customer sends an order or two, and again after fixing a refused one; phones share addresses.
  RATE_LIMIT_ORDERS: rate('20/1h'),
  // "Bayar sekarang" opens a transaction at the owner's gateway: a few per customer, and a ceiling per site
  // so a flood from many addresses cannot fill the owner's gateway account with transactions.
  RATE_LIMIT_PAYMENTS: rate('10/1h'),
  RATE_LIMIT_SITE_PAYMENTS: rate('300/1h'),
  // Inviting the whole team at once fits; a flood of invitations to strangers' addresses does not.
  RATE_LIMIT_TEAM_INVITATIONS: rate('20/1h'),
  // "Terjemahkan" asks the LLM once per tap: a site's texts translated over an evening, not a flood of calls.
  RATE_LIMIT_TRANSLATION_SUGGESTIONS: rate('30/1h'),
  // The owner's team (issue 30): its size, how long an invitation waits, how long the record is kept.
  TEAM_MAX_MEMBERS: z.coerce.number().int().min(1).max(100).default(10),
  TEAM_MAX_OPEN_INVITATIONS: z.coerce.number().int().min(1).max(100).default(10),
  TEAM_INVITATION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  AUDIT_KEEP_DAYS: z.coerce.number().int().min(7).max(3650).default(365),
};

type LimitsEnv = z.output<z.ZodObject<typeof limitsEnv>>;

export function limitsEnvProblem(env: LimitsEnv): string | null {
  // Node refuses to start an HTTP server whose header timeout exceeds its request timeout.
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    return 'HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS.';
  }
  if (env.UPLOAD_TIMEOUT_MS < env.REQUEST_TIMEOUT_MS) {
    return 'UPLOAD_TIMEOUT_MS must not be less than REQUEST_TIMEOUT_MS.';
  }
  return null;
}

export function buildLimitsConfig(env: LimitsEnv) {
  return {
    trustedProxies: env.TRUSTED_PROXIES,
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      headersMs: env.HEADERS_TIMEOUT_MS,
      uploadMs: env.UPLOAD_TIMEOUT_MS,
    },
    tlsAskSecret: env.TLS_ASK_SECRET ?? null,
    rateLimits: {
      loginAccount: env.RATE_LIMIT_LOGIN_ACCOUNT,
      loginIp: env.RATE_LIMIT_LOGIN_IP,
      signInUrl: env.RATE_LIMIT_SIGN_IN_URL,
      devSignIn: env.RATE_LIMIT_DEV_SIGN_IN,
      domainCheck: env.RATE_LIMIT_DOMAIN_CHECK,
      invoice: env.RATE_LIMIT_INVOICE,
      uploadFiles: env.RATE_LIMIT_UPLOAD_FILES,
      siteGeneration: env.RATE_LIMIT_SITE_GENERATION,
      qrKit: env.RATE_LIMIT_QR_KIT,
      visits: env.RATE_LIMIT_VISITS,
      bookings: env.RATE_LIMIT_BOOKINGS,
      bookingTimes: env.RATE_LIMIT_BOOKING_TIMES,
      orders: env.RATE_LIMIT_ORDERS,
      payments: env.RATE_LIMIT_PAYMENTS,
      sitePayments: env.RATE_LIMIT_SITE_PAYMENTS,
      teamInvitations: env.RATE_LIMIT_TEAM_INVITATIONS,
      translationSuggestions: env.RATE_LIMIT_TRANSLATION_SUGGESTIONS,
    },
    team: {
      maxMembers: env.TEAM_MAX_MEMBERS,
      maxOpenInvitations: env.TEAM_MAX_OPEN_INVITATIONS,
      invitationDays: env.TEAM_INVITATION_DAYS,
      auditKeepDays: env.AUDIT_KEEP_DAYS,
    },
  };
}

export type RateLimitsConfig = ReturnType<typeof buildLimitsConfig>['rateLimits'];
