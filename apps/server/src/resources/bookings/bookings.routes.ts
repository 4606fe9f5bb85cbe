import {
  bookingRequestSchema,
  bookingSettingsInputSchema,
  calendarDaySchema,
  idSchema,
} from '@webku/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { callerCompany } from '../../auth/bearer';
import { NotFoundError, ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import { ID, idParam } from '../admin-content/admin-handlers';
import type { Bookings } from './bookings';

const slotsQuery = z.object({
  offering: z
    .string({ error: 'Pilih layanan (offering)' })
    .regex(/^\d{1,9}$/, { error: 'Layanan (offering) harus berupa id' })
    .transform(Number)
    .pipe(idSchema),
  date: calendarDaySchema('Tanggal (date)'),
});

function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Data tidak valid');
  return parsed.data;
}

/** What a visitor can do: read the free times of a day, and ask for one. Nothing reads a request back. */
export function publicBookingRoutes(
  bookings: Bookings,
  directory: TenantDirectory,
  limit: MiddlewareHandler<AppEnv>,
) {
  const app = new Hono<AppEnv>();
  const company = async (slug: string) => {
    const found = await directory.bySlug(slug);
    if (!found) throw new NotFoundError('Company Not Found');
    return found;
  };
  app.get('/public/:slug/booking-slots', async (c) => {
    const { offering, date } = parseQuery(slotsQuery, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await bookings.freeTimes(await company(c.req.param('slug')), offering, date) });
  });
  app.post('/public/:slug/bookings', limit, async (c) => {
    const found = await company(c.req.param('slug'));
    const input = await parseJson(c, bookingRequestSchema);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await bookings.request(found, input) }, 201);
  });
  return app;
}

/** The owner's list and answers, and the settings. */
export function adminBookingRoutes(bookings: Bookings) {
  const app = new Hono<AppEnv>();
  app.get('/settings', async (c) => c.json({ data: await bookings.settings(callerCompany(c.var.auth).id) }));
  app.put('/settings', async (c) => {
    const input = await parseJson(c, bookingSettingsInputSchema);
    return c.json({ data: await bookings.saveSettings(callerCompany(c.var.auth).id, input) });
  });
  app.get('/', async (c) => c.json({ data: await bookings.list(callerCompany(c.var.auth).id) }));
  app.post(`/${ID}/confirm`, async (c) =>
    c.json({ data: await bookings.confirm(callerCompany(c.var.auth), idParam(c)) }),
  );
  app.post(`/${ID}/decline`, async (c) =>
    c.json({ data: await bookings.decline(callerCompany(c.var.auth), idParam(c)) }),
  );
  return app;
}
