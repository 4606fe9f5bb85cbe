import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { productionSources, ROOT } from './source-files';

// No module imports, through any chain, a module that imports it back: not at run time (one of the two
// would read the other's exports before they are set) and not for types (the layering would be a loop).
// Type-only imports count; imports between packages are followed to the package's sources.
// The admin's features never import each other (apps/web/src/features/<name>/): what two features share
// lives in @/lib or @/components. The lint rule sees only import paths; this sees where they resolve.

const TSCONFIG = join(ROOT, 'tsconfig.json');

// What the typecheck covers: every workspace's src (tests included), tests/, bench/ and the build tools.
const TYPECHECKED = (JSON.parse(readFileSync(TSCONFIG, 'utf8')) as { include: string[] }).include;

async function cruiseModules(roots: string[], baseDir: string): Promise<ICruiseResult['modules']> {
  const { output } = await cruise(
    roots,
    {
      baseDir,
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
  return output.modules;
}

// Each cycle once, as 'a → b → c → a' starting from its first module by name.
function cycles(modules: ICruiseResult['modules']): string[] {
  const found = new Set<string>();
  for (const module of modules) {
    for (const dependency of module.dependencies) {
      if (!dependency.circular || !dependency.cycle) continue;
      // The cycle runs from the dependency back to the module that imports it.
      const loop = dependency.cycle.map((step) => step.name);
      const start = loop.indexOf(loop.reduce((first, name) => (name < first ? name : first)));
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      found.add([...rotated, rotated[0]].join(' → '));
    }
  }
  return [...found].sort();
}

const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;

// Each import from one admin feature into another, as 'importer → imported'.
function crossFeatureImports(modules: ICruiseResult['modules']): string[] {
  return modules.flatMap((module) => {
    const feature = FEATURE.exec(module.source)?.[1];
    if (!feature) return [];
    return module.dependencies
      .filter((dependency) => {
        const imported = FEATURE.exec(dependency.resolved)?.[1];
        return imported !== undefined && imported !== feature;
      })
      .map((dependency) => `${module.source} → ${dependency.resolved}`);
  });
}

let modules: ICruiseResult['modules'];
beforeAll(async () => {
  modules = await cruiseModules(TYPECHECKED, ROOT);
});

describe('import cycles', () => {
  it('are looked for in every production source', () => {
    const seen = new Set(modules.map((module) => module.source));
    expect(productionSources().filter((path) => !seen.has(path))).toEqual([]);
  });

  it('are looked for across every import: each one resolves, a package import to its sources', () => {
    const unresolved = modules.flatMap((module) =>
      module.dependencies
        .filter((dependency) => dependency.couldNotResolve)
        .map((dependency) => `${module.source}: '${dependency.module}'`),
    );
    expect(unresolved).toEqual([]);
    const packageImports = modules.flatMap((module) =>
      module.dependencies.filter((dependency) => dependency.module.startsWith('@webku/')),
    );
    expect(packageImports.length).toBeGreaterThan(100);
    expect(
      packageImports.filter((dependency) => !/^packages\/[^/]+\/src\//.test(dependency.resolved)),
    ).toEqual([]);
  });

  it('are none', () => {
    expect(cycles(modules)).toEqual([]);
  });

  it('are found when only types close the loop, .tsx included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
      writeFileSync(join(dir, 'b.tsx'), "import type { C } from './c';\nexport type B = { c?: C };\n");
      writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport type C = { a?: A };\n");
      writeFileSync(join(dir, 'd.ts'), "import type { A } from './a';\nexport type D = A;\n");
      expect(cycles(await cruiseModules(['.'], dir))).toEqual(['a.ts → b.tsx → c.ts → a.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the admin’s features', () => {
  it('import no other feature, types and tests included', () => {
    expect(modules.some((module) => FEATURE.test(module.source))).toBe(true);
    expect(crossFeatureImports(modules)).toEqual([]);
  });

  it('are caught importing another feature, by a relative path too, and not their own folders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feature-imports-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    try {
      write(
        'apps/web/src/features/team/components/page.ts',
        "import { x } from '../../menu/api/menu';\nexport const y = x;\n",
      );
      write(
        'apps/web/src/features/hero/parts.ts',
        "import type { P } from '../row-sections/form';\nexport type Q = P;\n",
      );
      write(
        'apps/web/src/features/menu/api/menu.ts',
        "import { z } from '../utils/z';\nexport const x = z;\n",
      );
      write('apps/web/src/features/menu/utils/z.ts', 'export const z = 1;\n');
      write('apps/web/src/features/row-sections/form.ts', 'export type P = number;\n');
      expect(crossFeatureImports(await cruiseModules(['apps'], dir)).sort()).toEqual([
        'apps/web/src/features/hero/parts.ts → apps/web/src/features/row-sections/form.ts',
        'apps/web/src/features/team/components/page.ts → apps/web/src/features/menu/api/menu.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
