import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companies, migrationsFolder, sql, users, webSettings } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import { type LegalContext, legalPages } from './legal';
import { VISITOR_STATISTICS } from './legal-clauses';

const ctx: LegalContext = {
  brand: 'Kopi Senja',
  city: null,
  now: new Date('2026-11-24T05:00:00Z'),
  zone: 'Asia/Jakarta',
};

const updatesOf = (tag: string) => {
  const migration = readdirSync(migrationsFolder).find((name) => name.includes(tag))!;
  return readFileSync(join(migrationsFolder, migration), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('UPDATE "web_settings"'));
};
const statements = updatesOf('visitor-statistics');
const dropCookieSentence = updatesOf('drop-false-cookie-sentence');

describe('privacy policy and the cookie-less visitor statistics (UU 27/2022)', () => {
  it('tells visitors in Indonesian and in English how visits are counted', () => {
    const id = legalPages(ctx, 'indonesia').privacy_policy;
    expect(id).toContain('<h2>3. Cookie dan Statistik Pengunjung</h2>');
    expect(id).toContain('Kunjungan ke situs ini dihitung tanpa cookie.');
    expect(id).toContain('alamat IP itu sendiri tidak pernah disimpan');
    const en = legalPages(ctx, 'english').privacy_policy;
    expect(en).toContain('<h2>3. Cookies and Visitor Statistics</h2>');
    expect(en).toContain('Visits to this site are counted without cookies.');
  });

  it('adds the paragraph to policies generated earlier, once, drops the false cookie sentence, and leaves edited ones alone', async () => {
    expect(statements).toHaveLength(2);
    const handle = await openTestDb();
    const { db } = handle;
    const old = {
      id: '<h2>7. Cookie</h2>\n<p>Situs ini menggunakan cookie yang diperlukan agar halaman berfungsi dengan baik. Anda dapat mengatur atau menghapus cookie melalui pengaturan peramban.</p>\n<h2>8. Perubahan Kebijakan</h2>',
      en: '<h2>7. Cookies</h2>\n<p>This site uses the cookies needed for pages to work properly. You can manage or delete cookies in your browser settings.</p>',
      edited: '<p>Kebijakan yang ditulis sendiri oleh pemilik.</p>',
    };
    const owners = await db
      .insert(users)
      .values(['a', 'b', 'c'].map((n) => ({ name: n, email: `${n}@example.id` })))
      .returning();
    const ids = await db
      .insert(companies)
      .values(owners.map((o, i) => ({ owner_user_id: o.id, name: `K${i}`, slug: `k${i}` })))
      .returning();
    await db.insert(webSettings).values([
      { company_id: ids[0]!.id, privacy_policy: old.id },
      { company_id: ids[1]!.id, privacy_policy: old.en },
      { company_id: ids[2]!.id, privacy_policy: old.edited },
    ]);
    // Run twice: the second run changes nothing. Then the later migration drops the false cookie sentence.
    for (let run = 0; run < 2; run++)
      for (const statement of statements) await db.execute(sql.raw(statement));
    expect(dropCookieSentence).toHaveLength(2);
    for (const statement of dropCookieSentence) await db.execute(sql.raw(statement));

    const policies = (await db.select().from(webSettings)).sort((a, b) => a.company_id - b.company_id);
    const [id, en, edited] = policies.map((p) => p.privacy_policy!);
    expect(id).toContain('<h2>7. Cookie dan Statistik Pengunjung</h2>');
    expect(id!.split(VISITOR_STATISTICS.indonesia.paragraph)).toHaveLength(2);
    expect(id).toContain('<h2>8. Perubahan Kebijakan</h2>');
    expect(en).toContain('<h2>7. Cookies and Visitor Statistics</h2>');
    expect(en!.split(VISITOR_STATISTICS.english.paragraph)).toHaveLength(2);
    expect(edited).toBe(old.edited);
    // The site sets no cookie: the generated sentence saying it does is gone, in both languages.
    expect(id).not.toContain('cookie yang diperlukan');
    expect(id).toContain('<h2>7. Cookie dan Statistik Pengunjung</h2>\n<p>Kunjungan ke situs ini');
    expect(en).not.toContain('cookies needed');
    expect(en).toContain('<h2>7. Cookies and Visitor Statistics</h2>\n<p>Visits to this site');
    // The paragraph the migration wrote is the one generation writes today, which has no cookie sentence.
    const written = id!.match(/<p>Kunjungan ke situs ini[^<]*<\/p>/)![0];
    expect(legalPages(ctx, 'indonesia').privacy_policy).toContain(written);
    expect(legalPages(ctx, 'indonesia').privacy_policy).not.toContain('cookie yang diperlukan');
    await handle.close();
  });
});
