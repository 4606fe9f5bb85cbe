import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTestFile, ROOT } from './source-files';

// The storage layer sits below the section definitions, and both below the renderer: what the database
// package and the definitions entry load, through any chain, is never React, the renderer (@webku/site) or
// the sections' views; the admin reaches the definitions without the renderer too.

const TSCONFIG = join(ROOT, 'tsconfig.json');
const ENTRIES = ['packages/db/src/index.ts', 'packages/sections/src/definitions.ts', 'apps/web/src'];

let modules: ICruiseResult['modules'];
beforeAll(async () => {
  const { output } = await cruise(
    ENTRIES,
    {
      baseDir: ROOT,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: TSCONFIG },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(node_modules|dist)/' },
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
    { tsConfig: extractTSConfig(TSCONFIG) },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a report, not a result');
  modules = output.modules;
});

// Every module `from` loads, through any chain, tests left out, each as the chain that reaches it.
function reached(from: string): Map<string, string> {
  const edges = new Map(modules.map((module) => [module.source, module.dependencies]));
  const chains = new Map([[from, from]]);
  const queue = [from];
  for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
    for (const { resolved } of edges.get(source) ?? []) {
      if (chains.has(resolved) || isTestFile(resolved)) continue;
      chains.set(resolved, `${chains.get(source)} → ${resolved}`);
      queue.push(resolved);
    }
  }
  return chains;
}

const ABOVE =
  /^packages\/site\/|^packages\/sections\/src\/(views\.tsx|.*-section\.tsx)$|node_modules\/react(-dom)?\//;

describe('the section layers', () => {
  it.each(['packages/db/src/index.ts', 'packages/sections/src/definitions.ts'])(
    '%s loads no React, renderer or view',
    (entry) => {
      const chains = reached(entry);
      expect(chains.has('packages/sections/src/faq/faq.ts')).toBe(true);
      expect([...chains].filter(([module]) => ABOVE.test(module)).map(([, chain]) => chain)).toEqual([]);
    },
  );

  it('the admin imports nothing of the renderer', () => {
    const admin = modules.filter((module) => module.source.startsWith('apps/web/src/'));
    expect(admin.length).toBeGreaterThan(0);
    const imports = admin.flatMap((module) =>
      module.dependencies
        .filter((dependency) => dependency.resolved.startsWith('packages/site/'))
        .map((dependency) => `${module.source} → ${dependency.resolved}`),
    );
    expect(imports).toEqual([]);
  });
});
