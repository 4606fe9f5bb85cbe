import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/testing/free-port';

const BUNDLE = 'apps/server/dist/main.js';

export type RunningServer = { url: string; port: number; stop: () => Promise<void> };

// The real server in its own process, production mode, on a fresh embedded database with the demo site.
export async function startWebku(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // The production bundle under plain node, as `npm start` runs it (built by `npm run build`).
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run \`npm run build\` first`);
  const child: ChildProcess = spawn(process.execPath, [BUNDLE], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'webku-bench-')),
      // Never contacted: the bench signs nobody in. Production mode only insists they are set.
      OIDC_CLIENT_ID: 'bench',
      OIDC_CLIENT_SECRET: 'bench',
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/public/kopi-senja/no-cache-data`);
      const body = (await res.json()) as { data?: { footer_settings?: unknown } };
      if (body.data?.footer_settings) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    port,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
