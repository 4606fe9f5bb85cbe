export const SIGN_IN_CALLBACK_PATH = '/auth/callback';

export type SignInRedirectRules = {
  publicBaseUrl: string;
  allowedOrigins: readonly string[];
  platformHost: string;
};

// One DNS label, as a company slug is: `a.b.c.localhost` is not a company's host.
const SINGLE_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

// The sign-in redirect carries a session token, so it may only reach the callback screen itself
// on an origin we serve: an allowed origin exactly (port included), or `{slug}.PLATFORM_HOST`
// on the scheme and port of PUBLIC_BASE_URL.
export function signInRedirectRule({ publicBaseUrl, allowedOrigins, platformHost }: SignInRedirectRules) {
  const base = new URL(publicBaseUrl);
  const isCompanyHost = (url: URL) => {
    if (url.protocol !== base.protocol || url.port !== base.port) return false;
    const suffix = `.${platformHost}`;
    return url.hostname.endsWith(suffix) && SINGLE_LABEL.test(url.hostname.slice(0, -suffix.length));
  };
  return (url: URL): boolean =>
    url.pathname === SIGN_IN_CALLBACK_PATH &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    (allowedOrigins.includes(url.origin) || isCompanyHost(url));
}
