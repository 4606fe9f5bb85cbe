import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

function readList(name: string): string[] {
  return readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
}

const ENGLISH = new Set(readList('english-ui-words.txt').flatMap((line) => line.split(/\s+/)));
// Longest first, so 'Menu Items' goes before 'Menu' could split it.
const ALLOWED = readList('admin-english-allow-list.txt')
  .map((phrase) => phrase.trim())
  .sort((a, b) => b.length - a.length);

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const ALLOWED_PATTERNS = ALLOWED.map(
  (phrase) => new RegExp(`(?<![\\p{L}])${escapeRegExp(phrase)}(?![\\p{L}])`, 'gu'),
);

/** The English words of one text, once the spec's own English texts are taken out. */
export function englishWords(text: string): string[] {
  const rest = ALLOWED_PATTERNS.reduce((value, pattern) => value.replace(pattern, ' '), text)
    // Addresses are not prose: '/terms-and-conditions', 'https://instagram.com/...', 'halo@toko.id'.
    .replace(/\S*[/@]\S*/g, ' ')
    // Nor are domain names and their suffixes: 'tokoku.my.id', '.my.id'.
    .replace(/[\p{L}\d-]*(?:\.[\p{L}\d-]+)+/gu, ' ');
  return rest
    .split(/[^\p{L}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, '').toLowerCase())
    .filter((word) => ENGLISH.has(word));
}

/** Everything a person reads or hears on the page: visible text, placeholders, labels, tooltips. */
export async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const element of document.querySelectorAll<HTMLElement>(
      '[placeholder], [aria-label], [title], img[alt]',
    )) {
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Collects English words per screen, so one failure lists every miss with where it was seen. */
export function englishSweep() {
  const found = new Map<string, Set<string>>();
  return {
    async check(page: Page, where: string) {
      await page.waitForLoadState('networkidle');
      for (const text of await readableTexts(page)) {
        for (const line of text.split('\n')) {
          for (const word of englishWords(line)) {
            const places = found.get(where) ?? new Set<string>();
            places.add(`${word} ← "${line.trim().slice(0, 90)}"`);
            found.set(where, places);
          }
        }
      }
    },
    report(): string[] {
      return [...found].flatMap(([where, hits]) => [...hits].map((hit) => `${where}: ${hit}`));
    },
  };
}
