import { readdirSync, readFileSync } from 'node:fs';

// What Linux says each renderer main thread of a browser did over time: its CPU time and the time it was
// ready to run but waited for a core (the run queue), from /proc/<pid>/task/<pid>/schedstat, sampled every
// few milliseconds on CLOCK_MONOTONIC, the clock Chrome's trace timestamps are on. A task's wall time less
// both is time the thread slept: waiting on another process (a synchronous call to the browser) or a lock.

type Sample = { at: number; cpu: number; queued: number };

export type ThreadTime = { cpu: number; queued: number };

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

function parentOf(pid: number): number | null {
  try {
    // The command name may hold spaces and parentheses: the fields after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The Chromium processes this process started (a browser has one). */
function browsersOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter(
      (pid) => parentOf(pid) === parent && /chrom/.test(commandOf(pid)) && !/--type=/.test(commandOf(pid)),
    );
}

/** Starts sampling the main thread of every renderer of the browser this process launched. */
export function sampleRendererThreads(intervalMs = 2) {
  const browsers = browsersOf(process.pid);
  const samples = new Map<number, Sample[]>();
  const renderers = new Set<number>();
  // Each process's parent, read once: a scan reads only the processes that are new since the last.
  const parents = new Map<number, number | null>();
  const within = new Set(browsers);
  // Descendants known to be no renderer (the browser, the GPU and utility processes).
  const settled = new Set<number>();
  const scan = () => {
    const fresh = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => !parents.has(pid));
    for (const pid of fresh) parents.set(pid, parentOf(pid));
    // Browser -> zygote -> renderer: new processes in any order.
    for (let grown = true; grown; ) {
      grown = false;
      for (const pid of fresh) {
        if (within.has(pid) || !within.has(parents.get(pid) ?? -1)) continue;
        within.add(pid);
        grown = true;
      }
    }
    // A zygote's child shows the zygote's command line until it has become a renderer.
    for (const pid of within) {
      if (renderers.has(pid) || settled.has(pid)) continue;
      const command = commandOf(pid);
      if (command.includes('--type=renderer')) renderers.add(pid);
      else if (!command.includes('--type=zygote')) settled.add(pid);
    }
  };
  const read = () => {
    for (const pid of renderers) {
      try {
        const [cpu, queued] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')
          .split(' ')
          .map(Number);
        const list = samples.get(pid) ?? [];
        list.push({ at: nowMicros(), cpu: cpu! / 1e6, queued: queued! / 1e6 });
        samples.set(pid, list);
      } catch {
        renderers.delete(pid);
      }
    }
  };
  scan();
  const timer = setInterval(() => {
    scan();
    read();
  }, intervalMs);
  return {
    /** Stops sampling; returns what the main thread of `pid` did between two trace timestamps (µs). */
    stop() {
      clearInterval(timer);
      read();
      return (pid: number, from: number, to: number): ThreadTime | null => {
        const list = samples.get(pid);
        if (!list || list.length < 2 || list[0]!.at > from || list.at(-1)!.at < to) return null;
        const a = at(list, from);
        const b = at(list, to);
        return { cpu: b.cpu - a.cpu, queued: b.queued - a.queued };
      };
    },
  };
}

// Linear between the samples either side of a moment.
function at(list: Sample[], moment: number): ThreadTime {
  let i = 1;
  while (i < list.length - 1 && list[i]!.at < moment) i++;
  const before = list[i - 1]!;
  const after = list[i]!;
  const f =
    after.at === before.at ? 0 : Math.min(1, Math.max(0, (moment - before.at) / (after.at - before.at)));
  return {
    cpu: before.cpu + (after.cpu - before.cpu) * f,
    queued: before.queued + (after.queued - before.queued) * f,
  };
}

/** Linux's CPU pressure: the share of the last 10 s and 60 s in which some task waited for a core. */
export function cpuPressure(): string {
  try {
    const some = readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] ?? '';
    const avg = (window: string) => new RegExp(`avg${window}=([\\d.]+)`).exec(some)?.[1] ?? '?';
    return `CPU pressure ${avg('10')}% (10 s), ${avg('60')}% (60 s)`;
  } catch {
    return 'CPU pressure unknown';
  }
}
