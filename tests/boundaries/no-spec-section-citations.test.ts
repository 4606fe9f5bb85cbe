import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files';

// The product specification the first version was built from is not in the repository, so a comment that
// cites one of its sections by number tells a reader nothing: a comment states the rule itself instead.
// This file spells the section sign as \u00a7 (and a space or an apostrophe by its escape where one follows
// "spec") so that it does not trip over itself.

// Every source file, production or test: the apps, the packages (their scripts and build tools too), the
// shared tests and the benchmarks.
const FOLDERS = ['apps', 'packages', 'tests', 'bench'];
const SOURCE_NAME = /\.(tsx?|css|mjs)$/;

// A section sign followed by a number, or "spec" followed by a section sign, a number or "section" and a number.
const CITATION = /\u00a7\s*\d|\bspec(ification)?\s*\u00a7|\bspec(ification)?(['’]s)?\s+(section\s+)?\d/i;

// Each file:line that cites a section.
function citations(file: string): string[] {
  return readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('source files', () => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(folder, SOURCE_NAME));

  it('are found, stylesheets included', () => {
    expect(files.length).toBeGreaterThan(1000);
    expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(10);
  });

  it('cite no section of the specification: each comment states its rule', () => {
    expect(files.flatMap(citations)).toEqual([]);
  });

  it('are told apart by the rule above', () => {
    const cites = (text: string) => CITATION.test(text);
    expect(cites('// Spec \u00a74: a new record goes to the end of its list.')).toBe(true);
    expect(cites('/* spec \u00a7 9: the editing area is 250 px high. */')).toBe(true);
    expect(cites('// Issue 9 \u00a73: limits show before they are hit.')).toBe(true);
    expect(cites('// Ours, not spec \u00a77: the About us section.')).toBe(true);
    expect(cites('// The routes of the spec\u2019s section 7.')).toBe(true);
    expect(cites('// Beyond the original API table (spec\x207).')).toBe(true);
    expect(cites('// A new record goes to the end of its list (length + 1).')).toBe(false);
    expect(cites("// The spec's own English texts stay English.")).toBe(false);
    expect(cites("const spec = FONTS[font]; return spec.family + '3';")).toBe(false);
    expect(cites("'@type': 'OpeningHoursSpecification'")).toBe(false);
  });
});
