import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/server/free-port';

export const VARNISHD = '/usr/sbin/varnishd';
export const hasVarnish = existsSync(VARNISHD);
const DEPLOY_VCL = fileURLToPath(new URL('../../deploy/varnish/webku.vcl', import.meta.url));

// Debian's Varnish running deploy/varnish/webku.vcl in the foreground on a loopback port, its backend
// the given app port, its working files in a temporary folder, no management port.
export async function startVarnish(options: { appPort: number; port?: number; vcl?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'webku-varnish-'));
  const port = options.port ?? (await freePort());
  const vcl = join(dir, 'webku.vcl');
  writeFileSync(
    vcl,
    (options.vcl ?? readFileSync(DEPLOY_VCL, 'utf8')).replace(
      '.port = "3000";',
      `.port = "${options.appPort}";`,
    ),
  );
  let log = '';
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-n',
      join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vcl,
      '-s',
      'malloc,64m',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`varnishd did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    workDir: join(dir, 'work'),
    log: () => log,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Varnish = Awaited<ReturnType<typeof startVarnish>>;
