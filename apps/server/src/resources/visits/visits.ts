import { hash } from 'node:crypto';
import {
  addDays,
  earliestSiteDay,
  languageOfCode,
  type SiteTimeZone,
  siteDay,
  siteDayStart,
  type VisitBeacon,
  type VitalsBeacon,
} from '@webku/contract';
import type { Db } from '@webku/db';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { VitalsAggregator } from '../vitals/vitals-aggregator';
import { type DeviceClass, deviceClass } from './device-class';
import { referrerHost } from './referrer-host';
import { VisitAggregator } from './visit-aggregator';
import { VisitSalts } from './visit-salts';

export type Beacon = {
  companyId: number;
  /** The site's zone: a visit counts on the site's own day. */
  zone: SiteTimeZone;
  beacon: VisitBeacon;
  ip: string;
  userAgent: string;
  /** The Host the page was served on: a referrer from the site itself is not a referrer. */
  host: string | undefined;
};

/** The day's salted visitor hash: the same visitor on the same site and day, never the address itself. */
export function visitorHash(salt: string, companyId: number, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\n${companyId}\n${ip}\n${userAgent}`, 'base64url').slice(0, 22);
}

// The part of an address one sender holds: an IPv6 host usually has a whole /64 to pick addresses from.
export function addressBlock(ip: string): string {
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The day's salted hash of a sender's address block on a site: what it adds is bounded per day. */
export function clientHash(salt: string, companyId: number, ip: string): string {
  return hash('sha256', `client\n${salt}\n${companyId}\n${addressBlock(ip)}`, 'base64url').slice(0, 22);
}

type Agent = { bot: boolean; device: DeviceClass };

// What a User-Agent says (bot or not, device class) is worked out once per distinct string: a site's
// visitors use a few hundred browser builds, and isbot's list is one long regular expression. At most
// MAX_AGENTS are kept, all forgotten at once when full (a flood of made-up ones only costs their checks):
// evicting one by one would cost more than the checks it saves. Browsers' strings are 100 to 300
// characters; longer ones are checked every time, so the map stays under about 2 MB.
const MAX_AGENTS = 2_000;
const MAX_AGENT_LENGTH = 512;

/**
 * Cookie-less visitor statistics: beacons are counted in memory (bots ignored) and flushed to the
 * database every `flushMs` and at shutdown.
 */
export class Visits {
  readonly aggregator: VisitAggregator;
  /** Field speed's histograms, counted per client address and day like the visits. */
  readonly vitals: VitalsAggregator;
  private readonly salts: VisitSalts;
  private readonly agents = new Map<string, Agent>();
  private timer: NodeJS.Timeout | null = null;
  // Per zone, the day visits are counted on, and when it began and ends: worked out once a day, not per visit.
  private readonly days = new Map<SiteTimeZone, { name: string; start: number; end: number }>();

  constructor(
    db: Db,
    private readonly logger: Logger,
    private readonly flushMs: number,
    readonly now: () => number = Date.now,
  ) {
    this.aggregator = new VisitAggregator(db);
    this.vitals = new VitalsAggregator(db);
    this.salts = new VisitSalts(db);
  }

  /** Counts one beacon; false when it was not counted (a bot, or its address already added its share). */
  async count({ companyId, zone, beacon, ip, userAgent, host }: Beacon): Promise<boolean> {
    const agent = userAgent ? this.agent(userAgent) : null;
    if (!agent || agent.bot) return false;
    const day = this.today(zone);
    const salt = this.salts.ready(day) ?? (await this.salts.saltFor(day));
    const client = clientHash(salt, companyId, ip);
    if (beacon.type === 'link_click')
      return this.aggregator.record({
        companyId,
        day,
        client,
        event: beacon.type,
        platform: beacon.platform,
      });
    if (beacon.type === 'bio_click')
      return this.aggregator.record({ companyId, day, client, event: beacon.type, button: beacon.button });
    if (beacon.type !== 'view') return this.aggregator.record({ companyId, day, client, event: beacon.type });
    return this.aggregator.record({
      companyId,
      day,
      client,
      event: 'view',
      visitorHash: visitorHash(salt, companyId, ip, userAgent),
      device: agent.device,
      language: languageOfCode(beacon.language),
      referrer: referrerHost(beacon.referrer, host),
    });
  }

  /** Counts one field-speed beacon; false when not counted (a bot, or its address already sent its share). */
  async countVitals({
    companyId,
    zone,
    beacon,
    ip,
    userAgent,
  }: Omit<Beacon, 'beacon' | 'host'> & { beacon: VitalsBeacon }): Promise<boolean> {
    const agent = userAgent ? this.agent(userAgent) : null;
    if (!agent || agent.bot) return false;
    const day = this.today(zone);
    const salt = this.salts.ready(day) ?? (await this.salts.saltFor(day));
    return this.vitals.record({ companyId, day, client: clientHash(salt, companyId, ip), beacon });
  }

  /** The site's day at this moment, in its zone. */
  today(zone: SiteTimeZone): string {
    const now = this.now();
    let day = this.days.get(zone);
    if (!day || now < day.start || now >= day.end) {
      const name = siteDay(now, zone);
      day = { name, start: siteDayStart(name, zone), end: siteDayStart(addDays(name, 1), zone) };
      this.days.set(zone, day);
    }
    return day.name;
  }

  private agent(userAgent: string): Agent {
    const known = this.agents.get(userAgent);
    if (known) return known;
    const agent = { bot: isbot(userAgent), device: deviceClass(userAgent) };
    if (userAgent.length <= MAX_AGENT_LENGTH) {
      if (this.agents.size >= MAX_AGENTS) this.agents.clear();
      this.agents.set(userAgent, agent);
    }
    return agent;
  }

  /**
   * Writes the counts gathered so far and gets today's and tomorrow's salts ready. Today is the
   * westernmost zone's: every site's day is that one or the next, so both salts cover them all.
   */
  async flush(): Promise<void> {
    const today = earliestSiteDay(this.now());
    await this.salts.prepare(today);
    await this.aggregator.flush(today);
    await this.vitals.flush();
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
