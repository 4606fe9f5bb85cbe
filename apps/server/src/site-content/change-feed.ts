import { type Db, openDedicatedConnection } from '@webku/db';
import type { Logger } from 'pino';
import { CONTENT_CHANNEL, type ContentChanges, parseChange } from './content-changes';

export type ChangeFeedOptions = {
  url: string;
  // Backoff between re-connection attempts: doubles from minMs up to maxMs.
  minBackoffMs?: number;
  maxBackoffMs?: number;
};

// The name this process's listening connection shows in pg_stat_activity.
export const feedConnectionName = (pid = process.pid) => `webku-feed-${pid}`;

/**
 * PostgreSQL only: LISTENs on a dedicated connection (never a pooled one) and hands every other
 * instance's change to this process's signal. A lost connection is re-opened with backoff; once
 * listening again, the companies this process holds are compared with the database, since whatever
 * was notified in between is lost.
 */
export class ChangeFeed {
  #client: ReturnType<typeof openDedicatedConnection> | null = null;
  #stopped = false;
  #backoffMs: number;
  #timer: NodeJS.Timeout | null = null;
  #connected: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly changes: ContentChanges,
    private readonly log: Logger,
    private readonly options: ChangeFeedOptions,
  ) {
    this.#backoffMs = options.minBackoffMs ?? 100;
  }

  /** Resolves once the first LISTEN is in place (or failed: it keeps trying in the background). */
  start(): Promise<void> {
    this.#connected ??= this.#connect(false);
    return this.#connected;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #connect(resync: boolean): Promise<void> {
    if (this.#stopped) return;
    const client = openDedicatedConnection(this.options.url, feedConnectionName());
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = null;
      client.end().catch(() => undefined);
      if (this.#stopped) return;
      this.log.warn({ err: error }, 'change feed connection lost; re-connecting');
      this.#retry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      const change = message.channel === CONTENT_CHANNEL ? parseChange(message.payload) : null;
      if (!change) return;
      this.changes
        .received(change)
        .catch((error: unknown) => this.log.error({ err: error }, 'change not applied'));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#backoffMs = this.options.minBackoffMs ?? 100;
    if (resync) {
      this.log.info('change feed listening again; comparing cached companies');
      await this.changes.resync(this.db).catch((error: unknown) => {
        this.log.error({ err: error }, 'resync failed; re-connecting');
        onLost(error as Error);
      });
    }
  }

  #retry(): void {
    if (this.#stopped || this.#timer) return;
    const delay = this.#backoffMs;
    this.#backoffMs = Math.min(delay * 2, this.options.maxBackoffMs ?? 5_000);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#connect(true);
    }, delay);
  }
}
