// Preloaded into a server process by a bench (`node --import ./bench/lib/loop-probe.mjs`): measures the
// process's event-loop delay with monitorEventLoopDelay and its CPU time, and answers them as JSON on
// 127.0.0.1:LOOP_PROBE_PORT. GET /reset starts a new measurement; any other path reads the current one.
// The histogram samples with a timer every RESOLUTION_MS and records the whole interval, so the delay
// is what it records beyond that interval.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const RESOLUTION_MS = 10;
const port = Number(process.env.LOOP_PROBE_PORT);
// Preloads run in worker threads too (the embedded database's): only the main thread serves the probe.
if (port && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const beyond = (nanos) => (delay.count ? Math.max(0, nanos / 1e6 - RESOLUTION_MS) : 0);
  delay.enable();
  let cpuMark = process.cpuUsage();
  const probe = createServer((req, res) => {
    if (req.url === '/reset') {
      delay.reset();
      cpuMark = process.cpuUsage();
    }
    const cpu = process.cpuUsage(cpuMark);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        cpuMs: (cpu.user + cpu.system) / 1000,
        loopP50Ms: beyond(delay.percentile(50)),
        loopP99Ms: beyond(delay.percentile(99)),
        loopMaxMs: beyond(delay.max),
      }),
    );
  });
  probe.listen(port, '127.0.0.1');
  probe.unref();
}
