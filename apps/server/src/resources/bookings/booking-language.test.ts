import {
  API,
  addDays,
  type Booking,
  type BookingSettings,
  bookingsBackupSchema,
  type MenuItem,
  siteDay,
  type WebSettings,
} from '@webku/contract';
import { bookings, eq } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCalls } from '../../../../../tests/support/server/backup-archives';
import { everyDay } from '../../../../../tests/support/server/booking-hours';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { readBookingsBackup, restoreBookings } from '../../bookings/booking-backup';

// A surf school in Canggu, in Indonesian with English beside it: the owner's later messages to a customer
// (accepted, declined with other times, tomorrow's reminder) are in the language of the page they booked on.
let t: TestServer;
let school: OwnerWithSite;
let lesson: number;

const SCHOOL = {
  business_type: 'Sekolah selancar',
  template_selected: 'layanan-jasa',
  short_description: 'Les selancar pemula 350rb, sewa papan 100rb di Canggu.',
};
const tomorrow = () => addDays(siteDay(Date.now(), 'Asia/Makassar'), 1);
type Answered = Booking & { whatsapp_url: string };
const textOf = (url: string | null | undefined) => new URL(url ?? '').searchParams.get('text') ?? '';

const saveWebSettings = async (owner: OwnerWithSite, values: Record<string, unknown>) => {
  const { data } = await owner.api.get<WebSettings>(API.admin.webSettings.root);
  const res = await owner.api.put(API.admin.webSettings.record(data.id), values);
  expect(res.status, res.message).toBe(200);
};

// The booking page's form, as a visitor sends it from the page at `page`.
const askFrom = async (page: string, time: string, name: string, whatsapp: string) => {
  const res = await t.api(`/api${API.public.bookings(school.slug)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      offering_id: String(lesson),
      start: `${tomorrow()}T${time}`,
      customer_name: name,
      customer_whatsapp: whatsapp,
      return_to: page,
    }).toString(),
    redirect: 'manual',
  });
  expect(res.headers.get('location') ?? '').toMatch(/^https:\/\/wa\.me\//);
};

const listOf = async (owner: OwnerWithSite) => (await owner.api.get<Booking[]>(API.admin.bookings.root)).data;
const idOf = async (name: string, owner = school) =>
  (await listOf(owner)).find((booking) => booking.customer_name === name)!.id;
const confirm = async (name: string, owner = school) =>
  textOf(
    (await owner.api.post<Answered>(API.admin.bookings.confirm(await idOf(name, owner)), {})).data
      .whatsapp_url,
  );
const reminderOf = async (name: string, owner = school) =>
  textOf((await listOf(owner)).find((booking) => booking.customer_name === name)?.reminder_url);

beforeAll(async () => {
  t = await startTestServer();
  school = await ownerWithSite(t, 'Ombak Canggu', SCHOOL, { goods: false });
  await saveWebSettings(school, {
    whatsapp_number: '0811-2222-3333',
    second_language: 'english',
    time_zone: 'Asia/Makassar',
  });
  const { data } = await school.api.get<BookingSettings>(API.admin.bookings.settings);
  lesson = data.offerings[0]!.id;
  const hours = everyDay('08:00', '18:00');
  const on = await school.api.put(API.admin.bookings.settings, {
    is_active: true,
    hours,
    lead_minutes: 0,
    offerings: [{ id: lesson, is_bookable: true, duration_minutes: 60 }],
  });
  expect(on.status, on.message).toBe(200);
  await askFrom(`/${school.slug}/en/booking`, '09:00', 'Sarah', '+61 412 345 001');
  await askFrom(`/${school.slug}/en/booking`, '10:00', 'Jane', '+61 412 345 002');
  await askFrom(`/${school.slug}/booking`, '11:00', 'Wayan', '0812-3456-7001');
  // Through the JSON API, which names no page.
  const api = await t.api(`/api${API.public.bookings(school.slug)}`, {
    method: 'POST',
    json: {
      offering_id: lesson,
      start: `${tomorrow()}T12:00`,
      customer_name: 'Made',
      customer_whatsapp: '0812-3456-7002',
    },
  });
  expect(api.status).toBe(201);
}, 120_000);
afterAll(() => t?.close());

describe('the owner’s messages to a customer', () => {
  it('remember the language of the page the customer booked on', async () => {
    const rows = await t.webku.db
      .select({ name: bookings.customer_name, language: bookings.language })
      .from(bookings)
      .where(eq(bookings.company_id, school.companyId));
    expect(Object.fromEntries(rows.map((row) => [row.name, row.language]))).toEqual({
      Sarah: 'english',
      Jane: 'english',
      Wayan: 'indonesia',
      Made: 'indonesia',
    });
    // The owner's list says it too.
    const listed =
      await school.api.get<{ customer_name: string; language: string | null }[]>('/admin/bookings');
    expect(listed.data.find((b) => b.customer_name === 'Sarah')?.language).toBe('english');
  });

  it('accept in English for a booking from the English page, in Indonesian for the others', async () => {
    const sarah = await confirm('Sarah');
    expect(sarah).toMatch(/^Hello Sarah, your booking for .+ is confirmed \(code [A-Z2-9]{6}\)\. See you!/);
    expect(sarah).toContain('at 09:00 WITA');
    expect(sarah).toContain('Add to your calendar: ');
    const wayan = await confirm('Wayan');
    expect(wayan).toMatch(/^Halo Wayan, booking .+ sudah kami terima/);
    expect(wayan).toContain('Simpan ke kalender: ');
    expect(await confirm('Made')).toMatch(/^Halo Made, /);
  });

  it('decline in the customer’s language, offering the other free times in it', async () => {
    const res = await school.api.post<Answered>(API.admin.bookings.decline(await idOf('Jane')), {});
    expect(res.status).toBe(200);
    const text = textOf(res.data.whatsapp_url);
    expect(text).toMatch(/^Hello Jane, sorry, we cannot take .+ \(code [A-Z2-9]{6}\)\./);
    expect(text).toMatch(/Free times we can offer: .+ at \d\d:\d\d WITA/);
    expect(text).not.toMatch(/pukul|Halo/);
  });

  it('remind in the customer’s language the day before, even once the second language is off', async () => {
    expect(await reminderOf('Sarah')).toMatch(/^Hello Sarah, a reminder of your booking for .+ tomorrow, /);
    expect(await reminderOf('Wayan')).toMatch(/^Halo Wayan, mengingatkan booking .+ besok, /);
    await saveWebSettings(school, { second_language: null });
    expect(await reminderOf('Sarah')).toMatch(/^Hello Sarah, /);
    await saveWebSettings(school, { second_language: 'english' });
  });

  it('write a booking the owner took by phone in the site’s own language', async () => {
    const added = await school.api.post<Booking>(API.admin.bookings.root, {
      offering_id: lesson,
      start: `${tomorrow()}T14:00`,
      customer_name: 'Ketut',
      customer_whatsapp: '0812-3456-7003',
    });
    expect(added.status, added.message).toBe(201);
    const [row] = await t.webku.db.select().from(bookings).where(eq(bookings.id, added.data.id));
    expect(row?.language).toBeNull();
    expect(await reminderOf('Ketut')).toMatch(/^Halo Ketut, /);
  });
});

describe('a booking’s language in backups', () => {
  it('travels with an export: imported elsewhere, the English booking is still answered in English', async () => {
    const part = await readBookingsBackup(t.webku.db, school.companyId);
    const languages = Object.fromEntries(part.requests.map((r) => [r.customer_name, r.language]));
    expect(languages).toEqual({
      Sarah: 'english',
      Jane: 'english',
      Wayan: 'indonesia',
      Made: 'indonesia',
      Ketut: undefined,
    });
    const zip = await backupCalls(t, school.token).exportZip();
    const target = await ownerWithSite(t, 'Ombak Baru', SCHOOL, { goods: false });
    expect((await backupCalls(t, target.token).send('import', zip)).status).toBe(200);
    expect(await reminderOf('Sarah', target)).toMatch(/^Hello Sarah, /);
    expect(await reminderOf('Wayan', target)).toMatch(/^Halo Wayan, /);
  });

  it('accepts a backup made before bookings had a language: its requests are in the site’s own', async () => {
    const target = await ownerWithSite(t, 'Ombak Lama', SCHOOL, { goods: false });
    const { requests } = await readBookingsBackup(t.webku.db, school.companyId);
    const older = requests
      .filter((request) => request.customer_name === 'Jane')
      .map(({ language: _none, ...request }) => ({ ...request, status: 'pending' as const }));
    const parsed = bookingsBackupSchema.safeParse({ settings: null, requests: older });
    expect(parsed.success, parsed.error?.message).toBe(true);
    await restoreBookings(t.webku.db, target.companyId, parsed.data!);
    const [row] = await t.webku.db.select().from(bookings).where(eq(bookings.company_id, target.companyId));
    expect(row?.language).toBeNull();
    const res = await target.api.post<Answered>(API.admin.bookings.decline(await idOf('Jane', target)), {});
    expect(textOf(res.data.whatsapp_url)).toMatch(/^Halo Jane, maaf, /);

    const wrong = bookingsBackupSchema.safeParse({
      settings: null,
      requests: [{ ...older[0], language: 'french' }],
    });
    expect(wrong.error?.issues[0]?.message).toBe('Bahasa booking harus indonesia atau english');
  });
});

describe('an offering the owner translated', () => {
  it('is named in the messages as the customer’s page named it', async () => {
    const { data: items } = await school.api.get<MenuItem[]>(API.admin.menu.items);
    const { id: _id, ...fields } = items.find((item) => item.id === lesson)!;
    const named = await school.api.put(API.admin.menu.item(lesson), {
      ...fields,
      translations: { english: { name: 'Beginner Surf Lesson' } },
    });
    expect(named.status, named.message).toBe(200);
    const asked = await t.api(`/api${API.public.bookings(school.slug)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        offering_id: String(lesson),
        start: `${tomorrow()}T15:00`,
        customer_name: 'Olivia',
        customer_whatsapp: '+61 412 345 003',
        return_to: `/${school.slug}/en/booking`,
      }).toString(),
      redirect: 'manual',
    });
    expect(textOf(asked.headers.get('location'))).toMatch(
      /^Hello .+, I would like to book Beginner Surf Lesson on /,
    );
    expect(await confirm('Olivia')).toMatch(/^Hello Olivia, your booking for Beginner Surf Lesson on /);
    // From the Indonesian page, the owner's own name.
    await askFrom(`/${school.slug}/booking`, '16:00', 'Komang', '0812-3456-7004');
    expect(await confirm('Komang')).toContain(`booking ${fields.name} pada`);
  });
});
