// Measures how long an owner waits between submitting the setup form and a complete site,
// with the built-in content packs, through real HTTP on the embedded database.
// Run: npm run bench:generate   (RUNS=30 to change the sample size)
import { startTestServer } from '../tests/support/server/test-server';

const RUNS = Number(process.env.RUNS ?? 20);
const BUDGET_MS = 2000;
const POLL_MS = 10;

const types = [
  'Kedai kopi',
  'Warung makan',
  'Toko roti',
  'Butik fashion',
  'Salon kecantikan',
  'Toko bangunan',
];

async function main() {
  const t = await startTestServer({ JOB_POLL_MS: '1000' });
  const samples: number[] = [];
  const healthz: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const h0 = performance.now();
    await (await t.api('/healthz')).text();
    healthz.push(performance.now() - h0);

    const { token } = await t.signUp();
    const started = performance.now();
    const res = await t.api('/api/admin/template-data-dummies/generate', {
      method: 'POST',
      token,
      json: {
        brand_name: `Usaha Bench ${i}`,
        business_type: types[i % types.length],
        web_language: i % 2 ? 'english' : 'indonesia',
        template_selected: i % 2 ? 'classic-website' : 'minimalis-coffee-shop',
        short_description: 'Usaha keluarga yang melayani pelanggan dengan sepenuh hati.',
      },
    });
    const { data } = (await res.json()) as { data: { company: { slug: string } } };
    for (;;) {
      const poll = await t.api(`/api/public/${data.company.slug}/no-cache-data`);
      const body = (await poll.json()) as { data: Record<string, unknown> };
      if (body.data.web_settings && body.data.hero_section && body.data.footer_settings) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    samples.push(performance.now() - started);
  }
  await t.close();

  const pct = (xs: number[], p: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const p50 = pct(samples, 50);
  const p95 = pct(samples, 95);
  const base = pct(healthz, 50);
  console.info(`site generation, built-in packs, PGlite, ${RUNS} runs`);
  console.info(
    `  setup submit -> complete site: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
  );
  console.info(
    `  baseline GET /healthz p50: ${base.toFixed(2)} ms (p95 generation = ${(p95 / base).toFixed(0)}x one round trip)`,
  );
  console.info(
    `  budget p95 <= ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'met' : 'MISSED'} (${(p95 / BUDGET_MS).toFixed(2)} of budget)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
