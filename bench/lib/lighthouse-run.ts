import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const METRICS = [
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
export type Metric = (typeof METRICS)[number];

export type LighthouseRun = {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /**
   * TBT again from the same trace with every task shortened to its thread (CPU) time: the time a busy
   * host kept the page's thread waiting for a core is gone. So are waits the page itself causes
   * (synchronous storage or font look-ups in the browser process), so this is a lower bound.
   */
  threadTimeTbt: number;
  /** Audits that did not pass (score below 0.9), with what Lighthouse said about them. */
  failing: {
    category: Category;
    id: string;
    title: string;
    score: number;
    display: string;
    items: string[];
  }[];
  lhr: Result;
};

/** Debian's Chromium, never a downloaded browser, and the flags the benches run it with (headless aside). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Debian's Chromium through chrome-launcher. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
}

// What a failing audit points at: a selector, a URL or a snippet, a few per audit.
function describeItems(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  // Insight audits nest their table one level down.
  const rows = items.flatMap((item) =>
    Array.isArray(item.items) ? (item.items as Record<string, unknown>[]) : [item],
  );
  return rows.slice(0, 4).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const source = item.source as { url?: string; value?: string; line?: number } | undefined;
    const where = source
      ? `${source.url ?? source.value ?? ''}${source.line === undefined ? '' : `:${source.line}`}`
      : null;
    const text =
      node?.selector ?? (item.url as string | undefined) ?? where ?? node?.snippet ?? JSON.stringify(item);
    return text.length > 140 ? `${text.slice(0, 137)}...` : text;
  });
}

/**
 * One Lighthouse 12 run with the default (mobile, simulated throttling) configuration, in a Chromium of its
 * own; a run whose trace came out broken (NO_NAVSTART and friends, on a busy machine) is tried again.
 */
export async function runLighthouse(url: string, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChromium();
    // The gathered trace is kept on disk, to be audited a second time on thread time.
    const artifacts = mkdtempSync(join(tmpdir(), 'webku-lighthouse-artifacts-'));
    try {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        gatherMode: artifacts,
        auditMode: artifacts,
      };
      const lhr = (await lighthouse(url, flags))?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!lhr.runtimeError) return summarize(lhr, await threadTimeTbt(url, artifacts));
      if (attempt >= attempts)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    } finally {
      chrome.kill();
      rmSync(artifacts, { recursive: true, force: true });
    }
  }
}

type TraceEvent = { ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

// Every complete event of a thread, nested ones included, scaled by its top-level task's thread/wall ratio,
// so children stay inside their task and tasks keep their start times.
function toThreadTime(events: TraceEvent[]): void {
  const threads = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    const list = threads.get(key) ?? [];
    list.push(event);
    threads.set(key, list);
  }
  for (const list of threads.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    let taskStart = 0;
    let taskEnd = -1;
    let factor = 1;
    for (const event of list) {
      if (event.ts >= taskEnd) {
        taskStart = event.ts;
        taskEnd = event.ts + event.dur!;
        factor = event.tdur !== undefined && event.dur! > 0 ? Math.min(1, event.tdur / event.dur!) : 1;
      } else {
        event.ts = Math.round(taskStart + (event.ts - taskStart) * factor);
      }
      event.dur = Math.round(event.dur! * factor);
    }
  }
}

async function threadTimeTbt(url: string, artifacts: string): Promise<number> {
  const tracePath = join(artifacts, 'defaultPass.trace.json');
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  toThreadTime(trace.traceEvents);
  writeFileSync(tracePath, JSON.stringify(trace));
  // Auditing takes the settings the gathering had.
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    auditMode: artifacts,
  };
  const lhr = (await lighthouse(url, flags))?.lhr;
  return lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN;
}

function summarize(lhr: Result, threadTimeTbt: number): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<Metric, number>;
  const failing: LighthouseRun['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const scored = audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric';
      if (!audit || !scored || audit.score === null || audit.score >= 0.9) continue;
      if (failing.some((f) => f.id === audit.id)) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        display: audit.displayValue ?? '',
        items: describeItems(audit.details),
      });
    }
  }
  return { scores, metrics, threadTimeTbt, failing, lhr };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
