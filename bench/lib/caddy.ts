import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/support/server/free-port';

const CADDY = '/usr/bin/caddy';

// The `(webku)` snippet of deploy/Caddyfile: the reverse proxy over every instance, with its health checks.
function deploySnippet(): string {
  const deploy = readFileSync('deploy/Caddyfile', 'utf8');
  const start = deploy.indexOf('(webku) {');
  if (start < 0) throw new Error('deploy/Caddyfile has no (webku) snippet');
  let depth = 0;
  for (let end = deploy.indexOf('{', start); end < deploy.length; end++) {
    if (deploy[end] === '{') depth++;
    if (deploy[end] === '}' && --depth === 0) return deploy.slice(start, end + 1);
  }
  throw new Error('deploy/Caddyfile: unbalanced (webku) snippet');
}

// Debian's Caddy on a loopback port, in front of the given upstreams with deploy/Caddyfile's own proxy
// settings (round robin, active health checks on /healthz, a failed dial tried on another instance).
export async function startCaddy(upstreams: string[], listenPort?: number) {
  if (!existsSync(CADDY)) execFileSync('apt-get', ['install', '-y', '-qq', 'caddy'], { stdio: 'inherit' });
  const port = listenPort ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'webku-caddy-'));
  const file = join(dir, 'Caddyfile');
  writeFileSync(
    file,
    `{
	admin off
	auto_https off
	storage file_system ${dir}
}

${deploySnippet()}

http://:${port} {
	import webku
}
`,
  );
  const child = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'ignore', 'ignore'],
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      WEBKU_UPSTREAMS: upstreams.join(' '),
    },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (exited) throw new Error(`Caddy exited: check ${file} with \`caddy validate --adapter caddyfile\``);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 100) throw new Error('Caddy did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
