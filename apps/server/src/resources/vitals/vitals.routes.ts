import { VITALS_BEACON_MAX_BYTES, vitalsBeaconSchema, vitalsQuerySchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { callerCompany } from '../../auth/bearer';
import { NotFoundError } from '../../errors';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { parseJsonText } from '../../http/parse-body';
import { parseQuery } from '../../http/parse-query';
import type { Limit } from '../../http/rate-limits/limit';
import { readSmallBody } from '../../http/read-small-body';
import { readSiteTimeZone } from '../../site-content/site-time-zone';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import type { Visits } from '../visits/visits';
import { type BeaconRequest, frontBeacon } from '../visits/visits.routes';
import { loadVitals } from './vitals.service';

const TOO_LARGE = `Data kecepatan terlalu besar (maksimal ${VITALS_BEACON_MAX_BYTES} byte).`;

type VitalsDeps = {
  visits: Visits;
  directory: TenantDirectory;
  limit: Limit;
  trustedProxies: readonly string[];
};

// The same per-address limit and day's client hash as the visit beacon, nothing touching the database.
async function takeVitals({ visits, directory, limit }: VitalsDeps, request: BeaconRequest): Promise<void> {
  await limit.take(request.ip);
  const beacon = parseJsonText(await request.readBody(), vitalsBeaconSchema);
  const company = await directory.bySlug(request.slug);
  if (!company) throw new NotFoundError('Company Not Found');
  await visits.countVitals({
    companyId: company.id,
    zone: company.time_zone,
    beacon,
    ip: request.ip,
    userAgent: request.userAgent,
  });
}

/**
 * The sampled views' field-speed beacon as a Hono route, 204 once valid (a bot's too, uncounted), for
 * what the front listener leaves to the app. Mounted before /api's JSON middleware, like the visit beacon.
 */
export function vitalsBeaconRoutes(deps: VitalsDeps) {
  const app = new Hono<AppEnv>();
  app.post('/public/:slug/vitals', async (c) => {
    await takeVitals(deps, {
      slug: c.req.param('slug'),
      ip: clientIp(c, deps.trustedProxies),
      userAgent: c.req.header('user-agent') ?? '',
      host: c.req.header('host'),
      readBody: () => readSmallBody(c, VITALS_BEACON_MAX_BYTES, TOO_LARGE),
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  return app;
}

/** The field-speed beacon from Node's request listener before the app, as the visit beacon is answered. */
export function vitalsListener(deps: VitalsDeps, logger: Logger) {
  const body = { maxBytes: VITALS_BEACON_MAX_BYTES, tooLarge: TOO_LARGE };
  return frontBeacon('/vitals', body, deps.trustedProxies, (request) => takeVitals(deps, request), logger);
}

/** The owner's field speed: p75 per page and device class over the last `days` days of the site. */
export function vitalsAdminRoutes(db: Db, visits: Visits) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const company = callerCompany(c.var.auth);
    const { days } = parseQuery(vitalsQuerySchema, c.req.query());
    const today = visits.today(await readSiteTimeZone(db, company.id));
    return c.json({ data: await loadVitals(db, company.id, today, days) });
  });
  return app;
}
