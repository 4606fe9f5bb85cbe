import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionSources, ROOT, repoPath, SOURCE_ROOTS } from './source-files';

// Test helpers live under tests/ (tests/support/<package>/ for the packages' unit tests, tests/e2e/support
// for the browser tests). Production code is every file under apps/*/src and packages/*/src that is not a
// test; it never imports vitest, a test, or anything under tests/, and never holds a helper of its own.

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

// Why a production file's import is refused, or undefined when it is fine.
function refusedImport(file: string, specifier: string): string | undefined {
  if (/^(@?vitest)(\/|$)/.test(specifier)) return 'vitest';
  if (/^@webku\/[^/]+\/testing(\/|$)/.test(specifier)) return 'a testing export';
  if (/(^|\/)testing(\/|$)|\.test(-helpers)?$/.test(specifier)) return 'a test module';
  if (!specifier.startsWith('.')) return undefined;
  const target = repoPath(resolve(dirname(join(ROOT, file)), specifier));
  return target === 'tests' || target.startsWith('tests/') ? 'a helper under tests/' : undefined;
}

function refusedImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
    const reason = refusedImport(file, specifier ?? '');
    return reason ? [`${file}: '${specifier}' (${reason})`] : [];
  });
}

describe('production sources', () => {
  const production = productionSources();

  it('are found', () => {
    expect(production.length).toBeGreaterThan(300);
  });

  it('import no test helper, no test and not vitest', () => {
    expect(production.flatMap(refusedImports)).toEqual([]);
  });

  it('hold no test helper: no testing folder, no *.test-helpers file', () => {
    const helpers = production.filter((path) => /\/testing(\/|\.tsx?$)|\.test-helpers\.tsx?$/.test(path));
    expect(helpers).toEqual([]);
  });

  it('come from packages that export no testing entry', () => {
    const exported = SOURCE_ROOTS.flatMap((src) => {
      const manifest = JSON.parse(readFileSync(join(ROOT, dirname(src), 'package.json'), 'utf8')) as {
        exports?: Record<string, string>;
      };
      return Object.entries(manifest.exports ?? {})
        .filter(([key, target]) => /testing/.test(key) || !target.startsWith('./src/'))
        .map(([key]) => `${dirname(src)}: ${key}`);
    });
    expect(exported).toEqual([]);
  });

  it('are told apart from helpers by the rule above', () => {
    const file = 'apps/server/src/resources/menu/menu.routes.ts';
    expect(refusedImport(file, '../../../../../tests/support/server/test-server')).toBe(
      'a helper under tests/',
    );
    expect(refusedImport(file, '@webku/db/testing')).toBe('a testing export');
    expect(refusedImport(file, '../../testing/upload')).toBe('a test module');
    expect(refusedImport(file, 'vitest')).toBe('vitest');
    expect(refusedImport(file, '../../http/errors')).toBeUndefined();
    expect(refusedImport(file, '@webku/contract')).toBeUndefined();
  });
});
