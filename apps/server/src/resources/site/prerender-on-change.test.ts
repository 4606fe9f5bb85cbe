import { describe, expect, it } from 'vitest';
import { prerenderOnChange } from './prerender-on-change';

describe('prerenderOnChange', () => {
  it('renders a company once after a burst of its writes, each company on its own', async () => {
    const rendered: number[] = [];
    const prerender = prerenderOnChange({
      delayMs: 30,
      render: async (companyId) => {
        rendered.push(companyId);
      },
      onError: () => {},
    });
    for (let i = 0; i < 5; i++) prerender.changed(1);
    prerender.changed(2);
    expect(rendered).toEqual([]);
    await prerender.idle();
    expect(rendered.sort()).toEqual([1, 2]);
  });

  it('hands a failed render to onError and goes on with the next change', async () => {
    const failures: number[] = [];
    let calls = 0;
    const prerender = prerenderOnChange({
      delayMs: 5,
      render: async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
      onError: (_error, companyId) => failures.push(companyId),
    });
    prerender.changed(7);
    await prerender.idle();
    prerender.changed(7);
    await prerender.idle();
    expect(failures).toEqual([7]);
    expect(calls).toBe(2);
  });

  it('tells a running render once the company was written to again, and the next render sees itself current', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: boolean[] = [];
    let calls = 0;
    const prerender = prerenderOnChange({
      delayMs: 5,
      render: async (_companyId, current) => {
        calls++;
        seen.push(current());
        if (calls === 1) {
          await gate;
          seen.push(current());
        }
      },
      onError: () => {},
    });
    prerender.changed(4);
    while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    prerender.changed(4);
    release();
    await prerender.idle();
    // The first render: current when it started, overtaken after the second write; the second: current.
    expect(seen).toEqual([true, false, true]);
  });

  it('renders nothing that was waiting once closed', async () => {
    let calls = 0;
    const prerender = prerenderOnChange({
      delayMs: 5,
      render: async () => {
        calls++;
      },
      onError: () => {},
    });
    prerender.changed(3);
    prerender.close();
    await prerender.idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });
});
