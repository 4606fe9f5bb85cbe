// After a site changes, its first pages are rendered again in the background, shortly after the write
// and once for a burst of writes, by the process that made the write (the others only drop their copies),
// so the first visitor on any instance is served a page already made. A render that fails is logged and
// left to the first visit.
import { STALE_FOR_MS } from '../../cache/company-cache';

// Long enough for a burst of saves (an editor's several fields) to make one render, and past the time in
// which a visitor may be answered from before the change while a load runs (STALE_FOR_MS): a render ahead
// that loads the site's payload must never be the load that lets the owner's next view read the old one.
export const PRERENDER_DELAY_MS = STALE_FOR_MS + 100;

export type Prerenderer = {
  /** A write to the company was made here: render its pages once the burst of writes is over. */
  changed: (companyId: number) => void;
  /** Resolves once no render is waiting or running (shutdown, tests). */
  idle: () => Promise<void>;
  close: () => void;
};

export function prerenderOnChange(options: {
  delayMs: number;
  /** `current()`: no write to the company was made here since this render started. */
  render: (companyId: number, current: () => boolean) => Promise<void>;
  onError: (error: unknown, companyId: number) => void;
}): Prerenderer {
  const waiting = new Map<number, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  // Writes seen per company (while a render or its wait is pending), so a render knows it was overtaken.
  const writes = new Map<number, number>();
  const run = (companyId: number) => {
    waiting.delete(companyId);
    const seen = writes.get(companyId);
    const done = options
      .render(companyId, () => writes.get(companyId) === seen)
      .catch((error: unknown) => options.onError(error, companyId))
      .finally(() => {
        running.delete(done);
        if (writes.get(companyId) === seen && !waiting.has(companyId)) writes.delete(companyId);
      });
    running.add(done);
  };
  return {
    changed(companyId) {
      writes.set(companyId, (writes.get(companyId) ?? 0) + 1);
      // A later write in the burst moves the render back: it reads the newest content once.
      clearTimeout(waiting.get(companyId));
      waiting.set(companyId, setTimeout(run, options.delayMs, companyId).unref());
    },
    async idle() {
      while (waiting.size || running.size) {
        await Promise.all(running);
        if (waiting.size) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      }
    },
    close() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
