import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_MANIFESTS } from '@webku/contract';
import { companies } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCalls, buildZip } from '../support/server/backup-archives';
import { type AdminClient, adminClient } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';

// The byte-for-byte guard of refactors: one fixed site with every section filled (hidden rows, a second
// language, bookings), restored from a backup into a fresh database, must give the same public payload and
// the same page in every template, in both languages, as the committed files below. A change that means to
// alter what visitors or the API receive updates them (`npx vitest run <this file> --update`) and says so.
const SITE_JSON = readFileSync(join(import.meta.dirname, '../fixtures/full-site-backup.json'), 'utf8');
const SNAPSHOTS = join(import.meta.dirname, '__snapshots__/payload-and-page');
const SLUG = 'kopi-senja';
const LANGUAGES = [
  { code: 'id', query: '', path: '' },
  { code: 'en', query: '?lang=en', path: '/en' },
] as const;

let t: TestServer;
let api: AdminClient;

// The server's port differs from run to run, the enhancement script's version is that of its last build
// (packages/site/dist), and the booking form's first day is today: nothing else may.
const stable = (text: string) =>
  text
    .replaceAll(new URL(t.url).host, 'localhost:PORT')
    .replace(/enhance\.js\?v=[\w-]+/g, 'enhance.js?v=BUILD')
    .replace(
      /(id="booking-date" type="date" min=")\d{4}-\d{2}-\d{2}(" required="" name="date" value=")\d{4}-\d{2}-\d{2}/g,
      '$1TODAY$2TODAY',
    );

beforeAll(async () => {
  t = await startTestServer();
  const { token, userId } = await t.signUp('pemilik@kopisenja.id');
  await t.webku.db.insert(companies).values({ owner_user_id: userId, name: 'Kopi Senja', slug: SLUG });
  api = adminClient(t, token);
  const imported = await backupCalls(t, token).send(
    'import',
    await buildZip([{ name: 'site.json', bytes: SITE_JSON }]),
  );
  if (imported.status !== 200) throw new Error(`import failed: ${imported.status} ${imported.message}`);
});
afterAll(() => t?.close());

describe('a fully filled site keeps its payload and pages byte for byte', () => {
  it.each(LANGUAGES)('the public payload ($code)', async ({ code, query }) => {
    const res = await t.api(`/api/public/${SLUG}/data${query}`);
    expect(res.status).toBe(200);
    await expect(stable(await res.text())).toMatchFileSnapshot(join(SNAPSHOTS, `payload.${code}.json`));
  });

  it.each(TEMPLATE_MANIFESTS.map((manifest) => manifest.id))(
    'the home page in template %s, in both languages',
    async (template) => {
      const settings = await api.get<{ id: number }>('/admin/web-settings');
      const saved = await api.put(`/admin/web-settings/${settings.data.id}`, { template_selected: template });
      expect(saved.status).toBe(200);
      for (const { code, path } of LANGUAGES) {
        const page = await t.api(`/${SLUG}${path}`);
        expect(page.status).toBe(200);
        await expect(stable(await page.text())).toMatchFileSnapshot(
          join(SNAPSHOTS, `${template}.${code}.html`),
        );
      }
    },
  );
});
