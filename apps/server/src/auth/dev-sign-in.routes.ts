import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import type { AppEnv } from '../http/context';
import { readFormFields } from '../http/read-form';
import type { DevSandboxIdentityProvider } from '../providers/identity/dev-sandbox';
import type { SignInService } from './sign-in.service';

const START_AGAIN = 'Permintaan masuk tidak dikenal atau sudah kedaluwarsa: mulai lagi dari halaman masuk';

const sessionSchema = z.object({
  state: z.string({ error: START_AGAIN }).min(10, START_AGAIN).max(200, START_AGAIN),
  redirect_uri: z.url({ error: START_AGAIN }),
});

// The browser's own checks would speak its language; the form is checked here and answered in Indonesian.
const personSchema = z.object({
  name: z
    .string({ error: 'Nama wajib diisi' })
    .trim()
    .min(1, 'Nama wajib diisi')
    .max(80, 'Nama maksimal 80 karakter'),
  email: z
    .string({ error: 'Email wajib diisi' })
    .trim()
    .min(1, 'Email wajib diisi')
    .max(120, 'Email maksimal 120 karakter')
    .pipe(z.email('Email tidak valid, contoh: nama@usaha.id')),
});

type Filled = { name?: string; email?: string; error?: string };

// Only mounted when no OIDC client is configured, outside production, and on loopback unless DEV_SIGN_IN=true.
export function devSignInRoutes(
  sandbox: DevSandboxIdentityProvider,
  signIn: SignInService,
  callbackUri: string,
) {
  const app = new Hono<AppEnv>();

  app.get('/', (c) => {
    const state = c.req.query('state') ?? '';
    return c.html(page(state, callbackUri, {}));
  });

  app.post('/', async (c) => {
    // The page's form has four fields; a few more are tolerated, thousands are not parsed.
    const body = await readFormFields(c, 16);
    const session = sessionSchema.safeParse(body);
    if (!session.success) throw new BadRequestError(START_AGAIN);
    if (session.data.redirect_uri !== callbackUri) throw new BadRequestError(START_AGAIN);
    const person = personSchema.safeParse(body);
    if (!person.success) {
      const filled = { name: String(body.name ?? ''), email: String(body.email ?? '') };
      return c.html(
        page(session.data.state, callbackUri, { ...filled, error: person.error.issues[0]?.message }),
        400,
      );
    }
    // Codes only for sign-ins this server started: a made-up state gets nothing and stores nothing.
    if (!(await signIn.pendingRedirect(session.data.state))) {
      throw new BadRequestError(START_AGAIN);
    }
    const code = sandbox.issueCode(session.data.state, person.data);
    const target = new URL(callbackUri);
    target.searchParams.set('state', session.data.state);
    target.searchParams.set('code', code);
    return c.redirect(target.href, 303);
  });

  return app;
}

const page = (state: string, callbackUri: string, filled: Filled) => html`<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Masuk (mode pengembangan) · Webku</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f5f1ea; color: #2b211b; margin: 0; display: grid; min-height: 100vh; place-items: center; padding: 16px; box-sizing: border-box; }
      main { background: #fff; border-radius: 16px; box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); padding: 28px; width: 100%; max-width: 380px; box-sizing: border-box; }
      .badge { display: inline-block; background: #fde68a; color: #713f12; border-radius: 999px; padding: 4px 10px; font-size: 12px; font-weight: 600; }
      h1 { font-size: 22px; margin: 12px 0 4px; }
      p { color: #5b4a3f; font-size: 14px; line-height: 1.5; margin: 0 0 16px; }
      label { display: block; font-size: 14px; font-weight: 600; margin: 12px 0 6px; }
      input { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; min-height: 44px; border: 1px solid #d6cbbf; border-radius: 10px; }
      input:focus-visible, button:focus-visible { outline: 3px solid #c8874a; outline-offset: 2px; }
      .error { color: #9f1d1d; background: #fdecec; border-radius: 10px; padding: 10px 12px; margin: 0 0 8px; }
      button { margin-top: 20px; width: 100%; min-height: 44px; border: 0; border-radius: 10px; background: #3b2a20; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
    </style>
  </head>
  <body>
    <main>
      <span class="badge">Mode pengembangan</span>
      <h1>Masuk tanpa Google</h1>
      <p>Google belum dikonfigurasi di server ini (OIDC_CLIENT_ID kosong). Isi nama dan email untuk mencoba Webku secara lokal.</p>
      ${filled.error ? html`<p class="error" role="alert">${filled.error}</p>` : ''}
      <form method="post" action="/api/auth/dev/sign-in" novalidate>
        <input type="hidden" name="state" value="${state}" />
        <input type="hidden" name="redirect_uri" value="${callbackUri}" />
        <label for="name">Nama</label>
        <input id="name" name="name" autocomplete="name" required maxlength="80" value="${filled.name ?? ''}" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="120" value="${filled.email ?? ''}" />
        <button type="submit">Masuk</button>
      </form>
    </main>
  </body>
</html>`;
