import type { DbHandle } from '@webku/db';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Rate } from '../../config-limits';

/** Where rate-limit counters live: this process's memory, or one PostgreSQL table every instance shares. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres';
  /**
   * A counter of `rate.points` per `rate.durationSeconds`, its keys kept apart from other counters by `name`.
   * `local` keeps it in this process's memory even with PostgreSQL: for limits checked on paths that must
   * not write to the database (the visit beacon), each instance then allows the rate on its own.
   */
  counter(name: string, rate: Rate, options?: { local?: boolean }): RateLimiterAbstract;
}

type Pool = NonNullable<DbHandle['pool']>;

const TABLE = 'rate_limits';

const memoryCounter = (name: string, rate: Rate) =>
  new RateLimiterMemory({ keyPrefix: name, points: rate.points, duration: rate.durationSeconds });

// With PostgreSQL (many instances) the limits are shared; PGlite is one process, so memory is enough.
export async function createRateLimitStore(pool: Pool | undefined): Promise<RateLimitStore> {
  if (!pool) return { kind: 'memory', counter: memoryCounter };
  await createTable(pool);
  return {
    kind: 'postgres',
    counter: (name, rate, options) =>
      options?.local
        ? memoryCounter(name, rate)
        : new RateLimiterPostgres({
            storeClient: pool,
            storeType: 'pool',
            tableName: TABLE,
            tableCreated: true,
            // createTable's limiter already sweeps expired rows for the whole table.
            clearExpiredByTimeout: false,
            keyPrefix: name,
            points: rate.points,
            duration: rate.durationSeconds,
            // A database hiccup falls back to this process's own count instead of failing the request.
            insuranceLimiter: memoryCounter(name, rate),
          }),
  };
}

// rate-limiter-flexible owns its table (CREATE TABLE IF NOT EXISTS); waiting here means no request
// ever meets "table is not created yet".
function createTable(pool: Pool): Promise<void> {
  return new Promise((resolve, reject) => {
    new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        keyPrefix: 'sweeper',
        points: 1,
        duration: 1,
      },
      (error?: unknown) => (error ? reject(error) : resolve()),
    );
  });
}
