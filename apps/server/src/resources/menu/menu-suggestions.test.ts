import { classifyBusiness, KINDS, kindById } from '@webku/content-packs';
import type { AdminMenuCategory, AdminMenuItem, MenuSuggestion } from '@webku/contract';
import { eq, menuCategories } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  expectRejected,
  ownerWithSite,
  publicData,
} from '../../../../../tests/support/server/owner-with-site';
import { ownerWithCompany } from '../../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { MAX_SUGGESTIONS, suggestionsFor } from './menu-suggestions';

describe('suggestionsFor', () => {
  const music = classifyBusiness('Les musik');

  it('offers the typical items the menu lacks, with their category and price range', () => {
    expect(music.id).not.toBe('general');
    const suggestions = suggestionsFor(music, 'indonesia', ['Les Piano Anak', 'les vokal']);
    expect(suggestions.map((s) => s.name)).toEqual(['Les Gitar', 'Les Drum', 'Les Biola']);
    expect(suggestions[0]).toEqual({
      name: 'Les Gitar',
      category_name: 'Kelas Musik',
      price_min: 250_000,
      price_max: 600_000,
    });
  });

  it('speaks the site language', () => {
    expect(suggestionsFor(music, 'english', ['Guitar Lessons']).map((s) => s.name)).toEqual([
      'Piano Lessons',
      'Singing Lessons',
      'Drum Lessons',
      'Violin Lessons',
    ]);
    expect(suggestionsFor(music, 'english', [])[0]!.category_name).toBe('Music Classes');
  });

  it(`offers at most ${MAX_SUGGESTIONS}, and nothing for a business the catalogue does not know`, () => {
    const base = kindById('warung-makan');
    const big = { ...base, items: KINDS.flatMap((kind) => kind.items).slice(0, MAX_SUGGESTIONS + 4) };
    expect(suggestionsFor(big, 'indonesia', [])).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestionsFor(kindById('general'), 'indonesia', [])).toEqual([]);
  });
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

// A piano teacher's menu as she wrote it: one class, in a category of her own.
async function pianoTeacher(brand: string) {
  const owner = await ownerWithSite(t, brand, {
    business_type: 'Les musik',
    short_description: 'Les piano untuk anak dan dewasa di Bandung.',
    template_selected: 'layanan-jasa',
  });
  await t.webku.db.delete(menuCategories).where(eq(menuCategories.company_id, owner.companyId));
  const category = await owner.api.post<AdminMenuCategory>('/admin/menu/categories', { name: 'Kelas Piano' });
  await owner.api.post('/admin/menu/items', {
    name: 'Les Piano Anak',
    price: 350000,
    category_id: category.data.id,
  });
  return owner;
}

const names = (suggestions: MenuSuggestion[]) => suggestions.map((s) => s.name);

describe('GET /api/admin/menu/suggestions', () => {
  it("lists the kind's items the menu lacks, for the caller's company only", async () => {
    const owner = await pianoTeacher('Studio Nada');
    const res = await owner.api.get<MenuSuggestion[]>('/admin/menu/suggestions');
    expect(res.status).toBe(200);
    expect(names(res.data)).toEqual(['Les Gitar', 'Les Vokal', 'Les Drum', 'Les Biola']);
    expect(res.data[0]).toEqual({
      name: 'Les Gitar',
      category_name: 'Kelas Musik',
      price_min: 250_000,
      price_max: 600_000,
    });
    // A company without a kind of business has no suggestions.
    const other = await ownerWithCompany(t, 'tanpa-jenis');
    expect(await other.api.get('/admin/menu/suggestions')).toMatchObject({ status: 200, data: [] });
    expect((await adminClient(t, undefined).get('/admin/menu/suggestions')).status).toBe(401);
  });
});

describe('POST /api/admin/menu/suggestions', () => {
  let owner: Awaited<ReturnType<typeof pianoTeacher>>;
  beforeAll(async () => {
    owner = await pianoTeacher('Studio Irama');
  });

  it('adds the item without a price, as the owner’s, in a category of that name created for it', async () => {
    const res = await owner.api.post<AdminMenuItem>('/admin/menu/suggestions', { name: 'Les Gitar' });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: 'Les Gitar', price: 0, is_example: false, is_active: true });
    const categories = (await owner.api.get<AdminMenuCategory[]>('/admin/menu/categories')).data;
    expect(categories.map((c) => c.name)).toEqual(['Kelas Piano', 'Kelas Musik']);
    expect(categories[1]!.menu_items.map((item) => item.id)).toEqual([res.data.id]);
    expect(names((await owner.api.get<MenuSuggestion[]>('/admin/menu/suggestions')).data)).toEqual([
      'Les Vokal',
      'Les Drum',
      'Les Biola',
    ]);
    // On the site at once, with no price and no example flag.
    const visible = (await publicData(t, owner.slug)).menu_categories.flatMap((c) => c.menu_items);
    const added = visible.find((item) => item.id === res.data.id);
    expect(added).toMatchObject({ name: 'Les Gitar', price: 0 });
    expect(added).not.toHaveProperty('is_example');
  });

  it('puts the next one in the category that now exists, whatever the case the owner typed', async () => {
    const res = await owner.api.post<AdminMenuItem>('/admin/menu/suggestions', { name: '  les vokal ' });
    expect(res.status).toBe(201);
    expect(res.data.name).toBe('Les Vokal');
    const categories = (await owner.api.get<AdminMenuCategory[]>('/admin/menu/categories')).data;
    expect(categories).toHaveLength(2);
    expect(categories[1]!.menu_items.map((item) => item.name)).toEqual(['Les Gitar', 'Les Vokal']);
  });

  it('adds a suggestion once, even when tapped twice at the same moment', async () => {
    const [first, second] = await Promise.all([
      owner.api.post('/admin/menu/suggestions', { name: 'Les Drum' }),
      owner.api.post('/admin/menu/suggestions', { name: 'Les Drum' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const items = (await owner.api.get<AdminMenuItem[]>('/admin/menu/items')).data;
    expect(items.filter((item) => item.name === 'Les Drum')).toHaveLength(1);
    expect([first, second].find((res) => res.status === 409)?.message).toBe(
      '"Les Drum" sudah ada di menu Anda',
    );
  });

  it('answers 409 for an item on the menu under another name, and 404 for one the kind does not have', async () => {
    expect(await owner.api.post('/admin/menu/suggestions', { name: 'Les Piano' })).toMatchObject({
      status: 409,
      message: '"Les Piano" sudah ada di menu Anda',
    });
    const unknown = await owner.api.post('/admin/menu/suggestions', { name: 'Les Renang' });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain('bukan saran untuk usaha Anda');
  });

  it.each([
    [{}, 'Nama wajib diisi'],
    [{ name: '   ' }, 'Nama wajib diisi'],
    [{ name: 'x'.repeat(121) }, 'Nama maksimal 120 karakter'],
    [{ name: 42 }, 'Nama wajib diisi'],
  ])('refuses %j with 422 and an Indonesian message', async (body, message) => {
    const res = await owner.api.post('/admin/menu/suggestions', body);
    expectRejected(res, 'name');
    expect(res.message).toBe(message);
  });

  it('answers malformed JSON with 400 and a missing session with 401', async () => {
    const res = await t.api('/api/admin/menu/suggestions', {
      method: 'POST',
      token: owner.token,
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
    expect(
      (await adminClient(t, undefined).post('/admin/menu/suggestions', { name: 'Les Biola' })).status,
    ).toBe(401);
  });
});
