import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeCloudflarePurge = { zone: string; tags?: string[]; hosts?: string[] };

// A loopback server speaking Cloudflare's purge API: POST /client/v4/zones/{zone_id}/purge_cache with a
// bearer token and one of `tags` or `hosts` (at most 30 names), answered with the v4 envelope
// `{ success, errors, messages, result: { id } }`. Queued refusals answer first: a 429 with Retry-After
// as the API's rate limit does, or any status and envelope.
export async function startFakeCloudflare(options: { zoneId?: string; apiToken?: string } = {}) {
  const zoneId = options.zoneId ?? '023e105f4ecef8ad9ca31a8372d0c353';
  const apiToken = options.apiToken ?? 'fake-cloudflare-api-token';
  const purges: FakeCloudflarePurge[] = [];
  const refusals: { status: number; retryAfterS?: number }[] = [];
  let refused = 0;

  const envelope = (success: boolean, errors: { code: number; message: string }[] = [], result?: unknown) =>
    JSON.stringify({ success, errors, messages: [], result: result ?? null });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body);
      };
      const match = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return send(404, envelope(false, [{ code: 7003, message: 'No route' }]));
      if (req.headers.authorization !== `Bearer ${apiToken}`) {
        return send(403, envelope(false, [{ code: 10000, message: 'Authentication error' }]));
      }
      if (match[1] !== zoneId) return send(404, envelope(false, [{ code: 1001, message: 'Invalid zone' }]));
      const refusal = refusals.shift();
      if (refusal) {
        refused += 1;
        const headers: Record<string, string> =
          refusal.retryAfterS !== undefined ? { 'retry-after': String(refusal.retryAfterS) } : {};
        return send(
          refusal.status,
          envelope(false, [{ code: 971, message: 'Please wait and consider throttling your request speed' }]),
          headers,
        );
      }
      let body: { tags?: unknown; hosts?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return send(
          400,
          envelope(false, [
            {
              code: 1012,
              message:
                'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
            },
          ]),
        );
      }
      const names = (value: unknown) =>
        Array.isArray(value) &&
        value.length > 0 &&
        value.length <= 30 &&
        value.every((v) => typeof v === 'string');
      const keys = Object.keys(body);
      if (keys.length !== 1 || !(names(body.tags) || names(body.hosts))) {
        return send(
          400,
          envelope(false, [
            {
              code: 1012,
              message:
                'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
            },
          ]),
        );
      }
      purges.push({ zone: match[1], ...(body as { tags?: string[]; hosts?: string[] }) });
      send(200, envelope(true, [], { id: `${purges.length}`.padStart(32, '0') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/client/v4`,
    zoneId,
    apiToken,
    purges,
    /** What a server needs to purge through this fake. */
    env: {
      CDN_PROVIDER: 'cloudflare',
      CLOUDFLARE_API_BASE: `http://127.0.0.1:${port}/client/v4`,
      CLOUDFLARE_ZONE_ID: zoneId,
      CLOUDFLARE_API_TOKEN: apiToken,
    },
    /** The next purge requests are refused, in order. */
    refuse: (...next: { status: number; retryAfterS?: number }[]) => refusals.push(...next),
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeCloudflare = Awaited<ReturnType<typeof startFakeCloudflare>>;
