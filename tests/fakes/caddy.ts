import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/server/free-port';

export const CADDY = '/usr/bin/caddy';
export const hasCaddy = existsSync(CADDY);
const DEPLOY_CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));

export type TlsResult = { status: number; location?: string; body: string; cert: PeerCertificate };

// Debian's Caddy running the site blocks of deploy/Caddyfile, behind test-only global options: its
// internal CA instead of Let's Encrypt, loopback ports, no admin endpoint, files in a temporary folder.
export async function startCaddy(options: { appPort: number; platformHost: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'webku-caddy-'));
  const httpsPort = await freePort();
  const file = join(dir, 'Caddyfile');
  writeFileSync(file, testCaddyfile(dir, options.appPort, await freePort(), httpsPort));
  let log = '';
  const child: ChildProcess = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      PLATFORM_HOST: options.platformHost,
      WEBKU_UPSTREAM: `127.0.0.1:${options.appPort}`,
      WEBKU_UPSTREAMS: `127.0.0.1:${options.appPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForPort(httpsPort, 20_000, () => log);
  return {
    httpsPort,
    rootCertificate: () => readFileSync(join(dir, 'data/pki/authorities/local/root.crt')),
    // curl --resolve name:port:127.0.0.1, trusting only Caddy's local root.
    httpsGet(servername: string, path = '/'): Promise<TlsResult> {
      const ca = this.rootCertificate();
      return new Promise((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: httpsPort, path, servername, ca, headers: { host: servername } },
          (res) => {
            const cert = (res.socket as TLSSocket).getPeerCertificate();
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, location: res.headers.location, body, cert }),
            );
          },
        );
        req.on('error', reject);
        req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
        req.end();
      });
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type RunningCaddy = Awaited<ReturnType<typeof startCaddy>>;

function testCaddyfile(dir: string, appPort: number, httpPort: number, httpsPort: number): string {
  const deploy = readFileSync(DEPLOY_CADDYFILE, 'utf8').replace(/^\s*#.*$/gm, '');
  const start = deploy.indexOf('{');
  let depth = 0;
  let end = start;
  for (; end < deploy.length; end++) {
    if (deploy[end] === '{') depth++;
    if (deploy[end] === '}' && --depth === 0) break;
  }
  const globals = `{
	admin off
	local_certs
	skip_install_trust
	default_bind 127.0.0.1
	http_port ${httpPort}
	https_port ${httpsPort}
	storage file_system {
		root ${dir}/data
	}
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/internal/tls/ask
	}
}
`;
  return globals + deploy.slice(end + 1);
}

async function waitForPort(port: number, ms: number, log: () => string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`caddy did not listen on ${port}:\n${log()}`);
}
