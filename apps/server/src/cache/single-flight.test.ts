import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('shares one load among concurrent callers of a key, and starts afresh once it settled', async () => {
    const flights = new SingleFlight<string, number>();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([flights.run('kopi', load), flights.run('kopi', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await flights.run('teh', load)).toBe(2);
    expect(await flights.run('kopi', load)).toBe(3);
  });

  it('tells a load an invalidation overtook it, and gives later callers a new load', async () => {
    const flights = new SingleFlight<string, string>();
    let release = () => {};
    const verdicts: boolean[] = [];
    const slow = (value: string) => async (stillCurrent: () => boolean) => {
      await new Promise<void>((resolve) => (release = resolve));
      verdicts.push(stillCurrent());
      return value;
    };
    const old = flights.run('kopi', slow('lama'));
    flights.invalidate();
    const releaseOld = release;
    const fresh = flights.run('kopi', slow('baru'));
    releaseOld();
    release();
    expect([await old, await fresh]).toEqual(['lama', 'baru']);
    expect(verdicts).toEqual([false, true]);
  });
});
