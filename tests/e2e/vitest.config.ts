import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: on a loaded two-core machine a panel can take longer to
    // draw, and the test would fail although the app is right. Locator waits allow 30 s; polls get 15 s.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    fileParallelism: false,
    // One worker imports the server once; each file still starts its own server, database and Chromium.
    isolate: false,
  },
});
