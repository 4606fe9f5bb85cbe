import {
  API,
  type HeroSection,
  TRANSLATION_SUGGEST_LIMITS,
  type TranslationAvailability,
  type TranslationSuggestions,
  type WebSettings,
} from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../../../../tests/fakes/llm-server';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { expectTooMany } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

// "Terjemahkan" over real HTTP: offered only with an LLM provider configured, it answers suggestions in
// the site's second language and saves nothing; its input and its calls are bounded.
let llm: FakeLlmServer;
let withLlm: TestServer;
let without: TestServer;
let owner: OwnerWithSite;

const suggest = (who: OwnerWithSite, texts: Record<string, string>) =>
  who.api.post<TranslationSuggestions>(API.admin.translations.suggest, { texts });

beforeAll(async () => {
  llm = await startFakeLlmServer();
  withLlm = await startTestServer({
    CONTENT_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'sk-test',
    LLM_TIMEOUT_MS: '2000',
    RATE_LIMIT_TRANSLATION_SUGGESTIONS: '8/1h',
  });
  without = await startTestServer();
  // Generation asks the fake too; its empty answers leave the built-in texts.
  owner = await ownerWithSite(withLlm, 'Warung Ubud');
  llm.requests.length = 0;
}, 120_000);
afterAll(async () => {
  await withLlm?.close();
  await without?.close();
  await llm?.close();
});

describe('translation suggestions', () => {
  it('are off without an LLM provider: not offered, and the call answers 404 in Indonesian', async () => {
    const other = await ownerWithSite(without, 'Kopi Biasa');
    const offered = await other.api.get<TranslationAvailability>(API.admin.translations.root);
    expect(offered.data).toEqual({ available: false });
    const res = await suggest(other, { tagline: 'Kopi enak' });
    expect(res.status).toBe(404);
    expect(res.message).toMatch(/^Terjemahan otomatis tidak tersedia di server ini\./);
  });

  it('ask for the second language to be on first', async () => {
    expect((await owner.api.get<TranslationAvailability>(API.admin.translations.root)).data).toEqual({
      available: true,
    });
    const res = await suggest(owner, { tagline: 'Nasi goreng paling enak' });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Nyalakan dulu di Pengaturan Web');
    expect(llm.requests).toHaveLength(0);
  });

  it('answer the texts in the second language, rich text made safe, and save nothing', async () => {
    const heroBefore = (await owner.api.get<HeroSection>('/admin/hero')).data;
    const { data } = await owner.api.get<WebSettings>(API.admin.webSettings.root);
    const on = await owner.api.put(API.admin.webSettings.record(data.id), { second_language: 'english' });
    expect(on.status).toBe(200);
    llm.reply({
      content: JSON.stringify({
        tagline: 'The best fried rice in Ubud',
        about: '<p>Cooked over <strong>wood</strong>.<script>alert(1)</script></p>',
      }),
    });
    const res = await suggest(owner, {
      tagline: 'Nasi goreng paling enak di Ubud',
      about: '<p>Dimasak di atas <strong>kayu</strong>.</p>',
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data).toEqual({
      language: 'english',
      suggestions: {
        tagline: 'The best fried rice in Ubud',
        about: '<p>Cooked over <strong>wood</strong>.</p>',
      },
    });
    const sent = llm.requests.at(-1)!.body as { messages: { content: string }[] };
    expect(sent.messages[0]!.content).toContain('from Indonesian to English');
    // Nothing was written: the hero is as it was until the owner saves.
    expect((await owner.api.get<HeroSection>('/admin/hero')).data).toEqual(heroBefore);
  });

  it('refuse too many fields, a text too long and nothing at all, naming the fix', async () => {
    const many = Object.fromEntries(
      Array.from({ length: TRANSLATION_SUGGEST_LIMITS.fields + 1 }, (_, i) => [`field_${i}`, 'Teks']),
    );
    const crowded = await suggest(owner, many);
    expect(crowded.status).toBe(422);
    expect(crowded.message).toBe(
      'Terjemahkan paling banyak 30 isian sekaligus; simpan, lalu terjemahkan sisanya',
    );
    const long = await suggest(owner, { description: 'a'.repeat(TRANSLATION_SUGGEST_LIMITS.textLength + 1) });
    expect(long.status).toBe(422);
    expect(long.message).toBe(
      'Deskripsi terlalu panjang untuk diterjemahkan otomatis (maksimal 4.000 karakter); terjemahkan sendiri',
    );
    const empty = await suggest(owner, {});
    expect(empty.status).toBe(422);
    expect(empty.message).toBe('Tidak ada teks untuk diterjemahkan: isi dulu teks utamanya');
  });

  it('say so in Indonesian when the LLM fails or is too slow', async () => {
    llm.reply({ status: 503 });
    const failed = await suggest(owner, { tagline: 'Nasi goreng' });
    expect(failed.status).toBe(502);
    expect(failed.message).toMatch(/^Layanan terjemahan sedang tidak bisa dihubungi\./);
    llm.reply({ content: '{}', delayMs: 3_000 });
    const slow = await suggest(owner, { tagline: 'Nasi goreng' });
    expect(slow.status).toBe(502);
  });

  it('are limited per company, like the other calls to the LLM', async () => {
    // Seven calls were spent above (refused input too: the limit is spent first); the eighth is the last.
    llm.reply({ content: JSON.stringify({ tagline: 'Fried rice' }) });
    expect((await suggest(owner, { tagline: 'Nasi goreng' })).status).toBe(200);
    const res = await withLlm.api(`/api${API.admin.translations.suggest}`, {
      method: 'POST',
      token: owner.token,
      json: { texts: { tagline: 'Nasi goreng' } },
    });
    await expectTooMany(res, /^Terlalu banyak permintaan terjemahan otomatis\. Coba lagi dalam /);
  });
});
