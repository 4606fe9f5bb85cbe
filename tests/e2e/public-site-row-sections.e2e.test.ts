import { TEMPLATES } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, visit } from './support/public-site';
import {
  createSite,
  type SiteCompany,
  setWebSettings,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// Screenshots for people to look at, outside the repository.
const SHOTS = '/work/notes/shots/row-sections';
const ctx = usePublicSiteServer();

const QUESTIONS = [
  [
    'Apakah bisa servis panggilan ke rumah?',
    'Bisa untuk wilayah Depok dan sekitarnya, dengan biaya transport Rp 25.000.',
  ],
  ['Berapa lama servis rutin?', 'Sekitar 45 menit sampai 1 jam.'],
  ['Apakah ada garansi?', 'Garansi servis 7 hari untuk pekerjaan yang sama.'],
  ['Bisa bayar pakai QRIS?', 'Bisa, juga transfer bank dan tunai.'],
  ['Apakah perlu booking dulu?', 'Tidak wajib, tapi booking lewat WhatsApp membuat Anda tidak perlu antre.'],
] as const;
const REVIEWS = [
  {
    author_name: 'Bu Rina',
    quote: 'Pelayanannya cepat dan ramah, motor saya langsung enak lagi.',
    rating: 5,
    source: 'google',
  },
  {
    author_name: 'Pak Budi Santoso Wirahadikusuma',
    quote: 'Harga jujur, dijelaskan dulu sebelum dikerjakan.',
    rating: 4,
    source: 'whatsapp',
  },
  { author_name: 'Dewi', quote: 'Tempatnya bersih, ada ruang tunggu ber-AC.' },
  { author_name: 'Andi', quote: 'Langganan sejak 2019. Mantap!', rating: 5, source: 'instagram' },
];
const PHOTOS = ['hero', 'store-1', 'category-1', 'category-2', 'category-3', 'category-4', 'news-launch'].map(
  (name, index) => ({
    image: `/media/builtin/coffee/${name}.svg`,
    caption: index % 3 === 2 ? null : `Hasil kerja ${index + 1}`,
  }),
);

async function fill(site: SiteCompany, count: number) {
  for (const [question, answer] of QUESTIONS.slice(0, count))
    await site.api.post('/admin/faq', { question, answer });
  for (const review of REVIEWS.slice(0, count)) await site.api.post('/admin/testimonials', review);
  for (const photo of PHOTOS.slice(0, count === 1 ? 1 : PHOTOS.length))
    await site.api.post('/admin/gallery', photo);
}

async function clear(site: SiteCompany) {
  for (const key of ['faq', 'testimonials', 'gallery']) {
    const rows = (await site.api.get<{ id: number }[]>(`/admin/${key}`)).data;
    for (const row of rows) await site.api.delete(`/admin/${key}/${row.id}`);
  }
}

describe('Tanya Jawab, Kata Pelanggan and Galeri on every template', () => {
  it('fit a phone and a laptop with one item and with many', async () => {
    const site = await createSite(ctx.t, 'Bengkel Maju', 'layanan-jasa');
    for (const count of [1, 5]) {
      await clear(site);
      await fill(site, count);
      for (const template of TEMPLATES) {
        await setWebSettings(site, { template_selected: template });
        for (const viewport of [PHONE, LAPTOP]) {
          const { page, errors, close } = await visit(ctx.browser, site.home, { viewport });
          for (const id of ['tanya-jawab', 'kata-pelanggan', 'galeri']) {
            const section = page.locator(`#${id}`);
            await expect.poll(() => section.count()).toBe(1);
            await section.screenshot({ path: `${SHOTS}/${template}-${id}-${count}-${viewport.width}.png` });
          }
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
            .toBeLessThanOrEqual(viewport.width);
          await expect.poll(() => page.locator('nav a[href="#galeri"]').count()).toBeGreaterThan(0);
          expect(errors).toEqual([]);
          await close();
        }
      }
    }
  }, 300_000);

  it('open a question and a photo without JavaScript, and close the photo again', async () => {
    const site = await createSite(ctx.t, 'Bengkel Tanpa Skrip', 'layanan-jasa');
    await fill(site, 2);
    const { page, close } = await visit(ctx.browser, site.home, { viewport: PHONE, js: false });
    const answer = page.locator('.faq-answer').first();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.locator('.faq-question').first().click();
    await expect.poll(() => answer.isVisible()).toBe(true);

    const view = page.locator('.photo-view').first();
    await expect.poll(() => view.isVisible()).toBe(false);
    await page.locator('.photo-open').first().click();
    await expect.poll(() => view.isVisible()).toBe(true);
    // Over everything, the sticky navigation included.
    const onTop = () =>
      page.evaluate(() => {
        const brand = document.querySelector('.nav-brand')!.getBoundingClientRect();
        const hit = document.elementFromPoint(brand.x + brand.width / 2, brand.y + brand.height / 2);
        return Boolean(hit?.closest('.photo-view'));
      });
    await expect.poll(onTop).toBe(true);
    await view.screenshot({ path: `${SHOTS}/photo-view-${PHONE.width}.png` });
    await view.getByText('Tutup').click();
    await expect.poll(() => view.isVisible()).toBe(false);
    await close();
  });

  it('keep a 120-character word inside a 320 px phone, on an Indonesian and an English site', async () => {
    const word = 'Servismotorlengkap'.repeat(7).slice(0, 120);
    for (const language of ['indonesia', 'english'] as const) {
      const site = await createSite(ctx.t, `Bengkel Panjang ${language}`, 'layanan-jasa', language);
      expect((await site.api.post('/admin/faq', { question: word, answer: word })).status).toBe(201);
      const review = await site.api.post('/admin/testimonials', {
        // A name holds at most 80 characters.
        author_name: word.slice(0, 80),
        quote: word,
        rating: 3,
        source: 'langsung',
      });
      expect(review.status).toBe(201);
      await site.api.post('/admin/gallery', { image: '/media/builtin/coffee/hero.svg', caption: word });
      await site.api.put('/admin/faq/settings', { title: word, description: word });
      for (const template of TEMPLATES) {
        await setWebSettings(site, { template_selected: template });
        const { page, close } = await visit(ctx.browser, site.home, {
          viewport: { width: 320, height: 700 },
        });
        await expect.poll(() => page.locator('#galeri').count()).toBe(1);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${language} ${template}`,
        ).toBeLessThanOrEqual(320);
        const source = await page.locator('.quote-source').innerText();
        expect(source).toBe(language === 'english' ? 'in person' : 'langsung di tempat');
        await page
          .locator('#kata-pelanggan')
          .screenshot({ path: `${SHOTS}/long-${language}-${template}-320.png` });
        await close();
      }
    }
  }, 300_000);
});
