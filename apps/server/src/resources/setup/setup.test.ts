import { request } from 'node:http';
import { FAMILY_TEXTS } from '@webku/content-packs';
import { API, BUSINESS_FAMILIES, fieldLabel, proposeTemplate, type TemplateProposal } from '@webku/contract';
import { companies, eq, jobs } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const setup = {
  brand_name: 'Kopi Nusantara',
  business_type: 'Kedai kopi',
  web_language: 'indonesia',
  template_selected: 'minimalis-coffee-shop',
  title_text_font_family: 'Comfortaa, sans-serif',
  short_description: 'Kopi susu gula aren dari biji Gayo, disangrai sendiri setiap minggu.',
};

type Payload = Record<string, unknown> & { company: { slug: string; name: string } };

async function waitForSite(slug: string): Promise<Payload> {
  for (let i = 0; i < 100; i++) {
    const res = await t.api(`/api/public/${slug}/no-cache-data`);
    const body = (await res.json()) as { data: Payload };
    if (body.data.web_settings && body.data.hero_section && body.data.footer_settings) return body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('site was not generated');
}

async function generate(token: string, body: unknown = setup) {
  return t.api('/api/admin/template-data-dummies/generate', { method: 'POST', token, json: body });
}

describe('setup and site generation', () => {
  it('creates the company with a slug from the brand and generates a complete site', async () => {
    const { token } = await t.signUp();
    const res = await generate(token);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { company: { slug: string } } };
    expect(data.company.slug).toBe('kopi-nusantara');

    const site = await waitForSite('kopi-nusantara');
    expect(site.company.name).toBe('Kopi Nusantara');
    const categories = site.menu_categories as { menu_items: { name: string; price: number }[] }[];
    const items = categories.flatMap((c) => c.menu_items);
    // The owner's words lead the menu: "kopi susu gula aren" as they wrote it, and "Gayo" under its catalogue name.
    expect(items.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Kopi Susu Gula Aren', 'Kopi Gayo Tubruk']),
    );
    // Only what the owner named, priced only where they wrote a price: nothing from a catalogue range.
    expect(items).toHaveLength(2);
    expect(items.every((i) => Number(i.price) === 0)).toBe(true);
    expect(site.merchandise_items).toHaveLength(0);
    // Only the welcome article is published; the pack's other articles wait as drafts.
    expect((site.news_articles as { title: string }[]).map((article) => article.title)).toEqual([
      'Selamat Datang di Kopi Nusantara',
    ]);
    // Nothing invented: one store without a city or address, and no contact details or frozen year.
    expect(site.stores).toMatchObject([
      { name: 'Kopi Nusantara', city: null, address: null, google_map_url: null },
    ]);
    expect(site.footer_settings).toMatchObject({
      phone: null,
      email: null,
      address: null,
      instagram_url: null,
      facebook_url: null,
      tiktok_url: null,
      copyright_year: null,
    });
    expect((site.web_settings as { template_selected: string }).template_selected).toBe(
      'minimalis-coffee-shop',
    );
    expect(site.menu_section_settings).not.toBeNull();

    const me = await t.api('/api/auth/me', { token });
    expect(((await me.json()) as { data: { company: { slug: string } } }).data.company.slug).toBe(
      'kopi-nusantara',
    );
  });

  it('gives a second brand with the same name a suffixed slug', async () => {
    const { token } = await t.signUp();
    const res = await generate(token);
    const { data } = (await res.json()) as { data: { company: { slug: string } } };
    expect(data.company.slug).toBe('kopi-nusantara-2');
  });

  it('never hands out a reserved slug', async () => {
    const { token } = await t.signUp();
    const res = await generate(token, { ...setup, brand_name: 'Admin' });
    const { data } = (await res.json()) as { data: { company: { slug: string } } };
    expect(data.company.slug).toBe('admin-2');
  });

  it('answers 409 when the owner already has a website, and writes nothing', async () => {
    const { token, userId } = await t.signUp();
    expect((await generate(token, { ...setup, brand_name: 'Roti Pagi' })).status).toBe(201);
    const before = await t.webku.db.select().from(jobs);
    const res = await generate(token, { ...setup, brand_name: 'Roti Sore' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('Akun ini sudah punya website');
    expect(await t.webku.db.select().from(jobs)).toHaveLength(before.length);
    const owned = await t.webku.db.select().from(companies).where(eq(companies.owner_user_id, userId));
    expect(owned.map((c) => c.name)).toEqual(['Roti Pagi']);
  });

  it.each([
    ['brand_name', { brand_name: '' }],
    ['brand_name', { brand_name: undefined }],
    ['business_type', { business_type: '   ' }],
    ['short_description', { short_description: 'x'.repeat(5000) }],
    ['web_language', { web_language: 'javanese' }],
    ['template_selected', { template_selected: 'neon-nightclub' }],
  ])('rejects a bad %s with 422 naming the field, creating nothing', async (field, change) => {
    const { token, userId } = await t.signUp();
    const res = await generate(token, { ...setup, ...change });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain(fieldLabel(field));
    const owned = await t.webku.db.select().from(companies).where(eq(companies.owner_user_id, userId));
    expect(owned).toHaveLength(0);
  });

  it('rejects malformed JSON with 400', async () => {
    const { token } = await t.signUp();
    const res = await t.api('/api/admin/template-data-dummies/generate', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"brand_name": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Data yang dikirim harus berupa JSON yang valid' });
  });

  it('rejects an oversized body with 413 before reading it', async () => {
    const { token } = await t.signUp();
    const body = JSON.stringify({ ...setup, short_description: 'x'.repeat(2 * 1024 * 1024) });
    // Its own connection: the server answers early and closes it rather than reading 2 MB.
    const res = await postOnFreshConnection(`${t.url}/api/admin/template-data-dummies/generate`, token, body);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: 'Data yang dikirim terlalu besar' });
  });

  it('requires a valid bearer token', async () => {
    expect((await generate('')).status).toBe(401);
    expect((await generate('not-a-real-token')).status).toBe(401);
  });
});

describe('template proposal', () => {
  const propose = (token: string, businessType: string | null) =>
    t.api(
      `/api${businessType === null ? '/admin/template-proposal' : API.admin.templateProposal(businessType)}`,
      {
        token,
      },
    );

  it('proposes the template that fits the kind of business', async () => {
    const { token } = await t.signUp();
    const answers = await Promise.all(
      ['Kedai kopi', 'Bengkel las', 'Toko bangunan'].map(async (type) => {
        const res = await propose(token, type);
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: TemplateProposal }).data.template;
      }),
    );
    expect(answers).toEqual([
      proposeTemplate('food'),
      proposeTemplate('services'),
      proposeTemplate('retail'),
    ]);
    expect(answers[0]).toBe('minimalis-coffee-shop');
  });

  it('answers 422 naming the field for an empty, missing or too long business type', async () => {
    const { token } = await t.signUp();
    for (const businessType of ['  ', null, 'x'.repeat(61)]) {
      const res = await propose(token, businessType);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toContain('Jenis usaha');
    }
  });

  it('knows the same business families as the classifier', () => {
    expect([...BUSINESS_FAMILIES].sort()).toEqual(Object.keys(FAMILY_TEXTS).sort());
  });

  it('requires a valid bearer token', async () => {
    expect((await propose('', 'Kedai kopi')).status).toBe(401);
  });
});

function postOnFreshConnection(url: string, token: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
