import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleName, productionSources, ROOT, testHelpers } from './source-files';

// What `npm run build` writes: the server's bundle (with its source map, which names every module
// bundled), the admin's files, and the public site's enhancement script.
const OUTPUTS = ['apps/server/dist', 'apps/web/dist', 'packages/site/dist'];
const ENTRIES = ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'packages/site/dist/enhance.js'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

// The names a helper module would leave in the build, leaving out those production code spells too:
// its exported names (the server bundle keeps them) and its file name (vite names a chunk after its module;
// the paths themselves, in the server bundle's comments and source map, are looked for below).
function helperNames(): { exported: string[]; modules: string[] } {
  const production = productionSources();
  const text = production.map((path) => readFileSync(join(ROOT, path), 'utf8')).join('\n');
  const helpers = testHelpers();
  return {
    exported: helpers
      .flatMap((path) =>
        [
          ...readFileSync(join(ROOT, path), 'utf8').matchAll(
            /export (?:async )?(?:function|const|class) (\w+)/g,
          ),
        ].map(([, name]) => name ?? ''),
      )
      .filter((name) => name.length >= 8 && !text.includes(name)),
    modules: helpers.map(moduleName).filter((name) => !text.includes(name)),
  };
}

describe('the build', () => {
  // Built once when missing (a fresh checkout); `npm test` builds before the unit tests run.
  if (ENTRIES.some((entry) => !existsSync(join(ROOT, entry)))) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore', timeout: 600_000 });
  }
  const files = OUTPUTS.flatMap(filesUnder).filter((path) => /\.(js|mjs|map|html|css)$/.test(path));
  const { exported, modules } = helperNames();

  it('is found, with the helpers to look for', () => {
    expect(files).toEqual(expect.arrayContaining(ENTRIES));
    expect(exported).toEqual(expect.arrayContaining(['startTestServer', 'ownerWithSite', 'openTestDb']));
    expect(modules).toEqual(expect.arrayContaining(['test-server', 'owner-with-site', 'test-db']));
  });

  it('names no test helper, in its files or their names', () => {
    const found = files.flatMap((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      const chunk = basename(path).replace(/-[\w-]{8}\.js$/, '');
      return [
        ...exported.filter((name) => text.includes(name)),
        ...modules.filter((name) => name === chunk),
        ...(/(^|[/"'])(tests|testing)\/|\.test-helpers/.test(text) ? ['a tests/ or testing/ path'] : []),
      ].map((name) => `${path}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
