import type { CallbackOutcome } from './sign-in.service';

// The spec's callback screen reads these query parameters.
export function callbackRedirect(outcome: CallbackOutcome): string {
  const url = new URL(outcome.redirectUrl);
  if (outcome.ok) {
    url.searchParams.set('success', 'true');
    url.searchParams.set('token', outcome.token);
    url.searchParams.set('user_id', String(outcome.user.id));
    url.searchParams.set('user_name', outcome.user.name);
    url.searchParams.set('user_email', outcome.user.email);
    url.searchParams.set('user_role', outcome.user.role);
    url.searchParams.set('provider', outcome.provider);
  } else {
    url.searchParams.set('success', 'false');
    url.searchParams.set('error', outcome.error);
    url.searchParams.set('message', outcome.message);
  }
  return url.href;
}
