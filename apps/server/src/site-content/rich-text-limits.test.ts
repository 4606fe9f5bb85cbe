import { fieldLabel, type NewsArticle, RICH_TEXT_LIMITS, type WebSettings } from '@webku/contract';
import { eq, newsArticles, webSettings } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_ARTICLE, WORST_ACCEPTED_RICH_TEXT } from '../../../../tests/fixtures/hostile-rich-text';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { backupCalls, buildZip, siteJson } from '../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { siteChanged } from '../../../../tests/support/server/site-changed';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

let t: TestServer;
let owner: OwnerWithSite;
let web: WebSettings;

beforeAll(async () => {
  t = await startTestServer();
  owner = await ownerWithSite(t);
  web = (await owner.api.get<WebSettings>('/admin/web-settings')).data;
});
afterAll(() => t?.close());

const saveTerms = (terms: string) =>
  owner.api.put<WebSettings>(`/admin/web-settings/${web.id}`, { terms_and_conditions: terms });
const storedTerms = async () =>
  (await owner.api.get<WebSettings>('/admin/web-settings')).data.terms_and_conditions;
const page = async (path: string) => {
  const res = await t.api(`/${owner.slug}${path}`);
  return { status: res.status, html: await res.text() };
};

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe('rich text saves within bounds', () => {
  it('refuses <b> x 100,000 in the terms at once with an Indonesian message naming the field', async () => {
    const before = await storedTerms();
    // Before the limits this save took 5.6 s of sanitising and the page 17 s.
    const { result, ms } = await timed(() => saveTerms('<b>'.repeat(100_000)));
    expect(result.status).toBe(422);
    expect(result.message).toMatch(
      new RegExp(`^${fieldLabel('terms_and_conditions')}: maksimal 100\\.000 karakter`),
    );
    expect(ms).toBeLessThan(1_000);
    expect(await storedTerms()).toBe(before);
  });

  it('refuses deep nesting, too many tags and an over-long tag, each saying what to change', async () => {
    const deep = await saveTerms(`<p>${'<b><i>'.repeat(15)}Syarat</p>`);
    expect(deep.status).toBe(422);
    expect(deep.message).toBe(
      `${fieldLabel('terms_and_conditions')}: format bertumpuk maksimal ${RICH_TEXT_LIMITS.maxDepth} tingkat; hapus format yang berlapis-lapis lalu format ulang teksnya`,
    );
    const tags = await owner.api.post('/admin/news', { title: 'Banyak', content: '<b>x</b>'.repeat(3_000) });
    expect(tags.status).toBe(422);
    expect(tags.message).toMatch(/^Isi artikel: maksimal 5\.000 tag format/);
    const privacy = await owner.api.put(`/admin/web-settings/${web.id}`, {
      privacy_policy: `<a href="https://x.id/${'a'.repeat(RICH_TEXT_LIMITS.maxTagLength)}">tautan</a>`,
    });
    expect(privacy.status).toBe(422);
    expect(privacy.message).toMatch(
      /^Kebijakan privasi: satu tag beserta atributnya maksimal 3\.000 karakter/,
    );
  });

  it('accepts a long legitimate article and shows it on the home page', async () => {
    const res = await owner.api.post<NewsArticle>('/admin/news', {
      title: 'Asal kopi kami',
      content: LONG_ARTICLE,
    });
    expect(res.status).toBe(201);
    expect(res.data.content).toContain('Paragraf 400: kopi dari <strong>Gayo</strong>');
    expect(res.data.content_over_limits).toBe(false);
    expect((await page('')).html).toContain('Paragraf 400: kopi dari <strong>Gayo</strong>');
  });

  it('renders the worst text a save accepts in a few milliseconds', async () => {
    for (const [shape, html] of Object.entries(WORST_ACCEPTED_RICH_TEXT)) {
      const saved = await saveTerms(html);
      expect(saved.status, shape).toBe(200);
      const { result, ms } = await timed(() => page('/terms-and-conditions'));
      expect(result.status, shape).toBe(200);
      expect(ms, shape).toBeLessThan(500);
    }
  });

  it('renders what is stored without sanitising it again', async () => {
    // Markup only the write path removes: a page that shows it was not sanitised while rendering.
    const stored = '<p data-stored="as-is">Syarat yang tersimpan</p>';
    await t.webku.db
      .update(webSettings)
      .set({ terms_and_conditions: stored, terms_and_conditions_over_limits: false })
      .where(eq(webSettings.company_id, owner.companyId));
    await siteChanged(t.webku, owner.companyId);
    expect((await page('/terms-and-conditions')).html).toContain(stored);
  });
});

describe('rich text from a backup', () => {
  it('keeps over-limit text and flags it for the owner instead of refusing the archive', async () => {
    const target = await ownerWithSite(t, 'Toko Arsip');
    const words = 'Pasal penting. '.repeat(200);
    const content = `${'<b>'.repeat(100_000)}${words}<script>alert(1)</script>`;
    const zip = await buildZip([
      {
        name: 'site.json',
        bytes: siteJson({
          web_settings: { terms_and_conditions: content, privacy_policy: '<p onclick="x()">Privasi</p>' },
          news_articles: [{ title: 'Arsip', content, is_published: true }],
        }),
        // Stored: this markup compresses past the archive's zip-bomb ratio.
        compress: false,
      },
    ]);
    const { result, ms } = await timed(() => backupCalls(t, target.token).send('import', zip));
    expect(result.status).toBe(200);
    expect(ms).toBeLessThan(5_000);
    const settings = (await target.api.get<WebSettings>('/admin/web-settings')).data;
    expect(settings.terms_and_conditions).toContain(words.trim());
    expect(settings.terms_and_conditions).not.toContain('<script');
    expect(settings.terms_and_conditions_over_limits).toBe(true);
    expect(settings.privacy_policy).toBe('<p>Privasi</p>');
    expect(settings.privacy_policy_over_limits).toBe(false);
    const [article] = (await target.api.get<NewsArticle[]>('/admin/news')).data;
    expect(article!.content_over_limits).toBe(true);
    expect(article!.content).toContain(words.trim());
    const res = await t.api(`/${target.slug}/terms-and-conditions`);
    expect(await res.text()).toContain(words.trim());
    // The flags are the owner's: visitors' data does not carry them.
    const data = await (await t.api(`/api/public/${target.slug}/no-cache-data`)).text();
    expect(data).not.toContain('over_limits');
  });
});

describe('rich text stored before the limits', () => {
  it('is sanitised once at start-up, keeps rendering and has its over-limit text flagged', async () => {
    const handle = await openTestDb();
    const first = await startTestServer({}, { handle });
    const old = await ownerWithSite(first, 'Kopi Lama');
    const words = 'Ketentuan lama. '.repeat(100);
    // As a row from before the limits: never checked, raw markup, nesting far past the limit.
    await handle.db
      .update(webSettings)
      .set({
        terms_and_conditions: `<p onclick="alert(1)">${'<i>'.repeat(5_000)}${words}</p>`,
        terms_and_conditions_over_limits: null,
        privacy_policy: '<p>Privasi <script>alert(1)</script>lama</p>',
        privacy_policy_over_limits: null,
      })
      .where(eq(webSettings.company_id, old.companyId));
    await handle.db
      .update(newsArticles)
      .set({ content: '<p>Berita <iframe src="https://x.id"></iframe>lama</p>', content_over_limits: null })
      .where(eq(newsArticles.company_id, old.companyId));
    await first.close();

    const second = await startTestServer({}, { handle });
    try {
      const [row] = await handle.db
        .select()
        .from(webSettings)
        .where(eq(webSettings.company_id, old.companyId));
      expect(row!.terms_and_conditions).not.toContain('onclick');
      expect(row!.terms_and_conditions).toContain(words.trim());
      expect(row!.terms_and_conditions_over_limits).toBe(true);
      expect(row!.privacy_policy).toBe('<p>Privasi lama</p>');
      expect(row!.privacy_policy_over_limits).toBe(false);
      const news = await handle.db
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.company_id, old.companyId));
      for (const article of news) {
        expect(article.content).toBe('<p>Berita lama</p>');
        expect(article.content_over_limits).toBe(false);
      }
      const res = await second.api(`/${old.slug}/terms-and-conditions`);
      expect(await res.text()).toContain(words.trim());
    } finally {
      await second.close();
      await handle.close();
    }
  });
});
