import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Test helpers live in a `testing` folder (this one for the server, `@webku/db/testing` for the database),
// never beside production code: a production file that imports vitest or a testing module is a mistake.
const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'packages/content-packs/src',
  'packages/contract/src',
  'packages/db/src',
  'packages/site/src',
];
const isTestOnly = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)testing(\/|\.ts$)/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('production sources', () => {
  const production = SOURCES.flatMap(sourceFiles).filter((path) => !isTestOnly(path));

  it('are found', () => {
    expect(production.length).toBeGreaterThan(300);
  });

  it('import neither vitest nor a testing module', () => {
    const offenders = production.filter((path) =>
      /from '(vitest|[^']*\/testing(\/[^']*)?)'/.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
