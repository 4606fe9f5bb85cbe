// The landing page's only script. The page itself is rendered at build time (build-tools/
// prerender-landing.tsx); an anonymous visitor needs just two buttons, so the admin app (React and all)
// loads only for a visitor who is already signed in.
import { API, API_BASE, AUTH_TOKEN_STORAGE_KEY } from '@webku/contract';

const SIGN_IN_FAILED = 'Terjadi kesalahan. Silakan coba lagi.';

function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}

function startAdminApp(): void {
  const src = document.querySelector<HTMLMetaElement>('meta[name="webku-app"]')?.content;
  if (src) void import(/* @vite-ignore */ src);
}

function showError(message: string): void {
  let alert = document.getElementById('landing-alert');
  if (!alert) {
    alert = document.createElement('p');
    alert.id = 'landing-alert';
    alert.setAttribute('role', 'alert');
    alert.className =
      'fixed inset-x-4 bottom-24 z-50 mx-auto max-w-sm rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 shadow-lg ring-1 ring-red-200';
    document.body.append(alert);
  }
  alert.textContent = message;
}

async function requestAuthUrl(): Promise<string> {
  const res = await fetch(`${API_BASE}${API.auth.googleAuthUrl}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ redirect_url: `${window.location.origin}/auth/callback` }),
  });
  const body = (await res.json().catch(() => null)) as {
    data?: { auth_url?: string };
    message?: string;
  } | null;
  if (res.ok && body?.data?.auth_url) return body.data.auth_url;
  // A limit (429) explains itself; anything else gets the usual failure text.
  throw new Error(res.status === 429 && body?.message ? body.message : SIGN_IN_FAILED);
}

function wireSignIn(button: HTMLButtonElement): void {
  const idle = button.innerHTML;
  const reset = () => {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.innerHTML = idle;
  };
  // Coming back from Google with the Back button restores this page from the bfcache, still busy.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reset();
  });
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = 'Memproses...';
    try {
      window.location.href = await requestAuthUrl();
    } catch (error) {
      showError(error instanceof Error ? error.message : SIGN_IN_FAILED);
      reset();
    }
  });
}

function wireScroll(button: HTMLElement): void {
  button.addEventListener('click', () => {
    const target = document.getElementById('masuk');
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target?.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
  });
}

if (hasStoredToken()) {
  startAdminApp();
} else {
  const signIn = document.querySelector<HTMLButtonElement>('[data-action="google-sign-in"]');
  if (signIn) wireSignIn(signIn);
  const scroll = document.querySelector<HTMLElement>('[data-action="scroll-to-login"]');
  if (scroll) wireScroll(scroll);
}
