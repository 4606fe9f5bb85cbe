import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/support/server/free-port';

const BUNDLE = 'apps/server/dist/main.js';

export type RunningServer = {
  url: string;
  port: number;
  pid: number;
  /** Resident memory of the server process, from /proc. */
  rssBytes: () => number;
  /** User plus system CPU time the server process has used, in microseconds, from /proc. */
  cpuMicros: () => number;
  /** The same for its main thread alone: the one that serves requests. */
  mainThreadCpuMicros: () => number;
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill: () => Promise<void>;
};

export type StartOptions = {
  // false: an empty database (production's default); the server is ready when /healthz answers.
  demo?: boolean;
  dataDir?: string;
  port?: number;
  timeoutMs?: number;
  /** More node flags for this process (a preloaded probe, say). */
  nodeFlags?: string[];
};

// The real server in its own process, production mode, as `npm start` runs it (the bundle under plain
// node, built by `npm run build`). By default on a fresh embedded database with the demo site.
// The node flags `npm run serve` and the systemd unit start the server with (decision 018).
// BENCH_NODE_FLAGS adds flags, to measure a candidate setting against these.
const SERVE_FLAGS = [
  '--max-semi-space-size=2',
  ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
];

export async function startWebku(
  extraEnv: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const demo = options.demo ?? true;
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run \`npm run build\` first`);
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVE_FLAGS, ...(options.nodeFlags ?? []), BUNDLE],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        // As `npm run serve` and the systemd unit start it (docs/deploy.md); set it to measure without.
        MALLOC_ARENA_MAX: '2',
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: url,
        DATA_DIR: options.dataDir ?? mkdtempSync(join(tmpdir(), 'webku-bench-')),
        // Never contacted: the bench signs nobody in with Google. Production mode only insists they are set.
        OIDC_CLIENT_ID: 'bench',
        OIDC_CLIENT_SECRET: 'bench',
        DEMO_SEED: String(demo),
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (gone) throw new Error('server exited while starting');
    if (await isReady(url, demo)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid!;
  return {
    url,
    port,
    pid,
    rssBytes: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024,
    cpuMicros: () => cpuFrom(`/proc/${pid}/stat`),
    mainThreadCpuMicros: () => cpuFrom(`/proc/${pid}/task/${pid}/stat`),
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
}

// utime and stime, fields 14 and 15 of a /proc stat file, in ticks of 10 ms.
function cpuFrom(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function isReady(url: string, demo: boolean): Promise<boolean> {
  try {
    if (!demo) return (await fetch(`${url}/healthz`)).ok;
    const res = await fetch(`${url}/api/public/kopi-senja/no-cache-data`);
    const body = (await res.json()) as { data?: { footer_settings?: unknown } };
    return Boolean(body.data?.footer_settings);
  } catch {
    return false;
  }
}
