import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files';

// `expect(await locator.isVisible()).toBe(true)` reads the page once, the moment the line runs: on a loaded
// machine the panel it looks for may not be drawn yet, and the test fails although the app is right. An
// end-to-end check of what the page shows waits for it instead: `await locator.waitFor({ state: 'visible' })`
// (or 'hidden'), or `await expect.poll(() => locator.isVisible()).toBe(true)`.

// `expect(` and `await` with a visibility read before the statement ends, over several lines too.
const INSTANT_VISIBILITY = /expect\(\s*await\b[^;]*?\.(isVisible|isHidden)\(\s*\)/g;

// Each file:line that reads visibility once inside a plain expect.
function instantChecks(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(INSTANT_VISIBILITY)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
  });
}

describe('end-to-end tests', () => {
  const files = sourceFiles('tests/e2e');

  it('are found', () => {
    expect(files.filter((file) => file.endsWith('.e2e.test.ts')).length).toBeGreaterThan(30);
  });

  it('wait for what they expect to see instead of reading visibility once', () => {
    expect(files.flatMap(instantChecks)).toEqual([]);
  });

  it('are told apart by the rule above', () => {
    const instant = (text: string) => [...text.matchAll(INSTANT_VISIBILITY)].length > 0;
    expect(instant("expect(await page.getByRole('button').isVisible()).toBe(true);")).toBe(true);
    expect(instant('expect(await sheet.isHidden()).toBe(false);')).toBe(true);
    expect(instant("expect(\n  await page.locator('#a').isVisible(),\n  'a',\n).toBe(true);")).toBe(true);
    expect(instant('await expect.poll(() => badge.isVisible()).toBe(true);')).toBe(false);
    expect(instant("await sheet.waitFor({ state: 'visible' });")).toBe(false);
    expect(instant("expect(await text.inputValue()).toBe('');\nawait x.isVisible();")).toBe(false);
  });
});
