import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { enhanceScriptPath, fontAssets } from '../src/index';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Transfer sizes of one rendered page: HTML (with its inline CSS), CSS alone, the script and the fonts it preloads. */
export function pageSizes(html: string): string[] {
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const script = readFileSync(enhanceScriptPath());
  const fonts = fontAssets().filter((font) => html.includes(font.path));
  const fontBytes = fonts.reduce((sum, font) => sum + statSync(font.file).size, 0);
  return [
    `HTML ${kb(html.length)} raw, ${kb(gz(html))} gzip (CSS inside: ${kb(css.length)} raw, ${kb(gz(css))} gzip)`,
    `enhance.js ${kb(script.length)} raw, ${kb(gz(script))} gzip`,
    `fonts ${fonts.map((font) => font.path.split('/').pop()).join(', ')}: ${kb(fontBytes)}`,
    `HTML + CSS + fonts: ${kb(gz(html) + fontBytes)} (budget 60 KB)`,
  ];
}
