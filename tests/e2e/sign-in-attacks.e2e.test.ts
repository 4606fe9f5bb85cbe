import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../fakes/oidc-provider';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

// Two attacks on sign-in, with a real browser as the victim: a sign-in link the attacker made, and a
// callback link the attacker completed with their own Google account (login CSRF).
let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestServer;
let browser: Browser;
let evil: Server;
const evilHits: string[] = [];

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await startTestServer(oidc.env);
  browser = await launchBrowser();
  // The attacker's listener, waiting for a token.
  evil = createServer((req, res) => {
    evilHits.push(req.url ?? '');
    res.end('ok');
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => evil?.close(resolve));
  await t?.close();
  await oidc?.stop();
});

// What the attacker gets from our API with their own client (not the victim's browser).
async function attackerAuthUrl(redirectUrl: string) {
  const res = await fetch(`${t.url}/api/auth/google-auth-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_url: redirectUrl }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { auth_url: string } } };
}

describe('sign-in attacks against a victim’s browser', () => {
  it('never lands the victim’s token on a host the attacker chose', async () => {
    const evilPort = (evil.address() as AddressInfo).port;
    for (const target of [`${t.url}/alice-cafe`, `http://evil.localhost:${evilPort}/steal`]) {
      expect((await attackerAuthUrl(target)).status).toBe(400);
    }
    // A company's own host is not a callback either: its admin signs in through the platform.
    const port = new URL(t.url).port;
    expect((await attackerAuthUrl(`http://alice-cafe.localhost:${port}/auth/callback`)).status).toBe(400);
    // The best the attacker can get: a link back to the platform's own callback screen.
    const crafted = await attackerAuthUrl(`${t.url}/auth/callback`);
    expect(crafted.status).toBe(200);

    oidc.signInAs({ email: 'korban@example.id', name: 'Korban', sub: 'victim' });
    const page = await newPage(browser);
    const visited: string[] = [];
    page.on('request', (req) => visited.push(req.url()));
    await page.goto(crafted.body.data!.auth_url);
    await page.waitForURL(/\/auth\/callback|\/$/);
    await page.waitForLoadState('networkidle');
    expect(visited.filter((url) => url.includes('token='))).toEqual([]);
    expect(visited.some((url) => url.includes('success=false'))).toBe(true);
    expect(evilHits).toEqual([]);
  });

  it('refuses a callback link the attacker completed with their own account (login CSRF)', async () => {
    oidc.signInAs({ email: 'penyerang@evil.test', name: 'Penyerang', sub: 'attacker' });
    const { body } = await attackerAuthUrl(`${t.url}/auth/callback`);
    const atProvider = await fetch(body.data!.auth_url, { redirect: 'manual' });
    const callbackLink = atProvider.headers.get('location')!;
    expect(new URL(callbackLink).pathname).toBe('/api/auth/google/callback');

    const page = await newPage(browser);
    await page.goto(callbackLink);
    await page.waitForURL(`${t.url}/`);
    // The spec's callback screen shows its own message for oauth_failed.
    await page.getByText('Gagal autentikasi dengan Google').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  it('still signs the victim in when they start the sign-in themselves', async () => {
    oidc.signInAs({ email: 'korban@example.id', name: 'Korban', sub: 'victim' });
    const page = await newPage(browser);
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await page.waitForURL(`${t.url}/onboarding`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });
});
