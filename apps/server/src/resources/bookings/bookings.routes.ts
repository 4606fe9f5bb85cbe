import {
  type BookingRequest,
  bookingRequestSchema,
  bookingSettingsInputSchema,
  calendarDaySchema,
  idSchema,
  type WebLanguage,
} from '@webku/contract';
import type { BookingRefusal } from '@webku/site';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { callerCompany } from '../../auth/bearer';
import { BookingRefusedError } from '../../bookings/booking-availability';
import type { Bookings } from '../../bookings/bookings';
import { AppError, ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { parseQuery } from '../../http/parse-query';
import { readFormFields } from '../../http/read-form';
import type { OwnerPayments } from '../../payments/owner-payments';
import { decidePageLanguage, siteLanguagesOf } from '../../site-content/site-languages';
import type { TenantCompany } from '../../tenancy/resolve-tenant';
import type { TenantDirectory } from '../../tenancy/tenant-directory';
import { ID, idParam } from '../admin-content/admin-handlers';

// One day's times (`date`), or for nights and days the free ones `from` a day `to` another.
const slotsQuery = z
  .object({
    offering: z
      .string({ error: 'Pilih layanan (offering)' })
      .regex(/^\d{1,9}$/, { error: 'Layanan (offering) harus berupa id' })
      .transform(Number)
      .pipe(idSchema),
    date: calendarDaySchema('Tanggal (date)').optional(),
    from: calendarDaySchema('Tanggal mulai (from)').optional(),
    to: calendarDaySchema('Tanggal akhir (to)').optional(),
  })
  .refine((query) => query.date ?? query.from, { error: 'Isi tanggal (date), atau from dan to' })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    error: 'Tanggal akhir (to) tidak boleh sebelum tanggal mulai (from)',
  });

const FORM_FIELDS = 8;
// A calendar's address ends in '.ics' (what calendar apps expect); the token is the name before it.
const ICS_FILE = ':file{[A-Za-z0-9_-]+\\.ics}';
const isForm = (c: Context) =>
  /^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '');

/** Why a form's request came back, as the booking page words it. */
function refusalOf(error: unknown, field: PropertyKey | undefined): BookingRefusal {
  if (error instanceof BookingRefusedError) return error.refusal;
  if (error instanceof TooManyRequestsError) return 'limit';
  if (error instanceof NotFoundError) return 'closed';
  // The deposit's payment could not be made at the gateway (the request gave its place up).
  if (error instanceof ConflictError) return 'payment';
  if (field === 'customer_name') return 'name';
  if (field === 'customer_whatsapp') return 'whatsapp';
  return 'time';
}

/** Each throws TooManyRequestsError when the visitor's address is over its limit. */
export type BookingLimits = {
  /** Asking for a time. */
  request: (c: Context<AppEnv>) => Promise<void>;
  /** Reading a day's free times (the picker, and the booking page with a day picked). */
  times: (c: Context<AppEnv>) => Promise<void>;
};

/** Deposits paid online: the owner's gateway, and the limits per address and per site on new payments. */
export type BookingDeposits = {
  payments: OwnerPayments;
  limit: (c: Context<AppEnv>, companyId: number) => Promise<void>;
};

/**
 * What a visitor can do: read the free times of a day, and ask for one, as JSON or as the booking page's
 * form (answered with the WhatsApp chat, or back to the page with why not). Nothing reads a request back.
 * An offering with a deposit, while the owner takes deposits, answers its payment too (the form goes to
 * the deposit's receipt); the booking is confirmed when the gateway confirms the payment.
 */
export function publicBookingRoutes(
  bookings: Bookings,
  directory: TenantDirectory,
  limits: BookingLimits,
  /** Left out: no deposits are asked (every request waits for the owner's answer). */
  deposits?: BookingDeposits,
) {
  const app = new Hono<AppEnv>();
  const company = async (slug: string) => {
    const found = await directory.bySlug(slug);
    if (!found) throw new NotFoundError('Company Not Found');
    return found;
  };
  app.get('/public/:slug/booking-slots', async (c) => {
    const { offering, date, from, to } = parseQuery(slotsQuery, c.req.query());
    const found = await company(c.req.param('slug'));
    c.header('Cache-Control', 'no-store');
    await limits.times(c);
    return c.json({ data: await bookings.freeTimes(found, offering, (from ?? date) as string, to) });
  });
  // The owner's private feed and a confirmed booking's event: the unguessable token is the only key.
  const calendar = (c: Context<AppEnv>, text: string | null) => {
    if (text === null) throw new NotFoundError('Kalender tidak ditemukan');
    c.header('Cache-Control', 'private, max-age=300');
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    return c.body(text);
  };
  const token = (c: Context<AppEnv>) => (c.req.param('file') ?? '').replace(/\.ics$/, '');
  app.get(`/public/booking-calendar/${ICS_FILE}`, async (c) =>
    calendar(c, await bookings.calendarFeed(token(c))),
  );
  app.get(`/public/booking-event/${ICS_FILE}`, async (c) =>
    calendar(c, await bookings.eventCalendar(token(c))),
  );
  app.post('/public/:slug/bookings', async (c) => {
    const found = await company(c.req.param('slug'));
    c.header('Cache-Control', 'no-store');
    if (isForm(c)) return formRequest(c, found);
    await limits.request(c);
    const input = await parseJson(c, bookingRequestSchema);
    const { deposit, ...created } = await request(c, found, input, null);
    return c.json({ data: created }, 201);
  });

  /**
   * The request, and its deposit's payment when its offering asks one: limited like "Bayar sekarang", per
   * address and per site, before anything is stored or charged.
   */
  async function request(
    c: Context<AppEnv>,
    found: TenantCompany,
    input: BookingRequest,
    pageLanguage: WebLanguage | null,
  ) {
    const terms = deposits ? await deposits.payments.depositTerms(found.id) : null;
    if (terms && deposits) {
      const asked = (await bookings.settings(found.id)).offerings.find((o) => o.id === input.offering_id);
      if (asked?.deposit || asked?.deposit_percent) await deposits.limit(c, found.id);
    }
    const created = await bookings.request(found, input, pageLanguage, terms);
    if (!created.deposit || !deposits) return created;
    const payment = await deposits.payments.payDeposit(found, {
      id: created.deposit.bookingId,
      code: created.code,
      amount: created.deposit.amount,
    });
    return { ...created, payment };
  }

  // The booking page's form: only its own page may be returned to, on the host the visitor is on.
  async function formRequest(c: Context<AppEnv>, found: TenantCompany) {
    const fields = await readFormFields(c, FORM_FIELDS);
    const back = fields.return_to ?? '';
    // The booking page in the site's language or in its second one ('/en/booking'), on either host form.
    const page = /^(?:\/([a-z0-9-]+))??(?:\/(en|id))?\/booking$/.exec(back);
    if (!page || (page[1] !== undefined && page[1] !== found.slug))
      throw new ValidationError('Kirim permintaan booking dari halaman Booking');
    const path = page[2] ? [page[2]] : [];
    const pageLanguage = decidePageLanguage(siteLanguagesOf(found), { path }).page.language;
    const day = /^\d{4}-\d{2}-\d{2}/.exec(fields.start ?? '')?.[0];
    const refuse = (refusal: BookingRefusal) => {
      const query = new URLSearchParams({
        ...(/^\d{1,9}$/.test(fields.offering_id ?? '') ? { offering: fields.offering_id as string } : {}),
        ...(day ? { date: day } : {}),
        refused: refusal,
      });
      return c.redirect(`${back}?${query}`, 303);
    };
    const parsed = bookingRequestSchema.safeParse(fields);
    if (!parsed.success) return refuse(refusalOf(null, parsed.error.issues[0]?.path[0]));
    try {
      await limits.request(c);
      const created = await request(c, found, parsed.data, pageLanguage);
      return c.redirect(created.payment?.receipt_url ?? created.whatsapp_url, 303);
    } catch (error) {
      if (error instanceof AppError && error.kind !== 'provider-failed' && error.kind !== 'unavailable')
        return refuse(refusalOf(error, undefined));
      throw error;
    }
  }
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
  app.get('/', async (c) => c.json({ data: await bookings.list(callerCompany(c.var.auth)) }));
  app.post('/', async (c) => {
    const input = await parseJson(c, bookingRequestSchema);
    return c.json({ data: await bookings.addByOwner(callerCompany(c.var.auth), input) }, 201);
  });
  app.get('/calendar', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await bookings.calendarUrl(callerCompany(c.var.auth).id) });
  });
  app.post('/calendar/renew', async (c) =>
    c.json({ data: await bookings.renewCalendarUrl(callerCompany(c.var.auth).id) }),
  );
  app.post(`/${ID}/confirm`, async (c) =>
    c.json({ data: await bookings.confirm(callerCompany(c.var.auth), idParam(c)) }),
  );
  app.post(`/${ID}/decline`, async (c) =>
    c.json({ data: await bookings.decline(callerCompany(c.var.auth), idParam(c)) }),
  );
  return app;
}
