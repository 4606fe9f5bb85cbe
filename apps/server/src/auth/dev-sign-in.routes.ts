import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { BadRequestError } from '../http/errors';
import type { DevSandboxIdentityProvider } from '../providers/identity/dev-sandbox';
import type { SignInService } from './sign-in.service';

const formSchema = z.object({
  state: z.string().min(10).max(200),
  redirect_uri: z.url(),
  name: z.string().trim().min(1, 'Nama wajib diisi').max(80),
  email: z.email('Email tidak valid').max(120),
});

// Only mounted when no OIDC client is configured, outside production, and on loopback unless DEV_SIGN_IN=true.
export function devSignInRoutes(
  sandbox: DevSandboxIdentityProvider,
  signIn: SignInService,
  callbackUri: string,
) {
  const app = new Hono<AppEnv>();

  app.get('/', (c) => {
    const state = c.req.query('state') ?? '';
    return c.html(page(state, callbackUri));
  });

  app.post('/', async (c) => {
    const form = formSchema.safeParse(await c.req.parseBody());
    if (!form.success) throw new BadRequestError(form.error.issues[0]?.message ?? 'Data tidak valid');
    if (form.data.redirect_uri !== callbackUri) throw new BadRequestError('redirect_uri tidak dikenal');
    // Codes only for sign-ins this server started: a made-up state gets nothing and stores nothing.
    if (!(await signIn.pendingRedirect(form.data.state))) {
      throw new BadRequestError('state tidak dikenal atau sudah kedaluwarsa: mulai lagi dari halaman masuk');
    }
    const code = sandbox.issueCode(form.data.state, form.data);
    const target = new URL(callbackUri);
    target.searchParams.set('state', form.data.state);
    target.searchParams.set('code', code);
    return c.redirect(target.href, 303);
  });

  return app;
}

const page = (state: string, callbackUri: string) => html`<!doctype html>
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
      button { margin-top: 20px; width: 100%; min-height: 44px; border: 0; border-radius: 10px; background: #3b2a20; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
    </style>
  </head>
  <body>
    <main>
      <span class="badge">Mode pengembangan</span>
      <h1>Masuk tanpa Google</h1>
      <p>Google belum dikonfigurasi di server ini (OIDC_CLIENT_ID kosong). Isi nama dan email untuk mencoba Webku secara lokal.</p>
      <form method="post" action="/api/auth/dev/sign-in">
        <input type="hidden" name="state" value="${state}" />
        <input type="hidden" name="redirect_uri" value="${callbackUri}" />
        <label for="name">Nama</label>
        <input id="name" name="name" autocomplete="name" required maxlength="80" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="120" />
        <button type="submit">Masuk</button>
      </form>
    </main>
  </body>
</html>`;
