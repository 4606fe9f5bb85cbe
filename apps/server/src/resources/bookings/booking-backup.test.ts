import {
  addDays,
  type Booking,
  type BookingSettings,
  type BookingsBackup,
  type RestorePoint,
  siteDay,
} from '@webku/contract';
import { bookingSettings, eq, restorePoints } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCalls } from '../../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { deleteEndedBookings } from '../../bookings/booking-retention';

// The customers' requests and the booking settings travel with exports and restore points, and come back
// pointing at the menu's items by name (a restore gives them new ids). A request made since is never dropped.
let t: TestServer;
let salon: OwnerWithSite;
let offerings: BookingSettings['offerings'];

const SALON = {
  business_type: 'Salon rambut',
  template_selected: 'layanan-jasa',
  short_description: 'Potong rambut 50rb, creambath 80rb, smoothing 250rb di Denpasar.',
};
const tomorrow = () => addDays(siteDay(Date.now(), 'Asia/Jakarta'), 1);
const settingsOf = async (owner: OwnerWithSite) =>
  (await owner.api.get<BookingSettings>('/admin/bookings/settings')).data;
const listOf = async (owner: OwnerWithSite) => (await owner.api.get<Booking[]>('/admin/bookings')).data;
const ask = async (owner: OwnerWithSite, offering: number, time: string, name: string, whatsapp: string) => {
  const res = await t.api(`/api/public/${owner.slug}/bookings`, {
    method: 'POST',
    json: {
      offering_id: offering,
      start: `${tomorrow()}T${time}`,
      customer_name: name,
      customer_whatsapp: whatsapp,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { code: string } }).data.code;
};
const turnOn = async (owner: OwnerWithSite) => {
  const { data } = await owner.api.get<{ id: number }>('/admin/web-settings');
  await owner.api.put(`/admin/web-settings/${data.id}`, { whatsapp_number: '0811-2222-3333' });
  const first = (await settingsOf(owner)).offerings[0]!;
  const res = await owner.api.put<BookingSettings>('/admin/bookings/settings', {
    is_active: true,
    capacity: 2,
    lead_minutes: 0,
    closed_days: [addDays(tomorrow(), 3)],
    offerings: [{ id: first.id, is_bookable: true, unit: 'time', duration_minutes: 45 }],
  });
  expect(res.status, res.message).toBe(200);
  return res.data.offerings;
};

beforeAll(async () => {
  t = await startTestServer();
  salon = await ownerWithSite(t, 'Salon Ayu', SALON, { goods: false });
  offerings = await turnOn(salon);
  const pending = await ask(salon, offerings[0]!.id, '10:00', 'Sari', '0812-3456-7001');
  const accepted = await ask(salon, offerings[0]!.id, '11:00', 'Budi', '0812-3456-7002');
  const id = (await listOf(salon)).find((booking) => booking.code === accepted)!.id;
  expect((await salon.api.post(`/admin/bookings/${id}/confirm`, {})).status).toBe(200);
  expect(pending).not.toBe(accepted);
}, 120_000);
afterAll(() => t?.close());

const comparable = (list: Booking[]) =>
  list
    .map(({ code, status, offering_name, start, end, customer_name, customer_whatsapp }) => ({
      code,
      status,
      offering_name,
      start,
      end,
      customer_name,
      customer_whatsapp,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));

describe('bookings in a backup', () => {
  it('an export imported into another account brings the settings and every request, linked by name', async () => {
    const zip = await backupCalls(t, salon.token).exportZip();
    const target = await ownerWithSite(t, 'Salon Baru', SALON, { goods: false });
    expect((await backupCalls(t, target.token).send('import', zip)).status).toBe(200);

    const settings = await settingsOf(target);
    expect(settings).toMatchObject({ is_active: true, capacity: 2, lead_minutes: 0 });
    expect(settings.closed_days).toEqual([addDays(tomorrow(), 3)]);
    const haircut = settings.offerings.find((offering) => offering.name === offerings[0]!.name)!;
    expect(haircut).toMatchObject({ duration_minutes: 45, unit: 'time', is_bookable: true });
    expect(haircut.id).not.toBe(offerings[0]!.id);

    const list = await listOf(target);
    expect(comparable(list)).toEqual(comparable(await listOf(salon)));
    expect(list.map((booking) => booking.offering_id)).toEqual([haircut.id, haircut.id]);
    // The confirmed one still holds its place on the new site: 11:00 is taken once of two places.
    const res = await t.api(
      `/api/public/${target.slug}/booking-slots?offering=${haircut.id}&date=${tomorrow()}`,
    );
    expect(res.status).toBe(200);

    // The calendar's secret stayed behind: the new account has none until its owner asks.
    const [row] = await t.webku.db
      .select({ token: bookingSettings.calendar_token })
      .from(bookingSettings)
      .where(eq(bookingSettings.company_id, target.companyId));
    expect(row?.token).toBeNull();
  });

  it('a restore point brings the settings back and keeps the requests made since', async () => {
    const owner = await ownerWithSite(t, 'Barber Jaya', SALON, { goods: false });
    const chosen = await turnOn(owner);
    const before = await ask(owner, chosen[0]!.id, '09:00', 'Andi', '0812-3456-7003');
    // Deleting another offering saves a restore point holding the first one's 45 minutes and the request.
    const other = chosen.find((offering) => offering.id !== chosen[0]!.id)!;
    expect((await owner.api.delete(`/admin/menu/items/${other.id}`)).status).toBe(200);
    const points = (await owner.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
    const point = points.find((p) => p.reason === 'delete')!;
    // After the point: the length changes and a customer asks.
    await owner.api.put('/admin/bookings/settings', {
      offerings: [{ id: chosen[0]!.id, is_bookable: true, duration_minutes: 90 }],
    });
    const since = await ask(owner, chosen[0]!.id, '13:00', 'Citra', '0812-3456-7004');

    expect((await owner.api.post(`/admin/data/restore-points/${point.id}/restore`, {})).status).toBe(200);
    const settings = await settingsOf(owner);
    const first = settings.offerings.find((offering) => offering.name === chosen[0]!.name)!;
    expect(first.duration_minutes).toBe(45);
    expect(settings.offerings.some((offering) => offering.name === other.name)).toBe(true);
    const list = await listOf(owner);
    expect(list.map((booking) => booking.code).sort()).toEqual([before, since].sort());
    expect(list.every((booking) => booking.offering_id === first.id)).toBe(true);
  });

  it('a restore point from before bookings keeps today’s settings, linked to the items again', async () => {
    const owner = await ownerWithSite(t, 'Salon Lama', SALON, { goods: false });
    const items = (await settingsOf(owner)).offerings;
    expect((await owner.api.delete(`/admin/menu/items/${items.at(-1)!.id}`)).status).toBe(200);
    const point = (await owner.api.get<RestorePoint[]>('/admin/data/restore-points')).data[0]!;
    // A point saved before bookings existed has no part for them.
    const [stored] = await t.webku.db.select().from(restorePoints).where(eq(restorePoints.id, point.id));
    const { bookings: _gone, ...older } = stored!.content as { bookings?: unknown };
    await t.webku.db.update(restorePoints).set({ content: older }).where(eq(restorePoints.id, point.id));

    const chosen = await turnOn(owner);
    const code = await ask(owner, chosen[0]!.id, '15:00', 'Dewi', '0812-3456-7005');
    expect((await owner.api.post(`/admin/data/restore-points/${point.id}/restore`, {})).status).toBe(200);
    const settings = await settingsOf(owner);
    expect(settings.is_active).toBe(true);
    const first = settings.offerings.find((offering) => offering.name === chosen[0]!.name)!;
    expect(first).toMatchObject({ duration_minutes: 45 });
    expect((await listOf(owner)).map((booking) => [booking.code, booking.offering_id])).toEqual([
      [code, first.id],
    ]);
  });

  it('the retention sweep removes a customer’s request from the restore points too', async () => {
    // Importing its own export saves a point that holds the salon's two requests.
    const zip = await backupCalls(t, salon.token).exportZip();
    expect((await backupCalls(t, salon.token).send('import', zip)).status).toBe(200);
    const points = await t.webku.db
      .select()
      .from(restorePoints)
      .where(eq(restorePoints.company_id, salon.companyId));
    const held = points.filter((p) => (p.content as { bookings?: BookingsBackup }).bookings?.requests.length);
    expect(held.length).toBeGreaterThan(0);
    // 95 days on, every request (all booked for tomorrow) is past its 90 days.
    const later = Date.now() + 95 * 86_400_000;
    await deleteEndedBookings(t.webku.db, later, 90);
    const after = await t.webku.db
      .select()
      .from(restorePoints)
      .where(eq(restorePoints.company_id, salon.companyId));
    for (const p of after) {
      const part = (p.content as { bookings?: BookingsBackup }).bookings;
      expect(part?.requests ?? []).toEqual([]);
    }
    // The rest of a point stays whole.
    expect(after.map((p) => Object.keys(p.content).sort())).toEqual(
      points.map((p) => Object.keys(p.content).sort()),
    );
  });
});
