import {
  addDays,
  type Booking,
  type BookingSettings,
  DAYS_OF_WEEK,
  type Dashboard,
  siteDay,
} from '@webku/contract';
import {
  and,
  bookings,
  eq,
  footerSettings,
  heroSections,
  menuItems,
  newsArticles,
  stores,
  webSettings,
} from '@webku/db';
import { describe, expect, it } from 'vitest';
import { adminClient, useOwnerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { ownerWithCompany, putSubscription } from '../../../../../tests/support/server/subscription-fixtures';

const site = useOwnerWithSite();

const dashboard = async () => {
  const res = await site.api.get<Dashboard>('/admin/dashboard');
  expect(res.status).toBe(200);
  return res.data;
};
const ticks = async () =>
  Object.fromEntries((await dashboard()).checklist.map(({ key, done }) => [key, done]));

// Starts every check from nothing: no contact details, no hours, only built-in images.
async function blankContactDetails() {
  const { db } = site.t.webku;
  const companyId = site.owner.companyId;
  await db
    .update(footerSettings)
    .set({ phone: null, instagram_url: null, facebook_url: null, tiktok_url: null })
    .where(eq(footerSettings.company_id, companyId));
  await db
    .update(stores)
    .set({ address: null, opening_hours: [], whatsapp_number: null })
    .where(eq(stores.company_id, companyId));
  await db.update(webSettings).set({ whatsapp_number: null }).where(eq(webSettings.company_id, companyId));
  await db
    .update(heroSections)
    .set({ background_image: '/media/builtin/coffee/hero.svg' })
    .where(eq(heroSections.company_id, companyId));
  await db
    .update(menuItems)
    .set({ image: '/media/builtin/coffee/espresso.svg', price: 0 })
    .where(eq(menuItems.company_id, companyId));
}

describe('admin dashboard', () => {
  it('counts inactive and unpublished entries beside the visible ones', async () => {
    const before = (await dashboard()).counts;
    expect(before.menu_items.total).toBeGreaterThan(1);
    expect(before.menu_items.active).toBe(before.menu_items.total);
    // Generation publishes the welcome article only; the others are drafts.
    expect(before.news_articles).toEqual({ total: 5, active: 1 });
    const { db } = site.t.webku;
    const [item] = await db.select().from(menuItems).where(eq(menuItems.company_id, site.owner.companyId));
    await site.api.put(`/admin/menu/items/${item!.id}`, { ...item, is_active: false });
    const [article] = await db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.company_id, site.owner.companyId), eq(newsArticles.is_published, true)));
    await site.api.put(`/admin/news/${article!.id}`, { ...article, is_published: false });

    const after = (await dashboard()).counts;
    expect(after.menu_items).toEqual({ total: before.menu_items.total, active: before.menu_items.total - 1 });
    expect(after.news_articles).toEqual({
      total: before.news_articles.total,
      active: before.news_articles.active - 1,
    });
    const admin = await site.api.get<unknown[]>('/admin/stores');
    expect(after.stores.total).toBe(admin.data.length);
  });

  it('ticks each checklist step from the saved content, not from clicks', async () => {
    await blankContactDetails();
    expect(await ticks()).toEqual({
      phone: false,
      store_address: false,
      opening_hours: false,
      menu_prices: false,
      hero_photo: false,
      about_photo: false,
      menu_photos: false,
      social_links: false,
      custom_domain: false,
    });

    const footer = (await site.api.get('/admin/footer')).data;
    const saved = await site.api.put('/admin/footer', {
      ...footer,
      phone: '0812 3456 7890',
      instagram_url: 'https://instagram.com/kopisenja',
    });
    expect(saved.status).toBe(200);
    const [store] = (await site.api.get<{ id: number; name: string }[]>('/admin/stores')).data;
    const storeSaved = await site.api.put(`/admin/stores/${store!.id}`, {
      ...store,
      address: 'Jl. Braga 12, Bandung',
      opening_hours: [
        { day_of_week: 'monday', opening_time: '09:00', closing_time: '21:00', is_closed: false },
      ],
    });
    expect(storeSaved).toMatchObject({ status: 200 });
    const hero = (await site.api.get('/admin/hero')).data;
    await site.api.put('/admin/hero', {
      ...hero,
      background_image: `/media/u/${site.owner.companyId}/hero/own-photo.webp`,
    });
    // A photo alone is not the step: the story needs its text too.
    await site.api.put('/admin/about', {
      text: null,
      image: `/media/u/${site.owner.companyId}/about/team.webp`,
    });
    expect((await ticks()).about_photo).toBe(false);
    await site.api.put('/admin/about', { text: 'Kami bertiga, sejak 2015.' });
    const items = (
      await site.api.get<{ id: number; price: number; is_active: boolean }[]>('/admin/menu/items')
    ).data;
    const unpriced = async () => (await dashboard()).checklist.find((step) => step.key === 'menu_prices');
    // Only what visitors see counts: an item switched off asks for nothing.
    const visible = items.filter((item) => item.is_active);
    expect(visible.length).toBeLessThan(items.length);
    expect(await unpriced()).toMatchObject({ done: false, missing: visible.length });
    for (const item of items) await site.api.put(`/admin/menu/items/${item.id}`, { ...item, price: 25000 });

    expect(await ticks()).toMatchObject({
      phone: true,
      store_address: true,
      opening_hours: true,
      menu_prices: true,
      hero_photo: true,
      about_photo: true,
      menu_photos: false,
      social_links: true,
      custom_domain: false,
    });
  });

  it('ticks the phone once the number is set in any of its three places', async () => {
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    const [store] = (await site.api.get<{ id: number }[]>('/admin/stores')).data;
    const places = [
      () => site.api.put(`/admin/web-settings/${id}`, { whatsapp_number: '0812 3456 7890' }),
      () => site.api.put('/admin/footer', { phone: '022 4201234' }),
      async () => {
        const current = (await site.api.get<{ id: number }[]>('/admin/stores')).data[0]!;
        return site.api.put(`/admin/stores/${store!.id}`, { ...current, whatsapp_number: '0857 1234 5678' });
      },
    ];
    for (const set of places) {
      await blankContactDetails();
      expect((await ticks()).phone).toBe(false);
      expect((await set()).status).toBe(200);
      expect((await ticks()).phone).toBe(true);
    }
  });

  it('ticks the custom domain only once the domain serves the site', async () => {
    const { db } = site.t.webku;
    await putSubscription(db, { companyId: site.owner.companyId, domain: 'kopisenja.id', pointed: false });
    expect((await ticks()).custom_domain).toBe(false);
    await putSubscription(db, { companyId: site.owner.companyId, domain: 'kopisenja.id', pointed: true });
    expect((await ticks()).custom_domain).toBe(true);
  });

  it("counts only the caller's company", async () => {
    const other = await ownerWithCompany(site.t, 'toko-lain');
    const res = await adminClient(site.t, other.token).get<Dashboard>('/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.data.counts.menu_items).toEqual({ total: 0, active: 0 });
    // An empty menu lacks no price; every other step is still open.
    const [prices, ...others] = [...res.data.checklist].sort((a) => (a.key === 'menu_prices' ? -1 : 1));
    expect(prices).toEqual({ key: 'menu_prices', done: true, missing: 0 });
    expect(others.every((step) => !step.done)).toBe(true);
    expect(res.data.bookings).toBeNull();
  });

  it('sums up the bookings once the owner switches them on: waiting, the soonest, and the weeks', async () => {
    expect((await dashboard()).bookings).toBeNull();
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    const saved = await site.api.put(`/admin/web-settings/${id}`, {
      whatsapp_number: '0811-2222-3333',
      time_zone: 'Asia/Makassar',
    });
    expect(saved.status).toBe(200);
    const open = DAYS_OF_WEEK.map((day) => ({
      day_of_week: day,
      opening_time: '09:00',
      closing_time: '17:00',
      is_closed: false,
    }));
    const on = await site.api.put<BookingSettings>('/admin/bookings/settings', {
      is_active: true,
      lead_minutes: 0,
      hours: open,
    });
    expect(on.status, on.message).toBe(200);
    const today = siteDay(Date.now(), 'Asia/Makassar');
    // getUTCDay counts from Sunday; the weeks start on Monday.
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const empty = (week_start: string) => ({ week_start, requested: 0, confirmed: 0, missed: 0 });
    expect((await dashboard()).bookings).toEqual({
      is_active: true,
      proposed: false,
      waiting: 0,
      next_waiting: null,
      weeks: [-21, -14, -7, 0].map((days) => empty(addDays(monday, days))),
    });

    // Three requests for tomorrow, as customers send them from the site.
    const tomorrow = addDays(today, 1);
    const offering = on.data.offerings[0]!;
    const times = await site.t.api(
      `/api/public/${site.owner.slug}/booking-slots?offering=${offering.id}&date=${tomorrow}`,
    );
    const free = ((await times.json()) as { data: { start: string }[] }).data.map((time) => time.start);
    for (const [n, time] of ['10:00', '12:00', '14:00'].entries()) {
      const start = `${tomorrow}T${time}:00+08:00`;
      expect(free).toContain(start);
      const res = await site.t.api(`/api/public/${site.owner.slug}/bookings`, {
        method: 'POST',
        json: {
          offering_id: offering.id,
          start,
          customer_name: ['Sari', 'Budi', 'Wayan'][n],
          customer_whatsapp: `0812-3456-700${n}`,
        },
      });
      expect(res.status).toBe(201);
    }
    const list = (await site.api.get<Booking[]>('/admin/bookings')).data;
    const named = (name: string) => list.find((booking) => booking.customer_name === name)!;
    expect((await dashboard()).bookings).toMatchObject({
      waiting: 3,
      next_waiting: {
        id: named('Sari').id,
        customer_name: 'Sari',
        offering_name: offering.name,
        start: `${tomorrow}T10:00:00+08:00`,
      },
    });

    // Sari is accepted, Budi's answer time passes: Wayan is the one still waiting.
    expect((await site.api.post(`/admin/bookings/${named('Sari').id}/confirm`, {})).status).toBe(200);
    await site.t.webku.db
      .update(bookings)
      .set({ answer_by: new Date(Date.now() - 60_000) })
      .where(and(eq(bookings.company_id, site.owner.companyId), eq(bookings.id, named('Budi').id)));
    const after = (await dashboard()).bookings;
    expect(after).toMatchObject({
      is_active: true,
      waiting: 1,
      next_waiting: { id: named('Wayan').id, customer_name: 'Wayan', start: `${tomorrow}T14:00:00+08:00` },
    });
    expect(after?.weeks).toEqual([
      ...[-21, -14, -7].map((days) => empty(addDays(monday, days))),
      { week_start: monday, requested: 3, confirmed: 1, missed: 1 },
    ]);

    // Switched off again, the card stays with what came in.
    expect((await site.api.put('/admin/bookings/settings', { is_active: false })).status).toBe(200);
    expect((await dashboard()).bookings).toMatchObject({ is_active: false, waiting: 1 });
  });

  it('answers 401 without a session', async () => {
    expect((await adminClient(site.t, undefined).get('/admin/dashboard')).status).toBe(401);
  });
});
