export const SIGN_IN_CALLBACK_PATH = '/auth/callback';

// The sign-in redirect carries a session token, so it may only reach the callback screen itself on an
// allowed origin exactly (port included). A company's own host never receives it: the admin there signs
// in on the platform, which hands the host a one-time code (auth/host-sign-in.ts).
export function signInRedirectRule({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  return (url: URL): boolean =>
    url.pathname === SIGN_IN_CALLBACK_PATH &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    allowedOrigins.includes(url.origin);
}
