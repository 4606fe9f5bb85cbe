import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_MANIFESTS } from './index';

// A template is its manifest, its site file and its CSS: the rest of the code reads the manifest, so an id
// written out in more places means a list that goes stale when a template is added.
const MAX_FILES_PER_ID = 4;
const ROOT = join(import.meta.dirname, '../../../..');
const isTestOnly = (path: string) => /\.test(-helpers)?\./.test(path);

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return [path];
  });
}

function productionSources(): string[] {
  return ['apps', 'packages']
    .flatMap((group) => readdirSync(join(ROOT, group)).map((name) => `${group}/${name}/src`))
    .filter((dir) => existsSync(join(ROOT, dir)))
    .flatMap(files)
    .filter((path) => !isTestOnly(path) && /\.(tsx?|css|html|json)$/.test(path));
}

describe('template ids in production code', () => {
  const sources = productionSources().map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

  it('are searched across every app and package', () => {
    expect(sources.length).toBeGreaterThan(300);
  });

  it.each(TEMPLATE_MANIFESTS.map((manifest) => manifest.id))('%s is written in at most 4 files', (id) => {
    const holders = sources.filter(({ text }) => text.includes(id)).map(({ path }) => path);
    expect(holders.length, holders.join('\n')).toBeGreaterThan(0);
    expect(holders.length, holders.join('\n')).toBeLessThanOrEqual(MAX_FILES_PER_ID);
  });
});
