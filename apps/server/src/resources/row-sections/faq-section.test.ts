import type { RestorePoint } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

type Faq = { id: number; question: string; answer: string; is_active: boolean; display_order: number };
const page = async () => (await site.t.api(`/${site.owner.slug}`)).text();
const questions = [
  { question: 'Apakah ada tempat parkir mobil?', answer: 'Ada, muat 4 mobil di depan bengkel.' },
  {
    question: 'Bisa servis panggilan ke rumah?',
    answer: 'Bisa untuk wilayah Depok,\nbiaya transport Rp 25.000.',
  },
];

describe('Tanya Jawab over the API and on the page', () => {
  it('is hidden, with no link, until the owner adds a question; then it shows with FAQPage data', async () => {
    expect((await site.api.get('/admin/faq')).data).toEqual([]);
    expect(await page()).not.toContain('id="tanya-jawab"');
    expect((await publicData(site.t, site.owner.slug)).row_sections).toEqual({});

    const first = await site.api.post<Faq>('/admin/faq', questions[0]);
    expect(first).toMatchObject({
      status: 201,
      data: { ...questions[0], is_active: true, display_order: 1 },
    });
    await site.api.post('/admin/faq', questions[1]);

    const html = await page();
    expect(html).toContain('<section id="tanya-jawab"');
    expect(html).toContain('href="#tanya-jawab">Tanya Jawab</a>');
    expect(html).toContain('<summary class="faq-question">Apakah ada tempat parkir mobil?</summary>');
    // Before the stores (contact) section, where its definition places it.
    expect(html.indexOf('id="tanya-jawab"')).toBeLessThan(html.indexOf('<section id="contact"'));
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const faqPage = ld.find((data) => data['@type'] === 'FAQPage');
    expect(faqPage.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: questions[0]!.question,
        acceptedAnswer: { '@type': 'Answer', text: questions[0]!.answer },
      },
      {
        '@type': 'Question',
        name: questions[1]!.question,
        acceptedAnswer: { '@type': 'Answer', text: questions[1]!.answer },
      },
    ]);
  });

  it('refuses a question without text, naming the field, and takes the owner’s order', async () => {
    expectRejected(await site.api.post('/admin/faq', { question: '  ', answer: 'x' }), 'Pertanyaan');
    expectRejected(
      await site.api.post('/admin/faq', { question: 'x'.repeat(201), answer: 'x' }),
      'Pertanyaan',
    );
    const rows = (await site.api.get<Faq[]>('/admin/faq')).data;
    const reordered = await site.api.put<Faq[]>('/admin/faq/order', { ids: rows.map((r) => r.id).reverse() });
    expect(reordered.status).toBe(200);
    expect(reordered.data.map((r) => r.question)).toEqual([questions[1]!.question, questions[0]!.question]);
    const html = await page();
    expect(html.indexOf(questions[1]!.question)).toBeLessThan(html.indexOf(questions[0]!.question));
    // A row added after a delete goes last, never sharing a place with another.
    const extra = await site.api.post<Faq>('/admin/faq', { question: 'Sementara?', answer: 'Ya.' });
    await site.api.delete(`/admin/faq/${rows[0]!.id}`);
    const after = await site.api.post<Faq>('/admin/faq', { question: 'Terakhir?', answer: 'Ya.' });
    expect(after.data.display_order).toBeGreaterThan(extra.data.display_order);
    await site.api.delete(`/admin/faq/${extra.data.id}`);
    await site.api.delete(`/admin/faq/${after.data.id}`);
    const restored = await site.api.post<Faq>('/admin/faq', questions[0]);
    rows[0] = restored.data;
    // An order that leaves a row out is refused and changes nothing.
    expect((await site.api.put('/admin/faq/order', { ids: [rows[0]!.id] })).status).toBe(422);
  });

  it('a hidden row and a switched-off section leave the page; the heading can be renamed', async () => {
    const [row] = (await site.api.get<Faq[]>('/admin/faq')).data;
    await site.api.put(`/admin/faq/${row!.id}`, { is_active: false });
    expect(await page()).not.toContain(row!.question);
    await site.api.put('/admin/faq/settings', { title: 'Sering Ditanya' });
    expect(await page()).toContain('href="#tanya-jawab">Sering Ditanya</a>');
    await site.api.put('/admin/faq/settings', { is_active: false });
    expect(await page()).not.toContain('id="tanya-jawab"');
    await site.api.put('/admin/faq/settings', { is_active: true });
    await site.api.put(`/admin/faq/${row!.id}`, { is_active: true });
  });

  it('a delete keeps a restore point naming the question, and restoring brings it back', async () => {
    const [row] = (await site.api.get<Faq[]>('/admin/faq')).data;
    expect((await site.api.delete(`/admin/faq/${row!.id}`)).status).toBe(200);
    expect(await page()).not.toContain(row!.question);
    const [point] = (await site.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
    expect(point).toMatchObject({ reason: 'delete', detail: `pertanyaan “${row!.question}”` });
    expect((await site.api.post(`/admin/data/restore-points/${point!.id}/restore`, {})).status).toBe(200);
    expect((await site.api.get<Faq[]>('/admin/faq')).data.map((r) => r.question)).toContain(row!.question);
    expect(await page()).toContain(row!.question);
    // The settings came back with the rows.
    expect((await site.api.get<{ title: string }>('/admin/faq/settings')).data.title).toBe('Sering Ditanya');
  });

  it("another company's question is no question", async () => {
    const [row] = (await site.api.get<Faq[]>('/admin/faq')).data;
    const other = await ownerWithSite(site.t, 'Bengkel Lain', {}, { goods: false });
    expect((await other.api.put(`/admin/faq/${row!.id}`, { answer: 'diubah' })).status).toBe(404);
    expect((await other.api.delete(`/admin/faq/${row!.id}`)).status).toBe(404);
    expect((await other.api.get('/admin/faq')).data).toEqual([]);
  });
});
