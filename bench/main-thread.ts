// Main-thread tasks of every public page beside the plain nginx control page, from Chrome performance traces
// (issue 42): is a long task the page's own work, or the host stretching it?
// Each run loads the page in a fresh Debian Chromium (playwright-core) with Lighthouse's mobile emulation
// (Moto G Power: 412 x 823 at 1.75, touch, its user agent) and a cold cache, and traces the devtools
// timeline from the navigation until IDLE_MS (3000) after the load event. Meanwhile the main thread of
// every renderer is sampled from Linux (/proc/<pid>/task/<pid>/schedstat, every 2 ms): its CPU time and the
// time it was ready to run but waited for a core (the run queue), on the trace's clock.
// By default the trace is taken at full speed and each task scaled as Lighthouse's simulated throttling
// scales it (4x, 2x for a task with a layout): what Lighthouse's TBT is made of. THROTTLING=applied has
// Chrome slow the CPU down 4x instead (DevTools' way): its busy-wait counts as CPU time and grows with the
// host's load, so CPU figures come out above 4x there.
// For each task over 50 ms it prints wall / CPU / queued time, the work that took most of it (ParseHTML,
// EvaluateScript with its URL, UpdateLayoutTree, Layout, ...; TASKS=1: all of it, task by task), and what it
// blocked after the first contentful paint (as Lighthouse's TBT) on wall time, on CPU time, and on wall time
// less the wait for a core ('own': the page's CPU and its sleeps, such as a synchronous call to the browser).
// The closing table has one line per page, the control page first and last.
// Run: npm run bench:main-thread   (NODE_ENV=production tsx bench/main-thread.ts; RUNS=5 by default;
// ONLY=katalog,booking for the control page and those pages; VITALS_SAMPLE=1 for views that load the
// field-speed script; TRACE_DIR=dir keeps each trace, to open in DevTools' Performance panel)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_MANIFESTS } from '@webku/contract';
import { chromium } from 'playwright-core';
import { setUpDemoSite } from './lib/demo-site';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './lib/lighthouse-run';
import { startPlainPage } from './lib/plain-page';
import { startWebku } from './lib/start-server';
import { cpuPressure, sampleRendererThreads, type ThreadTime } from './lib/thread-schedule';

const RUNS = Number(process.env.RUNS ?? 5);
// Lighthouse's mobile CPU slowdown: simulated (scaled afterwards) unless THROTTLING=applied.
const SLOWDOWN = 4;
const SIMULATED = process.env.THROTTLING !== 'applied';
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);
const LONG_MS = 50;
const ONLY = process.env.ONLY?.split(',');

const CATEGORIES = [
  '-*',
  'toplevel',
  'disabled-by-default-lighthouse',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

// Lighthouse's mobile emulation (lighthouse/core/config/constants.js).
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
};

type ThreadTimes = (pid: number, from: number, to: number) => ThreadTime | null;

type Part = { label: string; wall: number; cpu: number };
type Task = {
  start: number;
  wall: number;
  cpu: number;
  /** Of its wall time, what the thread spent ready to run but waiting for a core (Linux's run queue). */
  queued: number;
  /** Whether it ended after the first contentful paint. */
  afterFcp: boolean;
  /** What it blocks after the first contentful paint (Lighthouse's TBT counts only that), on wall and CPU time. */
  blockingWall: number;
  blockingCpu: number;
  /** The same on wall time less the time it waited for a core: the page's own, sleeps on other processes included. */
  blockingOwn: number;
  parts: Part[];
};
type Run = {
  /** Tasks over 50 ms (simulated: once scaled as Lighthouse scales them). */
  tasks: Task[];
  /** Total blocking time after the first contentful paint, on wall time and on CPU time. */
  blockingWall: number;
  blockingCpu: number;
  blockingOwn: number;
  /** The longest task on CPU time alone, and on wall time less its wait for a core (scaled when simulated). */
  longestCpu: number;
  longestOwn: number;
  /** The longest task after the first contentful paint on CPU time: how far the page's own work is from 50 ms. */
  longestCpuAfterFcp: number;
  fcp: number;
  /** The CPU time of every task of the page's main thread, long or not. */
  mainThreadCpu: number;
};

// Names of a scheduler's top-level task, as Lighthouse's main-thread tasks take them.
const TOP_LEVEL = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

// The work a task's time is put down to: its own time in each of these (less what they call of each other).
const WORK = new Set([
  'DocumentLoader::CommitNavigation',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'Decode Image',
  'ImageDecodeTask',
  'MajorGC',
  'MinorGC',
  'IntersectionObserverController::computeIntersections',
]);

type Traced = { events: TraceEvent[]; threadTime: ThreadTimes };

async function traceLoad(url: string): Promise<Traced> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sampler = sampleRendererThreads();
  let threadTime: ThreadTimes | null = null;
  try {
    const context = await browser.newContext(MOBILE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SIMULATED ? 1 : SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(IDLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    threadTime = sampler.stop();
    return { events, threadTime };
  } finally {
    if (!threadTime) sampler.stop();
    await browser.close();
  }
}

function describe(event: TraceEvent, pageUrl: string): string {
  const data = (event.args?.data ?? event.args?.beginData ?? {}) as Record<string, unknown>;
  const file = (value: unknown) => {
    if (typeof value !== 'string' || value === '') return '';
    if (value === pageUrl) return ' (the page)';
    const path = value.replace(/^https?:\/\/[^/]+/, '').replace(/\?v=[\w-]+$/, '');
    return ` ${path.length > 36 ? `${path.slice(0, 33)}...` : path}`;
  };
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'ParseHTML':
    case 'FunctionCall':
      return `${event.name}${file(data.url)}`;
    case 'ParseAuthorStyleSheet':
      return `${event.name}${file(data.styleSheetUrl)}`;
    case 'EventDispatch':
      return `EventDispatch ${String(data.type ?? '')}`;
    case 'Decode Image':
    case 'ImageDecodeTask':
      return `${event.name}${file((event.args?.imageUrl as string | undefined) ?? data.url)}`;
    default:
      return event.name;
  }
}

// The page's renderer main thread: the CrRendererMain that parsed the page's own HTML.
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String((e.args?.beginData as { url?: string })?.url ?? '') === url,
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

function analyse({ events, threadTime }: Traced, url: string): Run {
  const { pid, tid } = mainThread(events, url);
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === pid &&
      String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '') === url,
  );
  const from = navigation?.ts ?? own[0]?.ts ?? 0;
  const cpuOf = (e: TraceEvent) => (e.tdur ?? e.dur!) / 1000;
  type Open = { event: TraceEvent; self: Part | null };
  const tasks: { event: TraceEvent; parts: Map<string, Part>; layout: boolean }[] = [];
  let current: (typeof tasks)[number] | null = null;
  let stack: Open[] = [];
  for (const event of own) {
    if (event.ts < from) continue;
    if (!current || event.ts >= current.event.ts + current.event.dur!) {
      if (!TOP_LEVEL.has(event.name)) continue;
      current = { event, parts: new Map(), layout: false };
      tasks.push(current);
      stack = [];
      continue;
    }
    while (stack.length > 0 && event.ts >= stack.at(-1)!.event.ts + stack.at(-1)!.event.dur!) stack.pop();
    if (event.name === 'Layout') current.layout = true;
    if (!WORK.has(event.name)) {
      stack.push({ event, self: null });
      continue;
    }
    // Its time is its own, less than in the work it is part of.
    const parent = [...stack].reverse().find((open) => open.self !== null)?.self;
    if (parent) {
      parent.wall -= event.dur! / 1000;
      parent.cpu -= cpuOf(event);
    }
    const label = describe(event, url);
    const part = current.parts.get(label) ?? { label, wall: 0, cpu: 0 };
    part.wall += event.dur! / 1000;
    part.cpu += cpuOf(event);
    current.parts.set(label, part);
    stack.push({ event, self: part });
  }
  const fcp =
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= from)?.ts ?? from;
  // Applied throttling: the trace's times are the slowed-down CPU's. Simulated: Lighthouse multiplies an
  // unthrottled task by 4, by 2 if it laid the page out.
  const scale = (task: (typeof tasks)[number]) => (SIMULATED ? (task.layout ? SLOWDOWN / 2 : SLOWDOWN) : 1);
  const measured = tasks.map((task) => {
    const k = scale(task);
    const wall = (task.event.dur! / 1000) * k;
    const cpu = cpuOf(task.event) * k;
    const end = task.event.ts + task.event.dur!;
    // Unknown (the renderer's first moments, before the sampler found it): none.
    const sampled = threadTime(pid, task.event.ts, end);
    // Linux counts a wait when the thread gets its core: a wait begun before the task may land in it.
    const queued = Math.min((sampled?.queued ?? 0) * k, Math.max(0, wall - cpu));
    // As Lighthouse's TBT: only the part after the first contentful paint, less 50 ms.
    const after = end <= fcp ? 0 : (end - Math.max(task.event.ts, fcp)) / task.event.dur!;
    const parts = [...task.parts.values()].map((p) => ({ label: p.label, wall: p.wall * k, cpu: p.cpu * k }));
    parts.push({
      label: '(the task itself)',
      wall: wall - parts.reduce((sum, p) => sum + p.wall, 0),
      cpu: cpu - parts.reduce((sum, p) => sum + p.cpu, 0),
    });
    return {
      start: (task.event.ts - from) / 1000,
      wall,
      cpu,
      afterFcp: after > 0,
      blockingWall: Math.max(0, wall * after - LONG_MS),
      blockingCpu: Math.max(0, cpu * after - LONG_MS),
      blockingOwn: Math.max(0, Math.max(cpu, wall - queued) * after - LONG_MS),
      queued,
      parts,
    };
  });
  return {
    tasks: measured.filter((task) => task.wall > LONG_MS),
    blockingWall: measured.reduce((sum, task) => sum + task.blockingWall, 0),
    blockingCpu: measured.reduce((sum, task) => sum + task.blockingCpu, 0),
    blockingOwn: measured.reduce((sum, task) => sum + task.blockingOwn, 0),
    longestCpu: Math.max(0, ...measured.map((task) => task.cpu)),
    longestOwn: Math.max(0, ...measured.map((task) => Math.max(task.cpu, task.wall - task.queued))),
    longestCpuAfterFcp: Math.max(0, ...measured.filter((task) => task.afterFcp).map((task) => task.cpu)),
    fcp: (fcp - from) / 1000,
    mainThreadCpu: tasks.reduce((sum, task) => sum + cpuOf(task.event), 0),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

const pair = (wall: number, cpu: number) => `${Math.round(wall)}/${Math.round(cpu)}`;
const triple = (a: number, b: number, c: number) => `${pair(a, b)}/${Math.round(c)}`;
const biggest = (task: Task) => [...task.parts].sort((x, y) => y.wall - x.wall)[0]?.label ?? '';

// A page's long tasks run by run, and what they held (a mean per run over all runs).
function report(label: string, runs: Run[]) {
  console.info(
    `\n${label}: long tasks as wall/cpu/queued ms (queued: waiting for a core), the work that took most of it, and what blocked after FCP on wall/cpu/wall less queued`,
  );
  runs.forEach((run, index) => {
    const tasks = run.tasks.map(
      (task) =>
        `${triple(task.wall, task.cpu, task.queued)} ${biggest(task)} ${task.afterFcp ? `(blocks ${triple(task.blockingWall, task.blockingCpu, task.blockingOwn)})` : '(before FCP)'}`,
    );
    console.info(`  run ${index + 1}, FCP at ${ms(run.fcp)}: ${tasks.join('; ') || 'none'}`);
    if (process.env.TASKS !== '1') return;
    for (const task of run.tasks) {
      console.info(`    task at ${ms(task.start)}: ${triple(task.wall, task.cpu, task.queued)}`);
      for (const part of [...task.parts].sort((x, y) => y.wall - x.wall).slice(0, 8))
        console.info(`      ${part.label.padEnd(44)} ${pair(part.wall, part.cpu).padStart(9)}`);
    }
  });
  const held = (which: string, tasks: Task[]) => {
    const sums = new Map<string, Part>();
    for (const part of tasks.flatMap((task) => task.parts)) {
      const sum = sums.get(part.label) ?? { label: part.label, wall: 0, cpu: 0 };
      sum.wall += part.wall / runs.length;
      sum.cpu += part.cpu / runs.length;
      sums.set(part.label, sum);
    }
    const top = [...sums.values()].sort((x, y) => y.wall - x.wall).filter((part) => part.wall >= 1);
    const list = top.slice(0, 7).map((p) => `${p.label} ${pair(p.wall, p.cpu)}`);
    console.info(`  ${which}, per run: ${list.join(', ') || 'nothing'}`);
  };
  held(
    'long tasks held',
    runs.flatMap((run) => run.tasks),
  );
  held(
    'those after FCP held',
    runs.flatMap((run) => run.tasks.filter((task) => task.afterFcp)),
  );
}

// One line per page, the control page first and last: its long tasks' wall time against their CPU time and
// the time they waited for a core, and the blocking time after FCP on each.
function closingTable(measured: [string, Run[]][]) {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.info(`\nmedians of ${RUNS} run(s); load average ${load}; ${cpuPressure()}`);
  console.info(
    `  ${''.padEnd(22)}${'long tasks (> 50 ms)'.padStart(36)}${'longest task'.padStart(18)}${'after FCP: longest, blocking'.padStart(36)}`,
  );
  const header = ['count', 'wall', 'cpu', 'queued', 'cpu', 'own', 'cpu', 'wall', 'cpu', 'own', 'main cpu'];
  console.info(`  ${''.padEnd(22)}${header.map((cell) => cell.padStart(9)).join('')}`);
  const of = (runs: Run[], value: (run: Run) => number) => ms(median(runs.map(value)));
  const sum = (tasks: Task[], value: (task: Task) => number) => tasks.reduce((s, t) => s + value(t), 0);
  for (const [label, runs] of measured) {
    const cells = [
      String(median(runs.map((r) => r.tasks.length))),
      of(runs, (r) => sum(r.tasks, (t) => t.wall)),
      of(runs, (r) => sum(r.tasks, (t) => t.cpu)),
      of(runs, (r) => sum(r.tasks, (t) => t.queued)),
      of(runs, (r) => r.longestCpu),
      of(runs, (r) => r.longestOwn),
      of(runs, (r) => r.longestCpuAfterFcp),
      of(runs, (r) => r.blockingWall),
      of(runs, (r) => r.blockingCpu),
      of(runs, (r) => r.blockingOwn),
      of(runs, (r) => r.mainThreadCpu),
    ];
    console.info(`  ${label.padEnd(22)}${cells.map((cell) => cell.padStart(9)).join('')}`);
  }
  const times = SIMULATED
    ? 'each task scaled as Lighthouse scales it (4x, 2x with a layout)'
    : "on Chrome's 4x slowed CPU, its busy-wait counted as CPU";
  console.info(
    `  (${times}; 'own': wall less the time waiting for a core; main cpu: every task's, unscaled)`,
  );
}

async function main() {
  const webku = await startWebku({ VITALS_SAMPLE: process.env.VITALS_SAMPLE ?? '1000000' });
  const plain = await startPlainPage();
  const traceDir = process.env.TRACE_DIR;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  try {
    const { token, settingsId, pageUrl, bookingPage } = await setUpDemoSite(webku.url);
    const measured: [string, Run[]][] = [];
    const measure = async (url: string, label: string) => {
      if (ONLY && !label.startsWith('nginx') && !ONLY.some((only) => label.includes(only))) return;
      for (let i = 0; i < 2; i++) await (await fetch(url)).text();
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const traced = await traceLoad(url);
        if (traceDir)
          writeFileSync(
            join(traceDir, `${label.replace(/\W+/g, '-')}-${i + 1}.json`),
            JSON.stringify({ traceEvents: traced.events }),
          );
        runs.push(analyse(traced, url));
      }
      report(label, runs);
      measured.push([label, runs]);
    };
    console.info(
      `main-thread tasks over ${LONG_MS} ms, CPU slowdown ${SLOWDOWN}x ${SIMULATED ? 'simulated' : 'applied'}, ${RUNS} run(s) per page, Lighthouse's mobile emulation; ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}, ${cpuPressure()}`,
    );
    await measure(plain.url, 'nginx plain (first)');
    await measure(`${pageUrl}/links`, 'link bio page');
    for (const { id: template } of TEMPLATE_MANIFESTS) {
      const res = await fetch(`${webku.url}/api/admin/web-settings/${settingsId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ template_selected: template }),
      });
      if (!res.ok) throw new Error(`template ${template}: ${res.status}`);
      await measure(pageUrl, template);
    }
    await measure(bookingPage, 'booking page');
    await measure(plain.url, 'nginx plain (last)');
    closingTable(measured);
  } finally {
    await plain.stop();
    await webku.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
