import type { WebSettings } from '@webku/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../fakes/llm-server';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { type AdminContext, expectPublic, openAdmin, saveAndWait } from './support/admin';
import { launchBrowser } from './support/browser';

const SHOTS = process.env.SCREENSHOT_DIR;
const OWN_ENGLISH = 'Our own words, kept as they are';
const SUGGESTED = 'Balinese home cooking in the heart of Ubud';

// A server with an LLM provider (a local server speaking the OpenAI protocol): "Terjemahkan" is offered.
let llm: FakeLlmServer;
let t: TestServer;
let owner: OwnerWithSite;
let browser: Browser;
const ctx = {} as AdminContext;

beforeAll(async () => {
  llm = await startFakeLlmServer();
  t = await startTestServer({
    CONTENT_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'sk-test',
  });
  owner = await ownerWithSite(t, 'Warung Ubud');
  browser = await launchBrowser();
  Object.assign(ctx, { t, owner, browser });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await llm?.close();
});

describe('"Terjemahkan" in the admin', () => {
  it('fills only the empty English fields with the suggestion, for the owner to save', async () => {
    const { data } = await owner.api.get<WebSettings>('/admin/web-settings');
    await owner.api.put(`/admin/web-settings/${data.id}`, { second_language: 'english' });
    // The owner wrote one English text already; the button must leave it alone.
    const hero = (await owner.api.get<Record<string, unknown>>('/admin/hero')).data;
    await owner.api.put('/admin/hero', {
      ...hero,
      tagline: 'Masakan rumahan Bali di tengah Ubud',
      translations: { english: { shop_name: OWN_ENGLISH } },
    });

    const page = await openAdmin(ctx, 'hero', 390);
    const tagline = page.getByLabel('Tagline (English)', { exact: true });
    await tagline.waitFor();
    expect(await tagline.inputValue()).toBe('');
    llm.reply({ content: JSON.stringify({ tagline: SUGGESTED, shop_name: 'Overwritten' }) });
    await page.getByRole('button', { name: 'Terjemahkan' }).first().click();
    await page.getByText(/terjemahan diisi\. Periksa dulu, lalu simpan\./).waitFor();
    expect(await tagline.inputValue()).toBe(SUGGESTED);
    // What was asked: only the empty fields' Indonesian words.
    const asked = JSON.stringify(llm.requests.at(-1)!.body);
    expect(asked).toContain('Masakan rumahan Bali di tengah Ubud');
    expect(asked).not.toContain(OWN_ENGLISH);
    expect(await page.getByLabel('Nama Toko (English)', { exact: true }).inputValue()).toBe(OWN_ENGLISH);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hero-translated-390.png`, fullPage: true });

    // Nothing is published before the owner saves.
    const before = await (await fetch(`${t.url}/${owner.slug}/en`)).text();
    expect(before).not.toContain(SUGGESTED);
    await saveAndWait(page, 'Save Changes', /\/api\/admin\/hero$/);
    await expectPublic(
      { ...ctx, owner: { ...owner, slug: `${owner.slug}/en` } },
      (html) => html.includes(SUGGESTED),
      'the saved English tagline',
    );
  });
});
