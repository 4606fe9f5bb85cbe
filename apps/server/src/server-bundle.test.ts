import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/server/free-port';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo/seed-demo';

// `npm start` runs this bundle with plain node (built by build-tools/bundle-server.ts in `npm run build`).
const BUNDLE = join(import.meta.dirname, '../dist/main.js');

let child: ChildProcess;
let url: string;
let dataDir: string;
let stderr = '';

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error('apps/server/dist/main.js is missing: run `npm run build`');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'webku-bundle-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  child = spawn(process.execPath, [BUNDLE], {
    env: { ...env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${url}/api/public/kopi-senja/no-cache-data`)
      .then(
        async (res) => ((await res.json()) as { data?: { footer_settings?: unknown } }).data?.footer_settings,
      )
      .catch(() => null);
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`the bundle exited: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the bundle did not start: ${stderr}`);
}, 90_000);

afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('runs under plain node and serves the landing, a public site, its styles and the API', async () => {
    const landing = await fetch(`${url}/`);
    expect(await landing.text()).toContain('Masuk dengan Google');
    const site = await fetch(`${url}/kopi-senja`);
    expect(site.status).toBe(200);
    const html = await site.text();
    expect(html).toContain('Kopi Senja');
    // Inlined template CSS and the enhancement script are read from files beside their sources.
    expect(html).toMatch(/<style[^>]*>[^<]{1000,}/);
    const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${url}${script}`)).status).toBe(200);
    const privacy = await fetch(`${url}/kopi-senja/privacy-policy`);
    expect(privacy.status).toBe(200);
  });

  it('draws a QR-kit PDF on its worker thread, built beside the bundle', async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const pdf = await fetch(`${url}/api/admin/qr-kit/table-poster-a5.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('serves the built-in images of the content packs, drawn and rasterized', async () => {
    const html = await (await fetch(`${url}/kopi-senja`)).text();
    const hero = html.match(/\/media\/builtin\/[a-z0-9-]+\/[a-z0-9-]+\.svg/)?.[0];
    expect(hero).toBeTruthy();
    const svg = await fetch(`${url}${hero}`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg[\s\S]+<\/svg>$/);
    const webp = await fetch(`${url}${hero!.replace(/\.svg$/, '.webp')}?w=640`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
  });
});
