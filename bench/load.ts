// `npm run bench:load`: 100 connections over both modes' public page, the payload and a 404, in two setups.
//  1. One instance on the embedded database (PGlite, the default), directly: p99 and throughput without
//     saves and while the owner saves twice a second, in alternating blocks of one run.
//  2. Two instances on one PostgreSQL behind Caddy (deploy/Caddyfile's proxy snippet: round robin, active
//     health checks on /healthz): the same through the proxy; whether the last save is what every instance
//     serves; then one instance is SIGKILLed mid-run, and the proxy's errors around the failover are counted.
// Run: npm run bench:load   (DURATION=10 for a quick run; default 30 s with and 30 s without saves per
// setup, plus 30 s of failover; SETUPS=pglite or SETUPS=postgres runs one of the two)

import autocannon from 'autocannon';
import { freePort } from '../tests/support/server/free-port';
import { startCaddy } from './lib/caddy';
import { freshDatabase, postgresReachable } from './lib/databases';
import { signInDemo } from './lib/demo-sign-in';
import { type RunningServer, startWebku } from './lib/start-server';

const DURATION_S = Number(process.env.DURATION ?? 30);
const SETUPS = (process.env.SETUPS ?? 'pglite,postgres').split(',');
const CONNECTIONS = 100;
const SAVE_EVERY_MS = 500;
const SLUG = 'kopi-senja';
const BLOCK_S = 5;
const SETTLE_MS = 500;

// The owner saving the hero's tagline every SAVE_EVERY_MS through the admin API, until stopped.
class Owner {
  saves = 0;
  failures = 0;
  lastTagline = '';

  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  start(): () => Promise<void> {
    let stopped = false;
    const run = (async () => {
      while (!stopped) {
        const tagline = `Simpanan ke-${++this.saves} pada ${Date.now()}`;
        const started = Date.now();
        try {
          const res = await fetch(`${this.base}/api/admin/hero`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
            body: JSON.stringify({ tagline }),
          });
          await res.arrayBuffer();
          if (res.ok) this.lastTagline = tagline;
          else this.failures++;
        } catch {
          this.failures++;
        }
        await new Promise((r) => setTimeout(r, Math.max(0, SAVE_EVERY_MS - (Date.now() - started))));
      }
    })();
    return async () => {
      stopped = true;
      await run;
    };
  }
}

type Phase = { rps: number; p99: number; requests: number; errors: number; errorTimes: number[] };

// 100 connections for `seconds` over the mix. Every answer's latency is kept with the time its request
// started, so a run can be cut into phases afterwards.
async function load(
  base: string,
  port: number,
  seconds: number,
  during?: (elapsedMs: number) => void,
): Promise<{ samples: [startedMs: number, latencyMs: number][]; errorTimes: number[] }> {
  const errorTimes: number[] = [];
  const samples: [number, number][] = [];
  const started = Date.now();
  const expect = (status: number) => (actual: number) => {
    if (actual !== status) errorTimes.push(Date.now() - started);
  };
  const accept = { 'accept-encoding': 'br, gzip' };
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          { method: 'GET', path: `/${SLUG}`, headers: accept, onResponse: expect(200) },
          {
            method: 'GET',
            path: '/',
            headers: { ...accept, host: `${SLUG}.localhost:${port}` },
            onResponse: expect(200),
          },
          { method: 'GET', path: `/api/public/${SLUG}/data`, headers: accept, onResponse: expect(200) },
          { method: 'GET', path: `/${SLUG}/tidak-ada`, headers: accept, onResponse: expect(404) },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, _status, _bytes, latencyMs) => {
    samples.push([Date.now() - started - latencyMs, latencyMs]);
  });
  instance.on('reqError', () => errorTimes.push(Date.now() - started));
  const timer = during && setInterval(() => during(Date.now() - started), 100);
  await done;
  if (timer) clearInterval(timer);
  return { samples, errorTimes };
}

function phase(latencies: number[], seconds: number, errorTimes: number[]): Phase {
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    requests: latencies.length,
    errors: errorTimes.length,
    errorTimes,
  };
}

const show = (name: string, phase: Phase) =>
  console.info(
    `  ${name}: ${phase.rps.toFixed(0)} req/s, p99 ${phase.p99} ms, ${phase.requests} requests, errors ${phase.errors} (must be 0)`,
  );

// Warm-up, then the load with the owner saving in every other block of BLOCK_S seconds: quiet and busy
// blocks alternate within one run, so a neighbour's CPU use on a shared machine weighs on both alike.
// A request counts for the block it started in, unless it started in the first SETTLE_MS of a block
// (the previous block's saves may still be settling).
// With the server at hand, the CPU time of its main thread is summed per kind of block too.
async function quietAgainstBusy(
  base: string,
  port: number,
  owner: Owner,
  server?: RunningServer,
): Promise<void> {
  await load(base, port, 3); // warm-up: JIT, caches, connections
  console.info('  mix: Mode B page, Mode A page, public payload, a 404 page (brotli accepted)');
  const blocks = Math.max(2, 2 * Math.round(DURATION_S / BLOCK_S));
  let stopSaving: (() => Promise<void>) | undefined;
  let block = 0;
  const mainCpu = [0, 0];
  let cpuMark = server?.mainThreadCpuMicros() ?? 0;
  const savesBefore = owner.saves;
  const { samples, errorTimes } = await load(base, port, blocks * BLOCK_S, (elapsed) => {
    const current = Math.min(blocks - 1, Math.floor(elapsed / (BLOCK_S * 1000)));
    if (current === block) return;
    if (server) {
      const now = server.mainThreadCpuMicros();
      mainCpu[block % 2]! += now - cpuMark;
      cpuMark = now;
    }
    block = current;
    if (block % 2 === 1) stopSaving = owner.start();
    else void stopSaving?.();
  });
  if (server) mainCpu[block % 2]! += server.mainThreadCpuMicros() - cpuMark;
  await stopSaving?.();
  const quiet: number[] = [];
  const busy: number[] = [];
  for (const [startedMs, latency] of samples) {
    const within = startedMs % (BLOCK_S * 1000);
    if (startedMs < 0 || within < SETTLE_MS) continue;
    (Math.floor(startedMs / (BLOCK_S * 1000)) % 2 === 1 ? busy : quiet).push(latency);
  }
  const measuredS = ((blocks / 2) * (BLOCK_S * 1000 - SETTLE_MS)) / 1000;
  const quietPhase = phase(quiet, measuredS, errorTimes);
  const busyPhase = phase(busy, measuredS, []);
  show('without saves', quietPhase);
  show(
    `with the owner saving every ${SAVE_EVERY_MS} ms (${owner.saves} saves, ${owner.failures} failed)`,
    busyPhase,
  );
  console.info(
    `  p99 with saves / without: ${(busyPhase.p99 / quietPhase.p99).toFixed(2)} (goal <= 1.5; ${blocks} alternating blocks of ${BLOCK_S} s)`,
  );
  if (server) {
    // The main thread's time beyond what serving this many visitors costs in quiet blocks: the saves'.
    const served = [0, 0];
    for (const [startedMs] of samples)
      if (startedMs >= 0) served[Math.floor(startedMs / (BLOCK_S * 1000)) % 2]!++;
    const perRequest = mainCpu[0]! / Math.max(1, served[0]!);
    const perSave = (mainCpu[1]! - served[1]! * perRequest) / Math.max(1, owner.saves - savesBefore);
    console.info(
      `  server main thread: ${(perRequest / 1000).toFixed(2)} ms of CPU per visitor request; each save adds ${(perSave / 1000).toFixed(1)} ms`,
    );
  }
}

async function embedded(): Promise<void> {
  const database = await freshDatabase('pglite', 'load');
  const server = await startWebku({}, { dataDir: database.dataDir });
  try {
    console.info(
      `load benchmark: 1 instance (production bundle) on the embedded database (PGlite), ${CONNECTIONS} connections, ${DURATION_S} s per phase`,
    );
    const owner = new Owner(server.url, await signInDemo(server.url));
    await quietAgainstBusy(server.url, server.port, owner, server);
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function twoInstances(): Promise<void> {
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
  let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
  try {
    // One after the other: the first creates the demo site, the second finds it.
    instances.push(await startWebku(env, { port: portA, dataDir: database.dataDir }));
    instances.push(await startWebku(env, { port: portB, dataDir: database.dataDir }));
    caddy = await startCaddy([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], proxyPort);
    const proxy = caddy.url;
    const owner = new Owner(proxy, await signInDemo(proxy));
    console.info(
      `load benchmark: 2 instances (production bundle) on PostgreSQL behind Caddy, ${CONNECTIONS} connections, ${DURATION_S} s per phase`,
    );
    await quietAgainstBusy(proxy, proxyPort, owner);

    await new Promise((r) => setTimeout(r, 1000));
    for (const [i, server] of instances.entries()) {
      const page = await (await fetch(`${server.url}/${SLUG}`)).text();
      const payload = await (await fetch(`${server.url}/api/public/${SLUG}/data`)).text();
      console.info(
        `  instance ${'AB'[i]} serves the last save 1 s later: page ${page.includes(owner.lastTagline) ? 'yes' : 'NO'}, payload ${payload.includes(owner.lastTagline) ? 'yes' : 'NO'}`,
      );
    }

    const killAtMs = (DURATION_S * 1000) / 2;
    let killedAt = 0;
    const failuresBefore = owner.failures;
    const stopSaving = owner.start();
    const run = await load(proxy, proxyPort, DURATION_S, (elapsed) => {
      if (!killedAt && elapsed >= killAtMs) {
        killedAt = elapsed;
        void instances[1]!.kill();
      }
    });
    await stopSaving();
    const failover = phase(
      run.samples.map(([, latency]) => latency),
      DURATION_S,
      run.errorTimes,
    );
    // deploy/Caddyfile checks health every 2 s: by 4 s after the kill the instance is marked down.
    const around = failover.errorTimes.filter((t) => t >= killedAt && t < killedAt + 4000).length;
    const later = failover.errorTimes.filter((t) => t >= killedAt + 4000).length;
    console.info(
      `  instance B SIGKILLed at ${(killedAt / 1000).toFixed(1)} s of ${DURATION_S} s: ${failover.rps.toFixed(0)} req/s, p99 ${failover.p99} ms`,
    );
    console.info(
      `  proxy errors: ${failover.errors} in all, ${around} within 4 s of the kill (two health-check intervals), ${later} after that (must be 0); owner saves failed: ${owner.failures - failuresBefore}`,
    );
  } finally {
    await caddy?.stop();
    for (const server of instances) await server.stop();
    await database.drop();
  }
}

async function main() {
  if (SETUPS.includes('pglite')) await embedded();
  if (!SETUPS.includes('postgres')) return;
  if (await postgresReachable()) await twoInstances();
  else console.info('PostgreSQL not reachable (BENCH_DATABASE_URL): the two-instance case is skipped');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
