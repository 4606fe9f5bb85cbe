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
