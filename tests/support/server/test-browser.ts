import { request } from 'node:http';

export type Answer = { status: number; headers: Record<string, string>; location: URL | null; body: string };
type Body = { json?: unknown; form?: Record<string, string> };

// A browser's view of our server for API tests: every request goes to the test server's loopback
// port with the URL's own Host (so `kopi.localhost` needs no DNS), and cookies are kept per host,
// as a browser keeps them. Redirects are not followed: tests read `location`.
export function testBrowser(port: number) {
  const jar = new Map<string, Map<string, string>>();
  const cookiesOf = (host: string) => jar.get(host) ?? jar.set(host, new Map()).get(host)!;

  const send = (method: string, target: URL | string, { json, form }: Body = {}) => {
    const url = new URL(target);
    const payload =
      json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
    const cookies = [...cookiesOf(url.hostname)].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = { host: url.host };
    if (cookies) headers.cookie = cookies;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    return new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method, path: url.pathname + url.search, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) keep(cookiesOf(url.hostname), line);
            const location = res.headers.location ? new URL(res.headers.location, url) : null;
            const flat = Object.entries(res.headers).map(([k, v]) => [k, String(v)]);
            resolve({
              status: res.statusCode ?? 0,
              headers: Object.fromEntries(flat),
              location,
              body: Buffer.concat(chunks).toString(),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };

  return {
    get: (url: URL | string) => send('GET', url),
    post: (url: URL | string, body: Body) => send('POST', url, body),
    cookies: (host: string) => Object.fromEntries(cookiesOf(host)),
    forget: () => jar.clear(),
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

function keep(cookies: Map<string, string>, line: string) {
  const [pair = '', ...attributes] = line.split(';');
  const [name = '', value = ''] = pair.trim().split('=');
  const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
  if (expired || !value) cookies.delete(name);
  else cookies.set(name, value);
}
