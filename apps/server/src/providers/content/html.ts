import { MONTH_NAMES } from '@webku/contract';
import type { WebLanguage } from './content-provider';
import { escapeHtml, fill } from './text-utils';

// Placeholder values for HTML templates; they are escaped here, so callers pass raw text.
export type HtmlVars = Record<string, string>;

function render(template: string, vars: HtmlVars): string {
  const escaped = Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, escapeHtml(value)]));
  return fill(escapeHtml(template), escaped);
}

export const h2 = (text: string, vars: HtmlVars = {}) => `<h2>${render(text, vars)}</h2>`;
export const h3 = (text: string, vars: HtmlVars = {}) => `<h3>${render(text, vars)}</h3>`;
export const p = (text: string, vars: HtmlVars = {}) => `<p>${render(text, vars)}</p>`;

export function ul(items: readonly string[], vars: HtmlVars = {}): string {
  return `<ul>${items.map((item) => `<li>${render(item, vars)}</li>`).join('')}</ul>`;
}

export function ol(items: readonly string[], vars: HtmlVars = {}): string {
  return `<ol>${items.map((item) => `<li>${render(item, vars)}</li>`).join('')}</ol>`;
}

export function longDate(isoDate: string, language: WebLanguage): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTH_NAMES[language][(month ?? 1) - 1];
  return language === 'indonesia' ? `${day} ${monthName} ${year}` : `${monthName} ${day}, ${year}`;
}
