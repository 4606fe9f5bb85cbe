import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/schema/index.ts', './src/schema/section-tables.drizzle.cjs'],
  out: './migrations',
});
