import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebSettings } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  type AdminContext,
  expectPublic,
  openAdmin,
  publicHtml,
  saveAndWait,
  useAdminSite,
} from './support/admin';
import { newPage } from './support/browser';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'webku-about-shots');
mkdirSync(SHOTS, { recursive: true });

// One of the specification's two templates: About us shows on it once the owner writes the text.
const ctx = useAdminSite('Bengkel Las Jaya', { template_selected: 'classic-website' });
const hasAbout = (html: string) => html.includes('id="about"');
// About us sits between the hero and the menu on the specification's templates.
const rightAfterHero = (html: string) =>
  html.indexOf('<section class="hero') < html.indexOf('<section id="about"') &&
  html.indexOf('<section id="about"') < html.indexOf('<section id="menu"');

async function useTemplate(context: AdminContext, template: WebSettings['template_selected']) {
  const { id } = (await context.owner.api.get<WebSettings>('/admin/web-settings')).data;
  const saved = await context.owner.api.put(`/admin/web-settings/${id}`, { template_selected: template });
  expect(saved.status).toBe(200);
}

// The public page as a visitor sees it on a phone, from the top to the end of About us: nothing may
// overflow 390 px.
async function shootPublic(context: AdminContext, file: string) {
  const page = await newPage(context.browser, 390);
  await page.goto(`${context.t.url}/${context.owner.slug}`);
  const about = page.locator('#about');
  await about.waitFor({ state: 'visible' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const bottom = await about.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await page.screenshot({
    path: join(SHOTS, file),
    fullPage: true,
    clip: { x: 0, y: 0, width: 390, height: bottom },
  });
  await page.context().close();
}

describe('"Tentang Kami" on a phone', () => {
  it('the owner writes the text: it shows right after the hero with its nav link; cleared, it is gone', async () => {
    const page = await openAdmin(ctx, 'about', 390);
    await page.getByRole('heading', { name: 'Tentang Kami', level: 1 }).waitFor();
    // The admin words the placement from the owner's template.
    await page
      .getByText('Pada template Classic Website, bagian ini tampil tepat setelah bagian Hero.')
      .waitFor();
    const text = page.getByLabel('Teks', { exact: true });
    await text.waitFor();
    // The spec's templates start without a story, so the page is the spec's until the owner writes one.
    expect(await text.inputValue()).toBe('');
    await page.getByText('tidak tampil di website selama teksnya kosong').waitFor();
    expect(hasAbout(await publicHtml(ctx))).toBe(false);

    await text.fill('Bengkel las keluarga sejak 2010.\n\nPagar, kanopi dan teralis, dikerjakan rapi.');
    await saveAndWait(page, 'Simpan', /\/api\/admin\/about$/);
    await page.getByText('Tentang Kami tersimpan', { exact: true }).waitFor();
    const html = await expectPublic(ctx, (h) => h.includes('Pagar, kanopi dan teralis'), 'the about text');
    expect(rightAfterHero(html)).toBe(true);
    expect(html).toMatch(/<a[^>]*href="#about"[^>]*>Tentang Kami<\/a>/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'about-editor-390.png'), fullPage: true });
    await shootPublic(ctx, 'about-classic-390.png');

    await text.fill('');
    await page.getByText('tidak tampil di website selama teksnya kosong').waitFor();
    await saveAndWait(page, 'Simpan', /\/api\/admin\/about$/);
    await page.getByText('Tentang Kami tersimpan; bagian ini tersembunyi sampai ada teks').waitFor();
    const hidden = await expectPublic(ctx, (h) => !hasAbout(h), 'no about section');
    expect(hidden).not.toContain('href="#about"');
    expect(hidden).not.toContain('Pagar, kanopi');
    await page.context().close();
  });

  it('the coffee template shows the story and photo after the hero; the service template says it sits lower', async () => {
    await useTemplate(ctx, 'minimalis-coffee-shop');
    const saved = await ctx.owner.api.put('/admin/about', {
      title: 'Cerita Kami',
      text: 'Bengkel las keluarga sejak 2010.\n\nPagar, kanopi dan teralis, dikerjakan rapi.',
      image: '/media/builtin/coffee/hero.svg',
    });
    expect(saved.status).toBe(200);
    const coffee = await expectPublic(ctx, (h) => h.includes('about--story'), 'the story layout');
    expect(rightAfterHero(coffee)).toBe(true);
    expect(coffee).toMatch(/<a[^>]*href="#about"[^>]*>Cerita Kami<\/a>/);
    await shootPublic(ctx, 'about-coffee-390.png');

    const page = await openAdmin(ctx, 'about', 390);
    await page
      .getByText('Pada template Minimalis Coffee Shop, bagian ini tampil tepat setelah bagian Hero.')
      .waitFor();
    await page.context().close();

    await useTemplate(ctx, 'layanan-jasa');
    const services = await openAdmin(ctx, 'about', 390);
    await services
      .getByText('Pada template Layanan Jasa, bagian ini tampil di bawah bagian Hero, Menu dan Stores.')
      .waitFor();
    await services.context().close();
    const html = await expectPublic(ctx, (h) => h.includes('about--split'), 'the split layout');
    expect(html.indexOf('<section id="about"')).toBeGreaterThan(html.indexOf('<section id="contact"'));
  });

  it('an over-long text is refused in the editor in Indonesian, naming the field, and nothing is saved', async () => {
    const before = (await ctx.owner.api.get('/admin/about')).data;
    const page = await openAdmin(ctx, 'about', 1280);
    const text = page.getByLabel('Teks', { exact: true });
    await text.waitFor();
    await text.evaluate((element) => element.removeAttribute('maxlength'));
    await text.fill('a'.repeat(2001));
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Teks maksimal 2000 karakter').first().waitFor();
    expect((await ctx.owner.api.get('/admin/about')).data).toEqual(before);
    await page.screenshot({ path: join(SHOTS, 'about-editor-1280.png'), fullPage: true });
    await page.context().close();
  });
});
