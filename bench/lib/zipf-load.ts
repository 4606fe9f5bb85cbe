// A Zipf-shaped load over the sites' home pages (autocannon), run on a thread of its own: the thread
// that starts it (a bench timing an owner's saves while the load runs) is never late because sending
// thousands of requests a second keeps its event loop busy.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startWorker } from '../../apps/server/src/workers/start-worker';
import { tenantSlug } from './tenants';

export type ZipfLoad = {
  urls: string[];
  tenants: number;
  /** Spread over the urls. */
  connections: number;
  /** Exponent s: ranks are drawn with probability proportional to 1/rank^s. */
  zipfS: number;
  /** Null: until stopped. */
  durationS: number | null;
};

export type LoadFigures = { seconds: number; rps: number; p99: number; errors: number };

// Ranks 0..n-1 drawn with probability proportional to 1/(rank+1)^s: a few sites get most of the visits.
function zipfSampler(n: number, s: number): () => number {
  const cdf: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) {
    total += 1 / rank ** s;
    cdf.push(total);
  }
  return () => {
    const x = Math.random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

// Off the main thread autocannon hands over its raw result (histograms encoded); its aggregateResult,
// which its type definitions leave out, makes that the usual result.
const aggregate = (
  autocannon as unknown as {
    aggregateResult: (raw: unknown[], options: autocannon.Options) => autocannon.Result;
  }
).aggregateResult;

async function run(load: ZipfLoad, stopped: Promise<void>): Promise<LoadFigures> {
  const pick = zipfSampler(load.tenants, load.zipfS);
  const instances: autocannon.Instance[] = [];
  const runs = load.urls.map(
    (url) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const options: autocannon.Options = {
          url,
          connections: Math.ceil(load.connections / load.urls.length),
          duration: load.durationS ?? 3_600,
          requests: [{ setupRequest: (req) => ({ ...req, path: `/${tenantSlug(pick())}` }) }],
        };
        const done = (error: unknown, raw: unknown) =>
          error ? reject(error) : resolve(aggregate([raw], options));
        instances.push(autocannon(options, done));
      }),
  );
  void stopped.then(() => {
    for (const instance of instances) instance.stop();
  });
  const results = await Promise.all(runs);
  const seconds = Math.max(...results.map((r) => r.duration));
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    seconds,
    rps: requests / seconds,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

// On the worker thread (startWorker imports this module there): the first message is the load, the
// next one stops it.
if (!isMainThread && workerData?.module === import.meta.url) {
  const port = parentPort!;
  port.once('message', (load: ZipfLoad) => {
    const stopped = new Promise<void>((resolve) => port.once('message', () => resolve()));
    void run(load, stopped).then(
      (figures) => port.postMessage({ figures }),
      (error: unknown) => port.postMessage({ error: String(error) }),
    );
  });
}

/** Starts the load on a worker thread; `stop` ends one started without a duration. */
export function startZipfLoad(load: ZipfLoad): { figures: Promise<LoadFigures>; stop: () => void } {
  const worker = startWorker('zipf-load', new URL(import.meta.url));
  worker.postMessage(load);
  const figures = new Promise<LoadFigures>((resolve, reject) => {
    worker.once('message', (message: { figures?: LoadFigures; error?: string }) => {
      void worker.terminate();
      if (message.figures) resolve(message.figures);
      else reject(new Error(`the load failed: ${message.error}`));
    });
    worker.once('error', reject);
  });
  return { figures, stop: () => worker.postMessage('stop') };
}
