import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Config } from '../config';

/**
 * Node's HTTP server options: headers must arrive within headersMs, or the connection gets 408 and is
 * closed. Node's own whole-request deadline is the longest one (an upload's); `createHttpServer` cuts
 * every other body at requestMs itself (a slow body held a socket for 313 s before). Node checks its
 * deadlines on an interval (30 s by default), so it is tightened to match.
 */
export function httpServerOptions({ timeouts }: Pick<Config, 'timeouts'>): ServerOptions {
  const shortest = Math.min(timeouts.requestMs, timeouts.headersMs);
  return {
    requestTimeout: timeouts.uploadMs,
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(shortest / 10))),
  };
}

// Bodies as large as an image or a backup, which a phone on a slow uplink needs minutes to send.
const LONG_BODY = /^\/api\/admin\/(?:upload\/images?|data\/backup\/(?:preview|import))(?:\?|$)/;

export const SLOW_BODY_MESSAGE =
  'Data terkirim terlalu lambat atau terhenti. Periksa koneksi internet, lalu coba lagi.';

/** Answers a request in Node's listener, before the app; false leaves it to the app. */
export type FrontListener = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Node's HTTP server, with `front` offered every request before the app, and except that an answer
 * given before its request body has fully arrived (a 413, a 401 before an upload was read) says
 * `Connection: close` and ends the connection after it: the client then opens a new one for its next
 * request instead of reusing a socket the server drops. `complete` is set only once the parser is
 * done, which can be after an answer made in the same tick, so the body bytes received are counted too.
 */
export const createHttpServer = (front: FrontListener, { timeouts }: Pick<Config, 'timeouts'>) =>
  ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => {
      let received = 0;
      const deadline = bodyDeadline(req, res, timeouts);
      const push = req.push;
      req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
        if (chunk instanceof Uint8Array) received += chunk.byteLength;
        if (deadline?.long) deadline.timer.refresh();
        return push.call(this, chunk, encoding);
      };
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
        if (!req.complete && !bodyArrived(req, received)) this.shouldKeepAlive = false;
        return writeHead.apply(this, args);
      } as ServerResponse['writeHead'];
      if (!front(req, res)) listener(req, res);
    })) as typeof createServer;

function bodyArrived(req: IncomingMessage, received: number): boolean {
  const length = req.headers['content-length'];
  return length !== undefined && req.headers['transfer-encoding'] === undefined && received >= Number(length);
}

/**
 * A body must arrive whole within requestMs; an upload's (LONG_BODY) may take up to uploadMs in all (Node's
 * own deadline) as long as it never pauses for requestMs. Otherwise 408 with a message, and the connection
 * is closed. Requests without a body cost no timer.
 */
function bodyDeadline(
  req: IncomingMessage,
  res: ServerResponse,
  { requestMs }: Config['timeouts'],
): { timer: NodeJS.Timeout; long: boolean } | null {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return null;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    res.end(JSON.stringify({ message: SLOW_BODY_MESSAGE }), () => req.socket.destroy());
  }, requestMs);
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  res.once('close', stop);
  return { timer, long: LONG_BODY.test(req.url ?? '') };
}
