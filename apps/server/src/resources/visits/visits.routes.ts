import { VISIT_BEACON_MAX_BYTES, visitBeaconSchema } from '@webku/contract';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';
import { NotFoundError } from '../../http/errors';
import { parseJsonText } from '../../http/parse-body';
import { readSmallBody } from '../../http/read-small-body';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import type { Visits } from './visits';

type VisitRoutesDeps = {
  visits: Visits;
  directory: TenantDirectory;
  /** Spends one point of the caller's IP (429 when spent). */
  rateLimit: MiddlewareHandler<AppEnv>;
  clientIp: (c: Context<AppEnv>) => string;
};

const TOO_LARGE = `Data kunjungan terlalu besar (maksimal ${VISIT_BEACON_MAX_BYTES} byte).`;

// The public site's beacon: the only thing an anonymous visitor writes. Always 204 once valid (a bot's
// beacon too, uncounted), so the answer tells nothing; nothing touches the database on the way.
// Mounted before /api's JSON middleware (body limit, compression), which a 204 does not need.
export function visitRoutes({ visits, directory, rateLimit, clientIp }: VisitRoutesDeps) {
  const app = new Hono<AppEnv>();
  app.post('/public/:slug/visits', rateLimit, async (c) => {
    const beacon = parseJsonText(
      await readSmallBody(c, VISIT_BEACON_MAX_BYTES, TOO_LARGE),
      visitBeaconSchema,
    );
    const company = await directory.bySlug(c.req.param('slug'));
    if (!company) throw new NotFoundError('Company Not Found');
    await visits.count({
      companyId: company.id,
      beacon,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? '',
      host: c.req.header('host'),
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  return app;
}
