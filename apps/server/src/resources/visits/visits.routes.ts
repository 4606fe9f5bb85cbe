import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ClickPlatform,
  isVisitBeacon,
  VISIT_BEACON_MAX_BYTES,
  visitBeaconSchema,
} from '@webku/contract';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors';
import { clientIp, resolveClientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { ERROR_STATUS } from '../../http/error-handler';
import { parseJsonText } from '../../http/parse-body';
import type { Limit } from '../../http/rate-limits/limit';
import { readIncoming, readSmallBody } from '../../http/read-small-body';
import { isValidHost } from '../../tenancy/parse-host';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import type { Visits } from './visits';

type BeaconDeps = {
  visits: Visits;
  directory: TenantDirectory;
  /** One point per beacon and client address (429 when spent). */
  limit: Limit;
  /** The platforms the company's site links to now (from its cached public content). */
  linkedPlatforms: (companyId: number) => Promise<ReadonlySet<ClickPlatform>>;
  /** The ids of the buttons the company's link-in-bio page shows now (remembered until the site changes). */
  bioButtonIds: (companyId: number) => Promise<ReadonlySet<string>>;
  trustedProxies: readonly string[];
};

/** A beacon's request, from Hono or straight from Node's listener. */
export type BeaconRequest = {
  slug: string;
  ip: string;
  userAgent: string;
  host: string | undefined;
  readBody: () => Promise<string>;
};

const TOO_LARGE = `Data kunjungan terlalu besar (maksimal ${VISIT_BEACON_MAX_BYTES} byte).`;

// The public site's beacon: the only thing an anonymous visitor writes. Always 204 once valid (a bot's
// beacon too, uncounted), so the answer tells nothing; nothing touches the database on the way.
async function takeBeacon(
  { visits, directory, limit, linkedPlatforms, bioButtonIds }: BeaconDeps,
  request: BeaconRequest,
): Promise<void> {
  await limit.take(request.ip);
  const beacon = parseJsonText(await request.readBody(), visitBeaconSchema, isVisitBeacon);
  const company = await directory.bySlug(request.slug);
  if (!company) throw new NotFoundError('Company Not Found');
  // A tap on a platform the site does not link cannot come from its page: answered alike, not counted.
  if (beacon.type === 'link_click' && !(await linkedPlatforms(company.id)).has(beacon.platform)) return;
  if (beacon.type === 'bio_click' && !(await bioButtonIds(company.id)).has(beacon.button)) return;
  await visits.count({
    companyId: company.id,
    zone: company.time_zone,
    beacon,
    ip: request.ip,
    userAgent: request.userAgent,
    host: request.host,
  });
}

/**
 * The beacon as a Hono route, for what the front listener leaves to the app (a request made in-process,
 * a slug written with escapes, a Host header the app refuses). Mounted before /api's JSON middleware
 * (body limit, compression), which a 204 does not need.
 */
export function visitRoutes(deps: BeaconDeps) {
  const app = new Hono<AppEnv>();
  app.post('/public/:slug/visits', async (c) => {
    await takeBeacon(deps, {
      slug: c.req.param('slug'),
      ip: clientIp(c, deps.trustedProxies),
      userAgent: c.req.header('user-agent') ?? '',
      host: c.req.header('host'),
      readBody: () => readSmallBody(c, VISIT_BEACON_MAX_BYTES, TOO_LARGE),
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  return app;
}

const PREFIX = '/api/public/';
// A slug as the app writes them; anything else takes the Hono route (which decodes escapes).
const PLAIN_SLUG = /^[A-Za-z0-9_-]+$/;
const NO_CONTENT = { 'Cache-Control': 'no-store' };

// /api/public/{slug}{suffix} (a query string ignored), or null.
function beaconSlug(url: string, suffix: string): string | null {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith(PREFIX) || !path.endsWith(suffix)) return null;
  const slug = path.slice(PREFIX.length, -suffix.length);
  return PLAIN_SLUG.test(slug) ? slug : null;
}

/**
 * A public beacon (`POST /api/public/{slug}{suffix}`) answered straight from Node's request listener,
 * before Hono: a beacon follows a page view, and the app's routing and middleware (request id and log,
 * security headers) cost more than the counting itself. `take` applies the route's rules; the listener gives
 * it the client address through trusted proxies only, and answers 204 without a body, refusals as
 * `{ message }`. True when it took the request.
 */
export function frontBeacon(
  suffix: string,
  body: { maxBytes: number; tooLarge: string },
  trustedProxies: readonly string[],
  take: (request: BeaconRequest) => Promise<void>,
  logger: Logger,
) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || !req.url) return false;
    const slug = beaconSlug(req.url, suffix);
    const host = req.headers.host;
    if (slug === null || (host !== undefined && !isValidHost(host))) return false;
    take({
      slug,
      // Node joins repeated X-Forwarded-For lines into one, as the Fetch API's headers do.
      ip: resolveClientIp(
        req.socket.remoteAddress ?? 'unknown',
        req.headers['x-forwarded-for'] as string | undefined,
        trustedProxies,
      ),
      userAgent: req.headers['user-agent'] ?? '',
      host,
      readBody: () => readIncoming(req, body.maxBytes, body.tooLarge),
    }).then(
      () => res.writeHead(204, NO_CONTENT).end(),
      // A sender gone half-way has nobody to answer, and nothing went wrong here.
      (error: unknown) => req.socket.destroyed || refuse(res, error, logger),
    );
    return true;
  };
}

/** The visit beacon from Node's request listener, with the same rules as its route. */
export function beaconListener(deps: BeaconDeps, logger: Logger) {
  const body = { maxBytes: VISIT_BEACON_MAX_BYTES, tooLarge: TOO_LARGE };
  return frontBeacon('/visits', body, deps.trustedProxies, (request) => takeBeacon(deps, request), logger);
}

// What the app's error handler answers for the same failure.
function refuse(res: ServerResponse, error: unknown, logger: Logger): void {
  if (!(error instanceof AppError)) logger.error({ err: error }, 'beacon failed');
  const [status, message] =
    error instanceof AppError ? [ERROR_STATUS[error.kind], error.message] : [500, 'Internal Server Error'];
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(error instanceof TooManyRequestsError ? { 'Retry-After': String(error.retryAfterSeconds) } : {}),
  });
  res.end(JSON.stringify({ message }));
}
