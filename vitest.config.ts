import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Same mapping as tsconfig.json: apps/web imports shared code as '@/lib/...'.
  resolve: {
    alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
  },
  test: {
    include: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.{ts,tsx}',
      'tests/fakes/**/*.test.ts',
      'tests/boundaries/**/*.test.ts',
      'tests/e2e/support/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker's module cache (each still starts its own server and database):
    // importing the server once per worker instead of once per file halves the suite's time.
    isolate: false,
  },
});
