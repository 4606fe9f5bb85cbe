import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';

// A company with an active custom domain is served there: its platform URLs answer with a redirect to
// the same page on the domain. The query string stays behind, since a query (a sign-in token, say) must
// never travel to another host, and the answer is private so no shared cache keeps it. Permanent (301)
// only in production: a sandbox domain must not lock a browser out of the site's own platform URL.
export function redirectToDomain(
  c: Context<AppEnv>,
  domain: string,
  rest: string[],
  { permanent }: { permanent: boolean },
): Response {
  const target = `https://${domain}/${rest.map(encodeURIComponent).join('/')}`;
  c.header('Cache-Control', permanent ? 'private, max-age=3600' : 'private, no-cache');
  return c.redirect(target, permanent ? 301 : 302);
}
