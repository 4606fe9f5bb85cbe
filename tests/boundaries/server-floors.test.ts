import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTestFile, productionSources, ROOT } from './source-files';

// The server's floors, from the top: a module imports its own floor and the floors below it, never one
// above (types included). The routes are the adapters at the top; what they call lies below them, the
// company-scoped content and the database's shared parts at the bottom. docs/architecture.md, "Floors".

const SERVER = 'apps/server/src/';
const under = (...folders: string[]) => folders.map((folder) => `^${SERVER}${folder}/`);

const FLOORS: { name: string; paths: string[] }[] = [
  { name: 'the process', paths: [`^${SERVER}(main|server|app)\\.ts$`, ...under('demo')] },
  { name: 'the routes', paths: [...under('resources'), '\\.routes\\.ts$'] },
  { name: 'the jobs', paths: under('jobs') },
  { name: 'backups', paths: under('backup') },
  // Who may call which route is a table every floor above reads: it stands with http.
  { name: 'sign-in and the team', paths: [`^${SERVER}auth/(?!route-access\\.ts$)`, ...under('team')] },
  { name: 'http', paths: [...under('http', 'static'), `^${SERVER}auth/route-access\\.ts$`] },
  { name: 'images', paths: under('images') },
  {
    name: 'the services below the routes',
    paths: under('description-reading', 'orders', 'payments', 'subscriptions'),
  },
  { name: 'tenancy', paths: under('tenancy') },
  { name: 'providers', paths: under('providers') },
  // The change signal is the ground's: every writer, the bookings' included, announces its changes.
  { name: 'site content', paths: [`^${SERVER}site-content/(?!content-changes\\.ts$)`] },
  { name: 'bookings', paths: under('bookings') },
  {
    name: 'the ground',
    paths: [
      ...under('cache', 'workers'),
      `^${SERVER}(config|config-edge|config-limits|config-subscriptions|errors|logger)\\.ts$`,
      `^${SERVER}site-content/content-changes\\.ts$`,
    ],
  },
];

const floorPath = (floor: (typeof FLOORS)[number]) => floor.paths.join('|');

// The floor a server file stands on: the first that holds it (a route file in backup/ is a route).
const floorOf = (path: string) => FLOORS.findIndex((floor) => new RegExp(floorPath(floor)).test(path));

// One dependency-cruiser rule per floor: nothing on it imports a module of a floor above.
const rules: IForbiddenRuleType[] = FLOORS.slice(1).map((floor, index) => ({
  name: `floor ${index + 1}: ${floor.name}`,
  severity: 'error',
  from: {
    path: floorPath(floor),
    pathNot: ['\\.test\\.tsx?$', ...FLOORS.slice(0, index + 1).map(floorPath)],
  },
  to: { path: FLOORS.slice(0, index + 1).map(floorPath) },
}));

async function upwardImports(roots: string[], baseDir: string, tsConfig?: string): Promise<string[]> {
  const { output } = await cruise(
    roots,
    {
      baseDir,
      tsPreCompilationDeps: true,
      ...(tsConfig ? { tsConfig: { fileName: tsConfig } } : {}),
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(node_modules|dist)/' },
      validate: true,
      ruleSet: { forbidden: rules },
    },
    { extensions: ['.ts', '.tsx'] },
    tsConfig ? { tsConfig: extractTSConfig(tsConfig) } : undefined,
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a report, not a result');
  return output.summary.violations
    .filter((violation) => violation.rule.name.startsWith('floor '))
    .map((violation) => `${violation.from} → ${violation.to} (${violation.rule.name})`)
    .sort();
}

describe('the server’s floors', () => {
  let found: string[];
  beforeAll(async () => {
    found = await upwardImports([SERVER], ROOT, join(ROOT, 'tsconfig.json'));
  });

  it('hold every production file of the server', () => {
    const server = productionSources().filter((path) => path.startsWith(SERVER) && !isTestFile(path));
    expect(server.length).toBeGreaterThan(200);
    expect(server.filter((path) => floorOf(path) < 0)).toEqual([]);
  });

  it('are never climbed: no module imports one of a higher floor', () => {
    expect(found).toEqual([]);
  });

  it('catch an import upward, type-only too, and leave the ones downward and a route file’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-floors-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    try {
      write(
        `${SERVER}site-content/payload.ts`,
        "import { part } from '../resources/bookings/part';\nexport const p = part;\n",
      );
      write(
        `${SERVER}resources/bookings/part.ts`,
        "import { z } from '../../errors';\nexport const part = z;\n",
      );
      write(`${SERVER}tenancy/guard.ts`, "import type { E } from '../http/context';\nexport type G = E;\n");
      write(`${SERVER}http/context.ts`, "import type { H } from '../tenancy/host';\nexport type E = H;\n");
      write(`${SERVER}tenancy/host.ts`, 'export type H = string;\n');
      write(
        `${SERVER}backup/backup.routes.ts`,
        "import { part } from '../resources/bookings/part';\nexport const b = part;\n",
      );
      write(`${SERVER}errors.ts`, 'export const z = 1;\n');
      expect(await upwardImports(['apps'], dir)).toEqual([
        `${SERVER}site-content/payload.ts → ${SERVER}resources/bookings/part.ts (floor 10: site content)`,
        `${SERVER}tenancy/guard.ts → ${SERVER}http/context.ts (floor 8: tenancy)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
