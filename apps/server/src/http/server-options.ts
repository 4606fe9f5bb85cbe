import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Config } from '../config';

/**
 * Node's HTTP server options: a request must arrive whole within requestMs and its headers within
 * headersMs, or the connection gets 408 and is closed (a slow body held a socket for 313 s before).
 * Node checks those deadlines on an interval (30 s by default), so it is tightened to match.
 */
export function httpServerOptions({ timeouts }: Pick<Config, 'timeouts'>): ServerOptions {
  const shortest = Math.min(timeouts.requestMs, timeouts.headersMs);
  return {
    requestTimeout: timeouts.requestMs,
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(shortest / 10))),
  };
}

/** Answers a request in Node's listener, before the app; false leaves it to the app. */
export type FrontListener = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Node's HTTP server, with `front` offered every request before the app, and except that an answer
 * given before its request body has fully arrived (a 413, a 401 before an upload was read) says
 * `Connection: close` and ends the connection after it: the client then opens a new one for its next
 * request instead of reusing a socket the server drops. `complete` is set only once the parser is
 * done, which can be after an answer made in the same tick, so the body bytes received are counted too.
 */
export const createHttpServer = (front: FrontListener) =>
  ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => {
      let received = 0;
      const push = req.push;
      req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
        if (chunk instanceof Uint8Array) received += chunk.byteLength;
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
