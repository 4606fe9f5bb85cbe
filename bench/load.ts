// Two server instances on one PostgreSQL behind Caddy (deploy/Caddyfile's proxy snippet: round robin,
// active health checks on /healthz),
// 100 connections over both modes' public page, the payload and a 404:
//  - p99 and throughput without saves, then while the owner saves twice a second through the proxy;
//  - whether the last save is what every instance serves;
//  - then one instance is SIGKILLed mid-run, and the proxy's errors around the failover are counted.
// Run: npm run bench:load   (DURATION=10 for a quick run; default 60 s per phase)

import autocannon from 'autocannon';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo';
import { freePort } from '../apps/server/src/testing/free-port';
import { startCaddy } from './lib/caddy';
import { freshDatabase, postgresReachable } from './lib/databases';
import { type RunningServer, startWebku } from './lib/start-server';

const DURATION_S = Number(process.env.DURATION ?? 60);
const CONNECTIONS = 100;
const SAVE_EVERY_MS = 500;
const SLUG = 'kopi-senja';

type Phase = { rps: number; p99: number; requests: number; errors: number; errorTimes: number[] };

async function main() {
  if (!(await postgresReachable())) {
    throw new Error('bench:load needs PostgreSQL (BENCH_DATABASE_URL): two instances share one database');
  }
  const database = await freshDatabase('postgres', 'load');
  const [portA, portB] = [await freePort(), await freePort()];
  const proxyPort = await freePort();
  const proxyBase = `http://localhost:${proxyPort}`;
  const env = {
    ...database.env,
    PUBLIC_BASE_URL: proxyBase,
    TRUSTED_PROXIES: '127.0.0.1,::1',
  };
  const instances: RunningServer[] = [];
  // One after the other: the first creates the demo site, the second finds it.
  instances.push(await startWebku(env, { port: portA, dataDir: database.dataDir }));
  instances.push(await startWebku(env, { port: portB, dataDir: database.dataDir }));
  let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
  try {
    caddy = await startCaddy([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], proxyPort);
    const proxy = caddy.url;
    const login = await fetch(`${proxy}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };

    let saves = 0;
    let saveFailures = 0;
    let lastTagline = '';
    const saver = () => {
      let stopped = false;
      const run = (async () => {
        while (!stopped) {
          const tagline = `Simpanan ke-${++saves} pada ${Date.now()}`;
          const started = Date.now();
          try {
            const res = await fetch(`${proxy}/api/admin/hero`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
              body: JSON.stringify({ tagline }),
            });
            await res.arrayBuffer();
            if (res.ok) lastTagline = tagline;
            else saveFailures++;
          } catch {
            saveFailures++;
          }
          await new Promise((r) => setTimeout(r, Math.max(0, SAVE_EVERY_MS - (Date.now() - started))));
        }
      })();
      return async () => {
        stopped = true;
        await run;
      };
    };

    const load = async (seconds: number, during?: (elapsedMs: number) => void): Promise<Phase> => {
      const errorTimes: number[] = [];
      const started = Date.now();
      const expect = (status: number) => (actual: number) => {
        if (actual !== status) errorTimes.push(Date.now() - started);
      };
      const accept = { 'accept-encoding': 'br, gzip' };
      let instance!: autocannon.Instance;
      const done = new Promise<autocannon.Result>((resolve, reject) => {
        instance = autocannon(
          {
            url: proxy,
            connections: CONNECTIONS,
            duration: seconds,
            requests: [
              { method: 'GET', path: `/${SLUG}`, headers: accept, onResponse: expect(200) },
              {
                method: 'GET',
                path: '/',
                headers: { ...accept, host: `${SLUG}.localhost:${proxyPort}` },
                onResponse: expect(200),
              },
              { method: 'GET', path: `/api/public/${SLUG}/data`, headers: accept, onResponse: expect(200) },
              { method: 'GET', path: `/${SLUG}/tidak-ada`, headers: accept, onResponse: expect(404) },
            ],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
      instance.on('reqError', () => errorTimes.push(Date.now() - started));
      const timer = during && setInterval(() => during(Date.now() - started), 100);
      const result = await done;
      if (timer) clearInterval(timer);
      return {
        rps: result.requests.average,
        p99: result.latency.p99,
        requests: result.requests.total,
        errors: errorTimes.length,
        errorTimes,
      };
    };

    const show = (name: string, phase: Phase) =>
      console.info(
        `  ${name}: ${phase.rps.toFixed(0)} req/s, p99 ${phase.p99} ms, ${phase.requests} requests, errors ${phase.errors} (must be 0)`,
      );

    await load(3); // warm-up: JIT, caches, connections
    console.info(
      `load benchmark: 2 instances (production bundle) on PostgreSQL behind Caddy, ${CONNECTIONS} connections, ${DURATION_S} s per phase`,
    );
    console.info('  mix: Mode B page, Mode A page, public payload, a 404 page (brotli accepted)');
    const quiet = await load(DURATION_S);
    show('without saves', quiet);
    const stopSaving = saver();
    const busy = await load(DURATION_S);
    await stopSaving();
    show(`with the owner saving every ${SAVE_EVERY_MS} ms (${saves} saves, ${saveFailures} failed)`, busy);
    console.info(`  p99 with saves / without: ${(busy.p99 / quiet.p99).toFixed(2)} (goal <= 1.5)`);

    await new Promise((r) => setTimeout(r, 1000));
    for (const [i, server] of instances.entries()) {
      const page = await (await fetch(`${server.url}/${SLUG}`)).text();
      const payload = await (await fetch(`${server.url}/api/public/${SLUG}/data`)).text();
      console.info(
        `  instance ${'AB'[i]} serves the last save 1 s later: page ${page.includes(lastTagline) ? 'yes' : 'NO'}, payload ${payload.includes(lastTagline) ? 'yes' : 'NO'}`,
      );
    }

    const killAtMs = (DURATION_S * 1000) / 2;
    let killedAt = 0;
    const stopSavingAgain = saver();
    const failureBefore = saveFailures;
    const failover = await load(DURATION_S, (elapsed) => {
      if (!killedAt && elapsed >= killAtMs) {
        killedAt = elapsed;
        void instances[1]!.kill();
      }
    });
    await stopSavingAgain();
    // deploy/Caddyfile checks health every 2 s: by 4 s after the kill the instance is marked down.
    const around = failover.errorTimes.filter((t) => t >= killedAt && t < killedAt + 4000).length;
    const later = failover.errorTimes.filter((t) => t >= killedAt + 4000).length;
    console.info(
      `  instance B SIGKILLed at ${(killedAt / 1000).toFixed(1)} s of ${DURATION_S} s: ${failover.rps.toFixed(0)} req/s, p99 ${failover.p99} ms`,
    );
    console.info(
      `  proxy errors: ${failover.errors} in all, ${around} within 4 s of the kill (two health-check intervals), ${later} after that (must be 0); owner saves failed: ${saveFailures - failureBefore}`,
    );
  } finally {
    await caddy?.stop();
    for (const server of instances) await server.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
