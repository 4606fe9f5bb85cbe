import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithSite } from '../../testing/owner-with-site';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { putSubscription } from '../subscriptions/subscription-fixtures';

const CADDY = '/usr/bin/caddy';
const DEPLOY_CADDYFILE = fileURLToPath(new URL('../../../../../deploy/Caddyfile', import.meta.url));
const hasCaddy = existsSync(CADDY);
if (!hasCaddy)
  console.warn(`Skipping the Caddy on-demand TLS test: ${CADDY} is not installed (apt-get install caddy).`);

let t: TestServer;
let caddy: ChildProcess;
let dir: string;
let httpsPort: number;
let slug: string;
let caddyLog = '';

// The site blocks of deploy/Caddyfile, behind test-only global options: Caddy's internal CA instead of
// Let's Encrypt, loopback ports, no admin endpoint, its files in a temporary directory.
function testCaddyfile(appPort: number, httpPort: number): string {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`caddy did not listen on ${port}:\n${caddyLog}`);
}

type TlsResult = { status: number; location?: string; body: string; cert: PeerCertificate };

// curl --resolve name:port:127.0.0.1, trusting only Caddy's local root.
function httpsGet(servername: string, path = '/'): Promise<TlsResult> {
  const ca = readFileSync(join(dir, 'data/pki/authorities/local/root.crt'));
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: httpsPort, path, servername, ca, headers: { host: servername } },
      (res) => {
        const cert = (res.socket as import('node:tls').TLSSocket).getPeerCertificate();
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
}

describe.skipIf(!hasCaddy)("Caddy's on-demand TLS in front of Webku (deploy/Caddyfile)", () => {
  beforeAll(async () => {
    t = await startTestServer({ PLATFORM_HOST: 'webku.test' });
    const owner = await ownerWithSite(t, 'Kopi Caddy');
    slug = owner.slug;
    await putSubscription(t.webku.db, { companyId: owner.companyId, domain: 'kopicaddy.com' });
    await t.webku.cache.invalidate(owner.companyId);
    const lapsed = await ownerWithSite(t, 'Kopi Lapsed');
    await putSubscription(t.webku.db, {
      companyId: lapsed.companyId,
      domain: 'kopilapsed.com',
      validUntil: new Date(Date.now() - 1_000),
    });

    dir = mkdtempSync(join(tmpdir(), 'webku-caddy-'));
    httpsPort = await freePort();
    const appPort = Number(new URL(t.url).port);
    const file = join(dir, 'Caddyfile');
    writeFileSync(file, testCaddyfile(appPort, await freePort()));
    caddy = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'data'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        PLATFORM_HOST: 'webku.test',
        WEBKU_UPSTREAM: `127.0.0.1:${appPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk) => (caddyLog += chunk));
    caddy.stderr?.on('data', (chunk) => (caddyLog += chunk));
    await waitForPort(httpsPort, 20_000);
  });

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("issues a certificate for a customer's domain and serves that company's page", async () => {
    const res = await httpsGet('kopicaddy.com');
    expect(res.cert.subjectaltname).toBe('DNS:kopicaddy.com');
    expect(res.cert.issuer.CN).toMatch(/Caddy Local Authority/);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Kopi Caddy');
    expect(res.body).toContain('<link rel="canonical" href="https://kopicaddy.com"');
    expect((await httpsGet('www.kopicaddy.com')).cert.subjectaltname).toBe('DNS:www.kopicaddy.com');
    // Only Caddy itself may ask; through Caddy the internal endpoint does not exist.
    expect((await httpsGet('kopicaddy.com', '/api/internal/tls/ask?domain=kopicaddy.com')).status).toBe(404);
  });

  it('issues one for a company subdomain, which moves to the custom domain', async () => {
    const res = await httpsGet(`${slug}.webku.test`);
    expect(res.cert.subjectaltname).toBe(`DNS:${slug}.webku.test`);
    expect(res.status).toBe(301);
    expect(res.location).toBe('https://kopicaddy.com/');
  });

  it('completes no handshake for an unknown domain or a lapsed subscription', async () => {
    for (const name of ['orang-lain.com', 'kopilapsed.com']) {
      const error = await httpsGet(name).then(
        () => null,
        (e: NodeJS.ErrnoException) => e,
      );
      // Caddy has no certificate to offer: it ends the handshake with a TLS alert.
      expect(error?.message, name).toMatch(/alert|ssl3_read_bytes|ECONNRESET|socket hang up/i);
    }
  });
});
