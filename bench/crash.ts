// Crash safety: TRIALS times, the server (production bundle) is SIGKILLed while several owners' worth of
// concurrent admin writes are in flight, then started again on the same data. Prints, for PGlite and for
// PostgreSQL, how many acknowledged writes (answered 201) are missing afterwards (must be 0) and whether
// the data directory always started again.
// Run: npm run bench:crash   (TRIALS=5 for a quick run)
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo';
import { type BenchDatabase, type Driver, freshDatabase, postgresReachable } from './lib/databases';
import { type RunningServer, startWebku } from './lib/start-server';

const TRIALS = Number(process.env.TRIALS ?? 20);
const WRITERS = 8;

type Outcome = { acknowledged: number; lost: number; restarts: number; failedRestarts: number };

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function newsTitles(url: string, token: string): Promise<Set<string>> {
  const res = await fetch(`${url}/api/admin/news`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { title: string }[] };
  return new Set(data.map((article) => article.title));
}

async function trials(database: BenchDatabase): Promise<Outcome> {
  let server: RunningServer = await startWebku(database.env, { dataDir: database.dataDir });
  const fixedPort = server.port;
  const token = await signIn(server.url);
  const acknowledged: string[] = [];
  let restarts = 0;
  let failedRestarts = 0;
  for (let trial = 1; trial <= TRIALS; trial++) {
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = 0; writing; n++) {
        const title = `Kabar ${trial}-${w}-${n}`;
        try {
          const res = await fetch(`${server.url}/api/admin/news`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ title, description: 'Ditulis tepat sebelum prosesnya dimatikan.' }),
          });
          await res.arrayBuffer();
          if (res.status === 201) acknowledged.push(title);
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    });
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
    await server.kill();
    writing = false;
    await Promise.all(writers);
    try {
      server = await startWebku(database.env, {
        dataDir: database.dataDir,
        port: fixedPort,
        timeoutMs: 120_000,
      });
      restarts++;
    } catch (error) {
      failedRestarts++;
      console.info(`  trial ${trial}: the server did not start again: ${(error as Error).message}`);
      break;
    }
  }
  const present = await newsTitles(server.url, token);
  await server.stop();
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((title) => !present.has(title)).length,
    restarts,
    failedRestarts,
  };
}

async function main() {
  const drivers: Driver[] = ['pglite'];
  if (await postgresReachable()) drivers.push('postgres');
  else console.info('PostgreSQL not reachable (BENCH_DATABASE_URL): PGlite only');
  console.info(
    `crash benchmark: ${TRIALS} SIGKILLs during ${WRITERS} concurrent admin writers (POST /api/admin/news), production bundle`,
  );
  for (const driver of drivers) {
    const database = await freshDatabase(driver, 'crash');
    try {
      const o = await trials(database);
      console.info(
        `  ${driver}: ${o.acknowledged} writes acknowledged, ${o.lost} lost (must be 0); started again after ${o.restarts} of ${TRIALS} kills${o.failedRestarts ? ' — FAILED to start once' : ' (always)'}`,
      );
    } finally {
      await database.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
