import type { WebLanguage } from '@webku/contract';
import { companies, type Db, jobs, users } from '@webku/db';
import { GENERATE_SITE_JOB, type GenerateSitePayload } from '../../apps/server/src/jobs/generate-site.job';

const KINDS = [
  ['Kedai kopi', 'minimalis-coffee-shop', 'Comfortaa, sans-serif'],
  ['Warung makan', 'classic-website', 'Inter, sans-serif'],
  ['Toko roti', 'minimalis-coffee-shop', 'Comfortaa, sans-serif'],
  ['Butik fashion', 'classic-website', 'Inter, sans-serif'],
] as const;

const languageOf = (i: number): WebLanguage => (i % 2 ? 'english' : 'indonesia');

export const tenantSlug = (i: number) => `usaha-bench-${i}`;

// n owners, each with a company and a queued generate-site job, exactly as the setup form leaves them:
// the server's own job runner then generates every site. Batched inserts, so seeding takes seconds.
export async function seedTenants(db: Db, n: number): Promise<void> {
  const batch = 250;
  for (let start = 0; start < n; start += batch) {
    const range = Array.from({ length: Math.min(batch, n - start) }, (_, k) => start + k);
    const owners = await db
      .insert(users)
      .values(range.map((i) => ({ name: `Pemilik ${i}`, email: `pemilik-${i}@bench.webku.local` })))
      .returning({ id: users.id });
    const rows = await db
      .insert(companies)
      .values(
        range.map((i, k) => ({
          owner_user_id: owners[k]!.id,
          name: `Usaha Bench ${i}`,
          slug: tenantSlug(i),
          description: 'Usaha keluarga yang melayani pelanggan dengan sepenuh hati.',
          business_type: KINDS[i % KINDS.length]![0],
          web_language: languageOf(i),
        })),
      )
      .returning({ id: companies.id });
    await db.insert(jobs).values(
      range.map((i, k) => {
        const [business_type, template_selected, title_text_font_family] = KINDS[i % KINDS.length]!;
        const input: GenerateSitePayload['input'] = {
          brand_name: `Usaha Bench ${i}`,
          business_type,
          web_language: languageOf(i),
          template_selected,
          title_text_font_family,
          short_description: 'Usaha keluarga yang melayani pelanggan dengan sepenuh hati.',
        };
        return { type: GENERATE_SITE_JOB, company_id: rows[k]!.id, payload: { input } };
      }),
    );
  }
}

// Resolves once the site of tenant i is whole (the job writes web settings, hero and footer last).
export async function waitForTenant(url: string, i: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/api/public/${tenantSlug(i)}/no-cache-data`);
    const body = (await res.json()) as { data?: Record<string, unknown> };
    if (body.data?.web_settings && body.data.hero_section && body.data.footer_settings) return;
    if (Date.now() > deadline) throw new Error(`tenant ${i} was not generated in time`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
