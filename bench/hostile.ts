// One owner saves the most expensive rich text we can construct while visitors load the pages that
// show it, against the built server (apps/server/dist/main.js) on the embedded database:
//  1. each save and the render after it, one at a time: server CPU per request (budget 100 ms);
//  2. a second tenant's page under load, visitors on the owner's pages too, without saves, with the owner
//     saving ordinary text and with the owner saving the hostile texts (twice a second): its p99 ratio
//     (budget 1.5x without saves) and the server's event-loop delay (monitorEventLoopDelay, budget p99 50 ms).
// The server's CPU and event-loop delay come from bench/lib/loop-probe.mjs, preloaded into its process.
// Exits non-zero when a budget fails. Run: npm run bench:hostile   (DURATION=9 for a quick run; default 15 s per phase)

import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo';
import { OVER_LIMIT_RICH_TEXT, WORST_ACCEPTED_RICH_TEXT } from '../tests/fixtures/hostile-rich-text';
import { freePort } from '../tests/support/server/free-port';
import { freshDatabase } from './lib/databases';
import { startWebku } from './lib/start-server';
import { seedTenants, tenantSlug, waitForTenant } from './lib/tenants';

const DURATION_S = Number(process.env.DURATION ?? 15);
const BUDGET = { requestCpuMs: 100, loopP99Ms: 50, victimP99Ratio: 1.5 };
const SAVE_EVERY_MS = 500;
const SLICES = 3;
const VICTIM_RATE = 100;
const OWNER_PAGE_RATE = 20;
const OWNER = 'kopi-senja';
const PROBE = fileURLToPath(new URL('./lib/loop-probe.mjs', import.meta.url));

type ProbeStats = { cpuMs: number; loopP50Ms: number; loopP99Ms: number; loopMaxMs: number };
type Save = { field: 'terms' | 'news'; shape: string; html: string };

const ORDINARY =
  '<h2>Syarat</h2><p>Harga dapat berubah sewaktu-waktu. <strong>Promo</strong> tidak dapat digabung.</p>';
const BASELINE: Save[] = [
  { field: 'terms', shape: 'ordinary text (baseline)', html: ORDINARY },
  { field: 'news', shape: 'ordinary text (baseline)', html: ORDINARY },
];

const SAVES: Save[] = (['terms', 'news'] as const).flatMap((field) =>
  Object.entries({ ...OVER_LIMIT_RICH_TEXT, ...WORST_ACCEPTED_RICH_TEXT }).map(([shape, html]) => ({
    field,
    shape,
    html,
  })),
);

async function main() {
  const database = await freshDatabase('pglite', 'hostile');
  // The demo owner is seeded into an empty database; the second tenant is added after, and generated
  // by the server's own job runner at the next start.
  await (await startWebku({}, { dataDir: database.dataDir })).stop();
  const handle = await database.open();
  await seedTenants(handle.db, 1);
  await handle.close();
  const probePort = await freePort();
  const server = await startWebku(
    { LOOP_PROBE_PORT: String(probePort), JOB_POLL_MS: '200' },
    { dataDir: database.dataDir, nodeFlags: ['--import', PROBE] },
  );
  const failures: string[] = [];
  try {
    await waitForTenant(server.url, 0, 60_000);
    const probe = async (path: '/reset' | '/stats') =>
      (await (await fetch(`http://127.0.0.1:${probePort}${path}`)).json()) as ProbeStats;
    const token = await signIn(server.url);
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api/admin${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const webId = ((await (await admin('GET', '/web-settings')).json()) as { data: { id: number } }).data.id;
    const newsId = ((await (await admin('GET', '/news')).json()) as { data: { id: number }[] }).data[0]!.id;
    const save = (entry: Save) =>
      entry.field === 'terms'
        ? admin('PUT', `/web-settings/${webId}`, { terms_and_conditions: entry.html })
        : admin('PUT', `/news/${newsId}`, { title: 'Berita', content: entry.html });
    const pageOf = (entry: Save) =>
      `${server.url}/${OWNER}${entry.field === 'terms' ? '/terms-and-conditions' : ''}`;

    // 1. One request at a time: the CPU a save costs, then the render of the page that shows it. A
    // first pass warms the process up (a server that has run a while has compiled these paths).
    const measureOne = async (entry: Save) => {
      await probe('/reset');
      const saved = await save(entry);
      const saveMessage = ((await saved.json()) as { message?: string }).message;
      const saveCpu = (await probe('/stats')).cpuMs;
      await probe('/reset');
      const page = await fetch(pageOf(entry));
      await page.arrayBuffer();
      const renderCpu = (await probe('/stats')).cpuMs;
      return { saved, saveMessage, saveCpu, page, renderCpu };
    };
    for (const entry of [...BASELINE, ...SAVES]) await measureOne(entry);
    const baseline = { terms: { save: 0, render: 0 }, news: { save: 0, render: 0 } };
    for (const entry of BASELINE) {
      const { saveCpu, renderCpu } = await measureOne(entry);
      baseline[entry.field] = { save: saveCpu, render: renderCpu };
    }
    const ratio = (value: number, base: number) => `${(value / Math.max(base, 0.1)).toFixed(1)}x`;
    console.info(
      'Each save, then the page that shows it (server CPU per request; ratio to an ordinary text)',
    );
    for (const entry of BASELINE) {
      const { save: saveCpu, render: renderCpu } = baseline[entry.field];
      console.info(
        `  ${entry.field.padEnd(5)} ${entry.shape.padEnd(40)} ${String(entry.html.length).padStart(7)} chars  ` +
          `save ${saveCpu.toFixed(1).padStart(6)} ms  render ${renderCpu.toFixed(1).padStart(6)} ms`,
      );
    }
    let worstSave = 0;
    let worstRender = 0;
    for (const entry of SAVES) {
      const { saved, saveMessage, saveCpu, page, renderCpu } = await measureOne(entry);
      const base = baseline[entry.field];
      worstSave = Math.max(worstSave, saveCpu);
      worstRender = Math.max(worstRender, renderCpu);
      const answer = saved.ok ? `${saved.status}` : `${saved.status} "${saveMessage?.slice(0, 60)}…"`;
      console.info(
        `  ${entry.field.padEnd(5)} ${entry.shape.padEnd(40)} ${String(entry.html.length).padStart(7)} chars  ` +
          `save ${saveCpu.toFixed(1).padStart(6)} ms ${ratio(saveCpu, base.save).padStart(5)} (${answer})  ` +
          `render ${renderCpu.toFixed(1).padStart(6)} ms ${ratio(renderCpu, base.render).padStart(5)} (${page.status})`,
      );
      if (saveCpu > BUDGET.requestCpuMs)
        failures.push(`save of ${entry.field} "${entry.shape}": ${saveCpu.toFixed(1)} ms CPU`);
      if (renderCpu > BUDGET.requestCpuMs)
        failures.push(`render after ${entry.field} "${entry.shape}": ${renderCpu.toFixed(1)} ms CPU`);
    }
    console.info(
      `  worst save ${worstSave.toFixed(1)} ms, worst render ${worstRender.toFixed(1)} ms (budget ${BUDGET.requestCpuMs} ms each)`,
    );

    // 2. The second tenant's page under load: without saves, with the owner saving ordinary text twice a
    // second (what any save costs), and with the owner saving the hostile texts twice a second.
    const victim = `${server.url}/${tenantSlug(0)}`;
    const ownerPages = [`${server.url}/${OWNER}`, `${server.url}/${OWNER}/terms-and-conditions`];
    const loadPhase = async (saves: Save[], seconds: number): Promise<Phase> => {
      await probe('/reset');
      const stopSaving = saveLoop(save, saves);
      const [measured] = await Promise.all([
        cannon(victim, VICTIM_RATE, seconds),
        ...ownerPages.map((url) => cannon(url, OWNER_PAGE_RATE, seconds)),
      ]);
      return { ...measured, ...(await probe('/stats')), saves: await stopSaving() };
    };
    // Slices taken in turn, so that the machine's other work weighs on every phase alike; a phase's p99
    // is the median of its slices' p99s, and its event-loop figures the worst slice's.
    const PHASES = [
      { name: 'no saves', saves: [] },
      { name: 'ordinary saves', saves: BASELINE },
      { name: 'hostile saves', saves: SAVES },
    ] as const;
    await loadPhase([], 3);
    const slices = PHASES.map(() => [] as Phase[]);
    for (let slice = 0; slice < SLICES; slice++)
      for (const [index, phase] of PHASES.entries())
        slices[index]!.push(await loadPhase([...phase.saves], DURATION_S / SLICES));
    const [calm, ordinary, attacked] = slices.map(combine) as [Phase, Phase, Phase];
    console.info(
      `\nSecond tenant's page at ${VICTIM_RATE} req/s, ${DURATION_S} s per phase in ${SLICES} slices taken in turn; ` +
        `the owner's two pages at ${OWNER_PAGE_RATE} req/s each; saves twice a second`,
    );
    for (const [index, phase] of [calm, ordinary, attacked].entries()) {
      console.info(
        `  ${PHASES[index]!.name.padEnd(15)} p99 ${String(phase.p99).padStart(4)} ms  ${String(Math.round(phase.rps)).padStart(4)} req/s  ` +
          `event loop p50 ${phase.loopP50Ms.toFixed(1)} / p99 ${phase.loopP99Ms.toFixed(1)} / max ${phase.loopMaxMs.toFixed(1)} ms  ` +
          `server CPU ${(phase.cpuMs / 1000).toFixed(1)} s  saves ${phase.saves}  errors ${phase.errors}`,
      );
    }
    const p99Ratio = attacked.p99 / calm.p99;
    console.info(
      `  p99 with hostile saves: ${p99Ratio.toFixed(2)}x without saves (budget ${BUDGET.victimP99Ratio}x), ` +
        `${(attacked.p99 / ordinary.p99).toFixed(2)}x with ordinary saves\n` +
        `  event-loop p99 with hostile saves: ${attacked.loopP99Ms.toFixed(1)} ms (budget ${BUDGET.loopP99Ms} ms), ` +
        `${(attacked.loopP99Ms / Math.max(calm.loopP99Ms, 0.1)).toFixed(2)}x without saves, ` +
        `${(attacked.loopP99Ms / Math.max(ordinary.loopP99Ms, 0.1)).toFixed(2)}x with ordinary saves`,
    );
    if (p99Ratio > BUDGET.victimP99Ratio) failures.push(`second tenant's p99 ratio ${p99Ratio.toFixed(2)}x`);
    if (attacked.loopP99Ms > BUDGET.loopP99Ms)
      failures.push(`event-loop p99 ${attacked.loopP99Ms.toFixed(1)} ms under attack`);
    const errors = calm.errors + ordinary.errors + attacked.errors;
    if (errors) failures.push(`${errors} failed visitor requests`);
  } finally {
    await server.stop();
    await database.drop();
  }
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.info('\nEvery budget held.');
  }
}

type Phase = { p99: number; rps: number; errors: number; saves: number } & ProbeStats;

function combine(phases: Phase[]): Phase {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const sum = (pick: (phase: Phase) => number) => phases.reduce((total, phase) => total + pick(phase), 0);
  return {
    p99: median(phases.map((phase) => phase.p99)),
    rps: sum((phase) => phase.rps) / phases.length,
    errors: sum((phase) => phase.errors),
    saves: sum((phase) => phase.saves),
    cpuMs: sum((phase) => phase.cpuMs),
    loopP50Ms: median(phases.map((phase) => phase.loopP50Ms)),
    loopP99Ms: Math.max(...phases.map((phase) => phase.loopP99Ms)),
    loopMaxMs: Math.max(...phases.map((phase) => phase.loopMaxMs)),
  };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

// The owner saves the next of `saves` twice a second until stopped; resolves with the saves made.
function saveLoop(save: (entry: Save) => Promise<Response>, saves: Save[]): () => Promise<number> {
  let stopped = false;
  let made = 0;
  const run = (async () => {
    while (!stopped && saves.length) {
      const started = Date.now();
      const res = await save(saves[made % saves.length]!);
      await res.arrayBuffer();
      made++;
      await new Promise((r) => setTimeout(r, Math.max(0, SAVE_EVERY_MS - (Date.now() - started))));
    }
  })();
  return async () => {
    stopped = true;
    await run;
    return made;
  };
}

// A steady rate below what the server can take, so latency and loop delay show blocking, not queueing.
async function cannon(url: string, rate: number, seconds: number) {
  const result = await autocannon({ url, connections: 10, overallRate: rate, duration: seconds });
  return { p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
