import { VITALS_BEACON_MAX_BYTES, vitalsBeaconSchema, vitalsQuerySchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
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
import { loadVitals } from './vitals.service';

const TOO_LARGE = `Data kecepatan terlalu besar (maksimal ${VITALS_BEACON_MAX_BYTES} byte).`;

/**
 * The sampled views' field-speed beacon: the same per-address limit and day's client hash as the visit
 * beacon, 204 once valid (a bot's too, uncounted), nothing touching the database on the way. Mounted
 * before /api's JSON middleware, like the visit beacon.
 */
export function vitalsBeaconRoutes(deps: {
  visits: Visits;
  directory: TenantDirectory;
  limit: Limit;
  trustedProxies: readonly string[];
}) {
  const app = new Hono<AppEnv>();
  app.post('/public/:slug/vitals', async (c) => {
    const ip = clientIp(c, deps.trustedProxies);
    await deps.limit.take(ip);
    const beacon = parseJsonText(
      await readSmallBody(c, VITALS_BEACON_MAX_BYTES, TOO_LARGE),
      vitalsBeaconSchema,
    );
    const company = await deps.directory.bySlug(c.req.param('slug'));
    if (!company) throw new NotFoundError('Company Not Found');
    await deps.visits.countVitals({
      companyId: company.id,
      zone: company.time_zone,
      beacon,
      ip,
      userAgent: c.req.header('user-agent') ?? '',
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  return app;
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
