import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../errors';
import { formatWait } from './format-wait';

// Growing backoff never blocks a key for longer than a day.
const MAX_BLOCK_SECONDS = 24 * 3600;

// One named limit: its counter, the Indonesian sentence a refused person reads, and optionally the
// strikes that make each new block twice as long as the last.
export class Limit {
  constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly refusal: string,
    private readonly strikes?: RateLimiterAbstract,
  ) {}

  // Spends points for the key, or throws 429. A batch that does not fit is given back whole, so a
  // refused upload does not use up what is left for smaller ones.
  async take(key: string, points = 1): Promise<void> {
    try {
      await this.counter.consume(key, points);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      if (points > 1) await this.counter.reward(key, points);
      throw this.refused(await this.blockFor(key, error));
    }
  }

  // Refuses without spending, e.g. before reading a large body whose cost is only known later.
  async check(key: string): Promise<void> {
    const res = await this.counter.get(key);
    if (res && res.consumedPoints >= this.counter.points) throw this.refused(res.msBeforeNext);
  }

  async refund(key: string, points = 1): Promise<void> {
    await this.counter.reward(key, points);
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.counter.delete(key), this.strikes?.delete(key)]);
  }

  // The first refusal of a window is a strike; the n-th strike of a day blocks for 2^(n-1) windows.
  private async blockFor(key: string, res: RateLimiterRes): Promise<number> {
    if (!this.strikes || res.consumedPoints !== this.counter.points + 1) return res.msBeforeNext;
    const strike = await this.strikes.consume(key);
    const seconds = Math.min(this.counter.duration * 2 ** (strike.consumedPoints - 1), MAX_BLOCK_SECONDS);
    await this.counter.block(key, seconds);
    return seconds * 1000;
  }

  private refused(msBeforeNext: number): TooManyRequestsError {
    const waitMs = Math.max(msBeforeNext, 1000);
    return new TooManyRequestsError(
      `${this.refusal} Coba lagi dalam ${formatWait(waitMs)}.`,
      Math.ceil(waitMs / 1000),
    );
  }
}
