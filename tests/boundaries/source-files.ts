import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

// Every .ts/.tsx file (or every file whose name matches `names`) under a folder of the repository, as a path
// relative to the repository's root.
export function sourceFiles(dir: string, names = /\.tsx?$/): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path, names);
    return names.test(entry.name) ? [path] : [];
  });
}

export const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

// Test helpers live under tests/ and nowhere else: every module there that is not itself a test.
export const testHelpers = () => sourceFiles('tests').filter((path) => !isTestFile(path));

export const repoPath = (absolute: string) => relative(ROOT, absolute).split('\\').join('/');

// Production code: every file under apps/*/src and packages/*/src that is not a test.
export const SOURCE_ROOTS = ['apps', 'packages'].flatMap((parent) =>
  readdirSync(join(ROOT, parent)).map((name) => `${parent}/${name}/src`),
);
export const productionSources = () =>
  SOURCE_ROOTS.flatMap((dir) => sourceFiles(dir)).filter((path) => !isTestFile(path));

export const moduleName = (path: string) => basename(path).replace(/\.tsx?$/, '');
