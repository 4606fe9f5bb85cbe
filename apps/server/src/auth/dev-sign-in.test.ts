import { users } from '@webku/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestBrowser, testBrowser } from '../../../../tests/support/server/test-browser';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { hashPassword } from './password';

// The development sign-in signs anyone in as any e-mail, so it must not become a back door.
let t: TestServer;
let port: number;

beforeAll(async () => {
  t = await startTestServer();
  port = Number(new URL(t.url).port);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const person = { name: 'Dewi', email: 'dewi@kopidewi.id' };
const START_AGAIN = 'Permintaan masuk tidak dikenal atau sudah kedaluwarsa: mulai lagi dari halaman masuk';

async function startSignIn(browser: TestBrowser) {
  const res = await browser.post(`${t.url}/api/auth/google-auth-url`, {
    json: { redirect_url: `${t.url}/auth/callback` },
  });
  expect(res.status).toBe(200);
  const authUrl = new URL((JSON.parse(res.body) as { data: { auth_url: string } }).data.auth_url);
  return {
    state: authUrl.searchParams.get('state')!,
    redirectUri: authUrl.searchParams.get('redirect_uri')!,
  };
}

const submit = (
  browser: TestBrowser,
  state: string,
  redirectUri = `${t.url}/api/auth/google/callback`,
  who: Record<string, string> = person,
) => browser.post(`${t.url}/api/auth/dev/sign-in`, { form: { state, redirect_uri: redirectUri, ...who } });

async function landing(browser: TestBrowser, callback: URL) {
  const res = await browser.get(callback);
  expect(res.status).toBe(302);
  return res.location!.searchParams;
}

describe('development sign-in', () => {
  it('signs in through a state the server issued', async () => {
    const browser = testBrowser(port);
    const { state, redirectUri } = await startSignIn(browser);
    const form = await submit(browser, state, redirectUri);
    expect(form.status).toBe(303);
    const params = await landing(browser, form.location!);
    expect(params.get('success')).toBe('true');
    expect(params.get('user_email')).toBe(person.email);
    // The admin's welcome says it was the development sign-in, not Google.
    expect(params.get('provider')).toBe('dev-sandbox');
  });

  it('checks the form itself and answers in Indonesian, keeping what was typed', async () => {
    const browser = testBrowser(port);
    const { state, redirectUri } = await startSignIn(browser);
    const page = await browser.get(new URL(`${t.url}/api/auth/dev/sign-in?state=${state}`));
    // The browser's own required/type checks would show its English bubbles ('Please fill out this field').
    expect(page.body).toMatch(/<form [^>]*novalidate>/);
    for (const [who, message, kept] of [
      [{ name: '', email: 'dewi@kopidewi.id' }, 'Nama wajib diisi', 'value="dewi@kopidewi.id"'],
      [{ name: 'Dewi', email: '' }, 'Email wajib diisi', 'value="Dewi"'],
      [{ name: 'Dewi', email: 'dewi@' }, 'Email tidak valid, contoh: nama@usaha.id', 'value="dewi@"'],
      [{ name: 'D'.repeat(81), email: 'dewi@kopidewi.id' }, 'Nama maksimal 80 karakter', 'value="DDD'],
    ] as const) {
      const res = await submit(browser, state, redirectUri, who);
      expect(res.status).toBe(400);
      expect(res.body).toContain(`<p class="error" role="alert">${message}</p>`);
      expect(res.body).toContain(kept);
    }
    expect((await submit(browser, state, redirectUri)).status).toBe(303);
  });

  it('refuses a state it never issued, and keeps no code for it', async () => {
    const browser = testBrowser(port);
    for (const state of ['forged-state-0123456789', 'x'.repeat(40)]) {
      const res = await submit(browser, state);
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(JSON.parse(res.body).message).toBe(START_AGAIN);
    }
  });

  it('refuses a form whose hidden fields were altered, and still signs in with the real ones', async () => {
    const browser = testBrowser(port);
    const { state, redirectUri } = await startSignIn(browser);
    for (const [forgedState, forgedRedirect] of [
      // A code for another callback would carry the sign-in to whoever owns it.
      [state, 'https://evil.test/api/auth/google/callback'],
      [state, `${t.url}/api/auth/google/callback?next=evil`],
      [state, 'bukan-alamat'],
      ['pendek', redirectUri],
    ]) {
      const res = await submit(browser, forgedState!, forgedRedirect);
      expect(res.status, `${forgedState} ${forgedRedirect}`).toBe(400);
      expect(res.location).toBeNull();
      expect(JSON.parse(res.body).message).toBe(START_AGAIN);
    }
    const form = await browser.post(`${t.url}/api/auth/dev/sign-in`, {
      form: { redirect_uri: redirectUri, ...person },
    });
    expect(form.status).toBe(400);
    expect(JSON.parse(form.body).message).toBe(START_AGAIN);
    expect(
      (await landing(browser, (await submit(browser, state, redirectUri)).location!)).get('success'),
    ).toBe('true');
  });

  it('opens an empty form that carries its sign-in, and signs in when it is filled in', async () => {
    const browser = testBrowser(port);
    const { state, redirectUri } = await startSignIn(browser);
    const page = await browser.get(new URL(`${t.url}/api/auth/dev/sign-in?state=${state}`));
    expect(page.status).toBe(200);
    const fields = formFields(page.body);
    expect(fields).toEqual({ state, redirect_uri: redirectUri, name: '', email: '' });
    // Before anything is sent the page shows only its heading and explanation, no message.
    expect(textBeforeForm(page.body)).toBe(
      'Mode pengembangan Masuk tanpa Google Google belum dikonfigurasi di server ini (OIDC_CLIENT_ID kosong). Isi nama dan email untuk mencoba Webku secara lokal.',
    );
    const form = await browser.post(`${t.url}/api/auth/dev/sign-in`, { form: { ...fields, ...person } });
    expect(form.status).toBe(303);
    expect((await landing(browser, form.location!)).get('user_email')).toBe(person.email);
  });

  it('answers a form sent without a name or e-mail field with an empty field to fill in', async () => {
    const browser = testBrowser(port);
    const { state, redirectUri } = await startSignIn(browser);
    for (const [who, message, field] of [
      [{ email: person.email }, 'Nama wajib diisi', 'name'],
      [{ name: person.name }, 'Email wajib diisi', 'email'],
    ] as const) {
      const res = await submit(browser, state, redirectUri, who);
      expect(res.status).toBe(400);
      expect(textBeforeForm(res.body)).toContain(message);
      expect(formFields(res.body)).toMatchObject({ ...who, [field]: '' });
    }
  });

  it('lets a code expire after 60 seconds', async () => {
    const browser = testBrowser(port);
    const { state } = await startSignIn(browser);
    const form = await submit(browser, state);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const params = await landing(browser, form.location!);
    expect(params.get('token')).toBeNull();
    expect(params.get('error')).toBe('oauth_failed');
    expect(params.get('message')).toBe('Gagal autentikasi dengan Google');
  });

  it('answers a refusal at the provider, or a callback without a state, with a failed sign-in', async () => {
    const browser = testBrowser(port);
    const { state } = await startSignIn(browser);
    const refused = await landing(
      browser,
      new URL(`${t.url}/api/auth/google/callback?state=${state}&error=access_denied`),
    );
    expect(refused.get('token')).toBeNull();
    expect(refused.get('error')).toBe('oauth_failed');
    expect(refused.get('message')).toBe('Gagal autentikasi dengan Google');
    const stateless = await landing(browser, new URL(`${t.url}/api/auth/google/callback?code=abc`));
    expect(stateless.get('error')).toBe('oauth_failed');
    expect(stateless.get('message')).toBe('Sesi masuk tidak valid atau sudah kedaluwarsa');
  });

  it('accepts a code once', async () => {
    const browser = testBrowser(port);
    const { state } = await startSignIn(browser);
    const form = await submit(browser, state);
    expect((await landing(browser, form.location!)).get('success')).toBe('true');
    const replay = await landing(browser, form.location!);
    expect(replay.get('token')).toBeNull();
    expect(replay.get('error')).toBe('oauth_failed');
  });
});

describe('a server of its own', () => {
  // Started inside the test: mutation testing ties a route table built in beforeAll to no test at all.
  it('signs in on another allowed host, by password, and out again', async () => {
    const other = 'http://admin.webku.test';
    const own = await startTestServer({ ALLOWED_ORIGINS: other });
    try {
      const browser = testBrowser(Number(new URL(own.url).port));
      const started = await browser.post(`${other}/api/auth/google-auth-url`, {
        json: { redirect_url: `${other}/auth/callback` },
      });
      expect(started.status).toBe(200);
      const authUrl = new URL((JSON.parse(started.body) as { data: { auth_url: string } }).data.auth_url);
      const form = await browser.post(`${own.url}/api/auth/dev/sign-in`, {
        form: {
          state: authUrl.searchParams.get('state')!,
          redirect_uri: authUrl.searchParams.get('redirect_uri')!,
          ...person,
        },
      });
      expect(form.status).toBe(303);
      // The callback on the platform sends the browser to the host that holds the sign-in cookie.
      const callback = await browser.get(form.location!);
      expect(callback.status).toBe(302);
      expect(callback.location!.origin + callback.location!.pathname).toBe(`${other}/api/auth/google/finish`);
      const finished = await browser.get(callback.location!);
      expect(finished.status).toBe(302);
      expect(finished.location!.origin + finished.location!.pathname).toBe(`${other}/auth/callback`);
      const token = finished.location!.searchParams.get('token')!;
      const me = await own.api('/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(person.email);

      await own.webku.db.insert(users).values({
        name: 'Sari',
        email: 'sari@warungsari.id',
        password_hash: await hashPassword('rahasia-123'),
      });
      const login = await own.api('/api/auth/login', {
        method: 'POST',
        json: { email: 'sari@warungsari.id', password: 'rahasia-123' },
      });
      expect(login.status).toBe(200);
      const passwordToken = ((await login.json()) as { data: { token: string } }).data.token;

      for (const signedIn of [token, passwordToken]) {
        const out = await own.api('/api/auth/logout', { method: 'POST', token: signedIn });
        expect(await out.json()).toEqual({ data: { success: true } });
        expect((await own.api('/api/auth/me', { token: signedIn })).status).toBe(401);
      }
    } finally {
      await own.close();
    }
  });
});

describe('development sign-in on a non-loopback address', () => {
  it('is not offered without DEV_SIGN_IN=true', async () => {
    const open = await startTestServer({ HOST: '0.0.0.0' });
    try {
      const page = await open.api('/api/auth/dev/sign-in?state=abcdefghijkl');
      expect(page.status).toBe(404);
      const res = await open.api('/api/auth/google-auth-url', {
        method: 'POST',
        json: { redirect_url: `${open.url}/auth/callback` },
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toContain('DEV_SIGN_IN=true');
    } finally {
      await open.close();
    }
  });
});

// The form's fields and their values, as a browser would send them.
function formFields(page: string): Record<string, string> {
  const inputs = page.match(/<input [^>]*>/g) ?? [];
  return Object.fromEntries(
    inputs.map((input) => [/name="([^"]*)"/.exec(input)?.[1], /value="([^"]*)"/.exec(input)?.[1]]),
  );
}

// What the page says above its form, without markup.
function textBeforeForm(page: string): string {
  const main = page.slice(page.indexOf('<main>'), page.indexOf('<form'));
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
