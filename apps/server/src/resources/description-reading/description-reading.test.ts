import type {
  Activity,
  AdminMenuCategory,
  AdminMenuItem,
  Dashboard,
  DescriptionPhrase,
  DescriptionReading,
} from '@webku/contract';
import { eq, menuCategories } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import {
  adminClient,
  type OwnerWithSite,
  ownerWithSite,
  publicData,
} from '../../../../../tests/support/server/owner-with-site';
import { ownerWithCompany } from '../../../../../tests/support/server/subscription-fixtures';
import { addMember } from '../../../../../tests/support/server/team';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { replaceDescriptionReading } from '../../description-reading/description-reading';
import type { UnplacedPhrase } from '../../providers/content/content-provider';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const PATH = '/admin/description-reading';
const add = (owner: OwnerWithSite, id: number) =>
  owner.api.post<AdminMenuItem>(`${PATH}/phrases/${id}/add`, {});
const dismiss = (owner: OwnerWithSite, id: number) =>
  owner.api.post<DescriptionPhrase>(`${PATH}/phrases/${id}/dismiss`, {});
const reading = async (owner: OwnerWithSite) => {
  const res = await owner.api.get<DescriptionReading>(PATH);
  expect(res.status).toBe(200);
  return res.data;
};
const phraseId = async (owner: OwnerWithSite, text: string) =>
  (await reading(owner)).phrases.find((phrase) => phrase.text === text)!.id;

// A workshop's site as generated, with the phrases of its description the reader left (stored as the
// generation job stores them; the job's own test covers that path).
async function workshop(brand: string, unplaced: UnplacedPhrase[], on: TestServer = t) {
  const owner = await ownerWithSite(
    on,
    brand,
    {
      business_type: 'Bengkel motor',
      short_description: 'Servis ringan 50rb, ganti oli 35rb di Bekasi.',
      template_selected: 'layanan-jasa',
    },
    { goods: false },
  );
  await on.webku.db.transaction((tx) =>
    replaceDescriptionReading(tx, owner.companyId, {
      wording: 'services',
      offerings: 2,
      prices: 2,
      hours: false,
      city: 'Bekasi',
      street: null,
      whatsapp: true,
      unplaced,
    }),
  );
  return owner;
}

const menuNames = async (slug: string, on: TestServer = t) =>
  (await publicData(on, slug)).menu_categories.flatMap((category) =>
    category.menu_items.map((item) => [item.name, item.price]),
  );

describe('GET /api/admin/description-reading', () => {
  it('answers what was read and the open phrases, in the order the owner wrote them', async () => {
    const owner = await workshop('Bengkel Baca', [
      { text: 'xyzzy kosong', price: null },
      { text: 'antar jemput motor', price: 25_000 },
    ]);
    const data = await reading(owner);
    expect(data.summary).toEqual({
      wording: 'services',
      offerings: 2,
      prices: 2,
      hours: false,
      city: 'Bekasi',
      street: null,
      whatsapp: true,
    });
    expect(data.phrases).toEqual([
      { id: expect.any(Number), text: 'xyzzy kosong', price: null },
      { id: expect.any(Number), text: 'antar jemput motor', price: 25_000 },
    ]);
  });

  it('has no summary and nothing to review for a company never generated', async () => {
    const other = await ownerWithCompany(t, 'belum-dibuat');
    const res = await t.api(`/api${PATH}`, { token: other.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { summary: null, phrases: [] } });
  });
});

describe('POST /api/admin/description-reading/phrases/{id}/add', () => {
  it('adds the phrase, tidied and priced, to the first category, and the public page shows it at once', async () => {
    const owner = await workshop('Bengkel Tambah', [
      { text: 'antar jemput motor', price: 25_000 },
      { text: 'xyzzy kosong', price: null },
    ]);
    // The cached payload is loaded first: the add must refresh it.
    expect(await menuNames(owner.slug)).not.toContainEqual(['Antar Jemput Motor', 25_000]);
    const [first] = (await owner.api.get<AdminMenuCategory[]>('/admin/menu/categories')).data;

    const res = await add(owner, await phraseId(owner, 'antar jemput motor'));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Antar Jemput Motor',
      price: 25_000,
      category_id: first!.id,
      is_active: true,
      is_example: false,
    });
    expect(await menuNames(owner.slug)).toContainEqual(['Antar Jemput Motor', 25_000]);
    expect((await reading(owner)).phrases.map((phrase) => phrase.text)).toEqual(['xyzzy kosong']);

    // Without a price it is 0, which the site shows as "Tanya harga".
    const unpriced = await add(owner, await phraseId(owner, 'xyzzy kosong'));
    expect(unpriced.data).toMatchObject({ name: 'Xyzzy Kosong', price: 0 });
    expect(await menuNames(owner.slug)).toContainEqual(['Xyzzy Kosong', 0]);
    expect((await reading(owner)).phrases).toEqual([]);
  });

  it('creates a category named as the site names its offerings when the menu has none', async () => {
    const owner = await workshop('Bengkel Kosong', [{ text: 'tambal ban tubeless', price: 30_000 }]);
    await t.webku.db.delete(menuCategories).where(eq(menuCategories.company_id, owner.companyId));

    const res = await add(owner, await phraseId(owner, 'tambal ban tubeless'));
    expect(res.status).toBe(201);
    const categories = (await owner.api.get<AdminMenuCategory[]>('/admin/menu/categories')).data;
    expect(categories.map((category) => [category.name, category.slug])).toEqual([['Layanan', 'layanan']]);
    expect(categories[0]!.menu_items.map((item) => item.name)).toEqual(['Tambal Ban Tubeless']);
  });

  it('keeps a long phrase whole as the description of an item with a shorter name', async () => {
    const text =
      'kami juga menerima panggilan darurat tengah malam untuk motor mogok di jalan tol dan jalan raya sekitar kota';
    const owner = await workshop('Bengkel Panjang', [{ text, price: null }]);
    const res = await add(owner, await phraseId(owner, text));
    expect(res.status).toBe(201);
    expect(res.data.name.length).toBeLessThanOrEqual(60);
    expect(res.data.description).toBe(text);
  });

  it('adds a phrase once, even when tapped twice at the same moment', async () => {
    const owner = await workshop('Bengkel Ganda', [{ text: 'cuci motor', price: 15_000 }]);
    const id = await phraseId(owner, 'cuci motor');
    const answers = await Promise.all([add(owner, id), add(owner, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.message).toBe(
      '“cuci motor” sudah ditambahkan ke menu Anda',
    );
    const items = (await owner.api.get<AdminMenuItem[]>('/admin/menu/items')).data;
    expect(items.filter((item) => item.name === 'Cuci Motor')).toHaveLength(1);
    // Nor can it be dismissed afterwards.
    expect(await dismiss(owner, id)).toMatchObject({ status: 409 });
  });

  it('goes into the record of who did what', async () => {
    const owner = await workshop('Bengkel Catat', [{ text: 'spooring', price: null }]);
    await add(owner, await phraseId(owner, 'spooring'));
    const events = (await owner.api.get<Activity>('/admin/team/activity')).data.events;
    expect(events.map((event) => event.summary)).toContain('Menambah “Spooring” dari deskripsi ke Menu');
  });
});

describe('POST /api/admin/description-reading/phrases/{id}/dismiss', () => {
  it('takes the phrase off the list for good, and dismissing it again answers the same', async () => {
    const owner = await workshop('Bengkel Abai', [
      { text: 'xyzzy kosong', price: null },
      { text: 'ganti kampas rem', price: 40_000 },
    ]);
    const id = await phraseId(owner, 'xyzzy kosong');
    const res = await dismiss(owner, id);
    expect(res).toMatchObject({ status: 200, data: { id, text: 'xyzzy kosong', price: null } });
    expect((await reading(owner)).phrases.map((phrase) => phrase.text)).toEqual(['ganti kampas rem']);
    expect((await dismiss(owner, id)).status).toBe(200);
    expect((await reading(owner)).phrases).toHaveLength(1);

    const added = await add(owner, id);
    expect(added.status).toBe(409);
    expect(added.message).toContain('sudah Anda abaikan');
    const items = (await owner.api.get<AdminMenuItem[]>('/admin/menu/items')).data;
    expect(items.map((item) => item.name)).not.toContain('Xyzzy Kosong');
  });
});

describe('phrases of other companies', () => {
  it("answers 404 with a message for another company's phrase and for an unknown one", async () => {
    const owner = await workshop('Bengkel Satu', [{ text: 'rahasia satu', price: null }]);
    const other = await workshop('Bengkel Dua', [{ text: 'rahasia dua', price: 10_000 }]);
    const theirs = await phraseId(other, 'rahasia dua');
    for (const call of [add, dismiss]) {
      for (const id of [theirs, 999_999]) {
        const res = await call(owner, id);
        expect(res.status).toBe(404);
        expect(res.message).toMatch(/^Kata-kata dari deskripsi ini tidak ditemukan/);
      }
    }
    expect((await reading(other)).phrases.map((phrase) => phrase.text)).toEqual(['rahasia dua']);
    expect((await reading(owner)).phrases.map((phrase) => phrase.text)).toEqual(['rahasia satu']);
  });

  it('lets a manager review the phrases; a cashier is refused', async () => {
    const owner = await workshop('Bengkel Tim', [{ text: 'servis cvt', price: 75_000 }]);
    const manager = await addMember(t, owner, 'manager');
    const cashier = await addMember(t, owner, 'cashier');
    const id = await phraseId(owner, 'servis cvt');
    expect((await cashier.api.post(`${PATH}/phrases/${id}/add`, {})).status).toBe(403);
    expect((await manager.api.post(`${PATH}/phrases/${id}/add`, {})).status).toBe(201);
  });
});

describe('the dashboard checklist', () => {
  it('keeps the review step open while any phrase is, and leaves it out when there was none', async () => {
    const owner = await workshop('Bengkel Daftar', [
      { text: 'xyzzy kosong', price: null },
      { text: 'servis injeksi', price: 60_000 },
    ]);
    const step = async () =>
      (await owner.api.get<Dashboard>('/admin/dashboard')).data.checklist.find(
        (each) => each.key === 'description_phrases',
      );
    expect(await step()).toEqual({ key: 'description_phrases', done: false, missing: 2 });
    await dismiss(owner, await phraseId(owner, 'xyzzy kosong'));
    expect(await step()).toEqual({ key: 'description_phrases', done: false, missing: 1 });
    await add(owner, await phraseId(owner, 'servis injeksi'));
    expect(await step()).toEqual({ key: 'description_phrases', done: true, missing: 0 });

    const none = await workshop('Bengkel Lengkap', []);
    const checklist = (await none.api.get<Dashboard>('/admin/dashboard')).data.checklist;
    expect(checklist.map((each) => each.key)).not.toContain('description_phrases');
  });
});

describe('on two server instances (each with its own caches and change feed) over one PostgreSQL', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "refreshes the other instance's cached page and adds a phrase tapped on both once",
    async () => {
      const handle = await openTestDb();
      const a = await startTestServer({}, { handle });
      const b = await startTestServer({}, { handle });
      try {
        const owner = await workshop(
          'Bengkel Dua Mesin',
          [
            { text: 'servis karburator', price: 45_000 },
            { text: 'ganti aki', price: 250_000 },
          ],
          a,
        );
        const onB = { ...owner, api: adminClient(b, owner.token) };
        expect(await menuNames(owner.slug, b)).not.toContainEqual(['Servis Karburator', 45_000]);
        expect((await add(owner, await phraseId(owner, 'servis karburator'))).status).toBe(201);
        await expect
          .poll(() => menuNames(owner.slug, b), { timeout: 5_000 })
          .toContainEqual(['Servis Karburator', 45_000]);

        const id = await phraseId(onB, 'ganti aki');
        const answers = await Promise.all([add(owner, id), add(onB, id)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        const items = (await onB.api.get<AdminMenuItem[]>('/admin/menu/items')).data;
        expect(items.filter((item) => item.name === 'Ganti Aki')).toHaveLength(1);
      } finally {
        await a.close();
        await b.close();
        await handle.close();
      }
    },
    60_000,
  );
});
