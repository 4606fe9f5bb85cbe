import type { AnyRowSection, Dashboard } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const dashboardOf = async (businessType: string, description: string) => {
  const owner = await ownerWithSite(
    t,
    `Usaha ${businessType}`,
    { business_type: businessType, short_description: description },
    { goods: false },
  );
  return { owner, dashboard: (await owner.api.get<Dashboard>('/admin/dashboard')).data };
};
const suggested = (dashboard: Dashboard) =>
  dashboard.row_sections
    .filter((section) => section.suggested)
    .map((section) => section.key)
    .sort();

// The keys of the sections whose definitions name the kind or the family, sorted.
const suggestedTo = (kind: string, family: AnyRowSection['suggestedFor']['families'][number]) =>
  ROW_SECTIONS.filter(
    ({ suggestedFor }) => suggestedFor.kinds.includes(kind) || suggestedFor.families.includes(family),
  )
    .map((section) => section.key)
    .sort();

describe('row sections on the dashboard', () => {
  it('are generated empty and suggested to the kinds of business that use them', async () => {
    const workshop = await dashboardOf('Bengkel motor', 'servis motor dan ganti oli, buka tiap hari');
    // Every section, in the definitions' order, each empty.
    expect(workshop.dashboard.row_sections.map(({ key, total }) => [key, total])).toEqual(
      ROW_SECTIONS.map((section) => [section.key, 0]),
    );
    // A workshop (kind 'bengkel-motor', family 'services') is suggested what names either.
    expect(suggested(workshop.dashboard)).toEqual(suggestedTo('bengkel-motor', 'services'));

    const salon = await dashboardOf('Salon kecantikan', 'creambath, potong rambut, facial');
    expect(suggested(salon.dashboard)).toEqual(suggestedTo('salon', 'beauty'));

    // Counting follows what the owner adds and hides.
    const added = await workshop.owner.api.post<{ id: number }>('/admin/faq', {
      question: 'Bisa antar jemput?',
      answer: 'Bisa.',
    });
    await workshop.owner.api.post('/admin/faq', { question: 'Ada garansi?', answer: 'Satu minggu.' });
    await workshop.owner.api.put(`/admin/faq/${added.data.id}`, { is_active: false });
    const after = (await workshop.owner.api.get<Dashboard>('/admin/dashboard')).data;
    expect(after.row_sections.find((section) => section.key === 'faq')).toMatchObject({
      total: 2,
      active: 1,
    });
  });
});
