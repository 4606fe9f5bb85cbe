import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export type FakeLlmReply = {
  /** HTTP status; non-2xx statuses answer with an OpenAI-style error body. Default 200. */
  status?: number;
  /** The assistant message content (the model's text, usually a JSON string). Default '{}'. */
  content?: string;
  /** Replaces the whole response body (object → JSON, string → sent as is). */
  body?: unknown;
  /** Wait this long before answering, to exercise client timeouts. */
  delayMs?: number;
};

export type FakeLlmServer = {
  /** Base URL including /v1, as for api.openai.com. */
  baseUrl: string;
  requests: FakeLlmRequest[];
  /** Queues the reply to the next chat completion; without one the server answers with content '{}'. */
  reply(next: FakeLlmReply): void;
  close(): Promise<void>;
};

// A loopback server speaking the OpenAI chat-completions protocol: POST /v1/chat/completions with a bearer token.
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = [];
  const queue: FakeLlmReply[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // Keep the raw text; the handler below rejects it.
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });

      const send = (status: number, payload: unknown) => {
        const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      };
      const error = (status: number, message: string, type: string) =>
        send(status, { error: { message, type } });

      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return error(404, 'Not found', 'invalid_request_error');
      if (!String(req.headers.authorization ?? '').startsWith('Bearer ')) {
        return error(401, 'Missing bearer token', 'invalid_request_error');
      }
      if (typeof body !== 'object' || body === null)
        return error(400, 'Body must be JSON', 'invalid_request_error');

      const reply = queue.shift() ?? {};
      const answer = () => {
        const status = reply.status ?? 200;
        if (reply.body !== undefined) return send(status, reply.body);
        if (status < 200 || status >= 300) return error(status, 'The server had an error', 'server_error');
        const content = reply.content ?? '{}';
        counter += 1;
        send(status, {
          id: `chatcmpl-fake-${counter}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: (body as { model?: string }).model ?? 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: Math.ceil(raw.length / 4),
            completion_tokens: Math.ceil(content.length / 4),
            total_tokens: Math.ceil((raw.length + content.length) / 4),
          },
        });
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer();
        }, reply.delayMs);
        timers.add(timer);
      } else {
        answer();
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (next) => {
      queue.push(next);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
