import { createHash } from 'node:crypto';
import type { VisitBeacon } from '@webku/contract';
import type { Db } from '@webku/db';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { deviceClass } from './device-class';
import { referrerHost } from './referrer-host';
import { VisitAggregator } from './visit-aggregator';
import { visitDay } from './visit-day';
import { VisitSalts } from './visit-salts';

export type Beacon = {
  companyId: number;
  beacon: VisitBeacon;
  ip: string;
  userAgent: string;
  /** The Host the page was served on: a referrer from the site itself is not a referrer. */
  host: string | undefined;
};

/** The day's salted visitor hash: the same visitor on the same site and day, never the address itself. */
export function visitorHash(salt: string, companyId: number, ip: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${companyId}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Cookie-less visitor statistics: beacons are counted in memory (bots ignored) and flushed to the
 * database every `flushMs` and at shutdown.
 */
export class Visits {
  readonly aggregator: VisitAggregator;
  private readonly salts: VisitSalts;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    db: Db,
    private readonly logger: Logger,
    private readonly flushMs: number,
    readonly now: () => number = Date.now,
  ) {
    this.aggregator = new VisitAggregator(db);
    this.salts = new VisitSalts(db);
  }

  /** Counts one beacon; false when it was not counted (a bot). */
  async count({ companyId, beacon, ip, userAgent, host }: Beacon): Promise<boolean> {
    if (!userAgent || isbot(userAgent)) return false;
    const day = visitDay(this.now());
    if (beacon.type !== 'view') {
      this.aggregator.record({ companyId, day, event: beacon.type });
      return true;
    }
    const salt = await this.salts.saltFor(day);
    this.aggregator.record({
      companyId,
      day,
      event: 'view',
      visitorHash: visitorHash(salt, companyId, ip, userAgent),
      device: deviceClass(userAgent),
      referrer: referrerHost(beacon.referrer, host),
    });
    return true;
  }

  /** Writes the counts gathered so far and gets today's and tomorrow's salts ready. */
  async flush(): Promise<void> {
    const today = visitDay(this.now());
    await this.salts.prepare(today);
    await this.aggregator.flush(today);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) =>
        this.logger.error({ err: error }, 'visit statistics flush failed'),
      );
    }, this.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
