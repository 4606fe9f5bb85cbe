import { fieldLabel } from '../messages/field-labels';

// What one rich-text field (terms, privacy policy, an article) may hold. An article of 8,000 words
// in 400 formatted paragraphs is about 80,000 characters and 3,200 tags; a terms page is a fraction
// of that; the editor nests at most about 8 levels (a list item, a link, bold, italic, underline,
// strike, a size). The bounds keep sanitising one field to a few tens of milliseconds of CPU
// whatever the shape of the markup (bench/hostile.ts measures it).
export const RICH_TEXT_LIMITS = {
  /** Characters of HTML. */
  maxLength: 100_000,
  /** Opening and closing tags together. */
  maxTags: 5_000,
  /** Elements open inside one another. */
  maxDepth: 20,
  /** One tag with its attributes, from '<' to '>': a link of the longest address (2,048) fits. */
  maxTagLength: 3_000,
} as const;

export type RichTextLimit = keyof typeof RICH_TEXT_LIMITS;
export type RichTextLimits = Record<RichTextLimit, number>;

// Elements that never hold content: they do not open a level (the HTML parser's list).
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// Elements whose content the parser reads as plain text up to their own closing tag ('</script' then a
// blank or '>').
const RAW_TEXT_END = new Map(
  ['script', 'style', 'title', 'textarea', 'xmp'].map((name) => [
    name,
    new RegExp(`</${name}[ \\n\\t\\f\\r>]`, 'gi'),
  ]),
);

export type HtmlToken =
  | { kind: 'text'; start: number; end: number }
  | { kind: 'open'; start: number; end: number; name: string; isVoid: boolean }
  | { kind: 'close'; start: number; end: number; name: string }
  | { kind: 'other'; start: number; end: number };

const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 12 || code === 13;
const isAlpha = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const endsName = (code: number) => code === 47 || code === 62 || isSpace(code);

// Where an opening tag whose name ends at `from` ends (just past its '>'), read as the HTML parser
// reads it: quotes count only around a value after '=', and '/>' closes only after a '/' outside a
// value. Null when the text ends first.
function openTagEnd(html: string, from: number): { end: number; selfClosing: boolean } | null {
  let state: 'between' | 'name' | 'afterName' | 'beforeValue' | 'unquoted' = 'between';
  let quote = 0;
  let slash = false;
  for (let index = from; index < html.length; index++) {
    const code = html.charCodeAt(index);
    if (quote) {
      if (code === quote) {
        quote = 0;
        state = 'between';
      }
      continue;
    }
    if (state === 'beforeValue') {
      if (code === 34 || code === 39) quote = code;
      else if (!isSpace(code)) state = 'unquoted';
      if (state !== 'unquoted') continue;
    }
    if (state === 'unquoted') {
      if (code === 62) return { end: index + 1, selfClosing: false };
      if (isSpace(code)) state = 'between';
      continue;
    }
    if (code === 62) return { end: index + 1, selfClosing: slash && state === 'between' };
    if (state === 'name') {
      if (code === 61) state = 'beforeValue';
      else if (code === 47) state = 'between';
      else if (isSpace(code)) state = 'afterName';
    } else if (state === 'afterName') {
      if (code === 61) state = 'beforeValue';
      else if (code === 47) state = 'between';
      else if (!isSpace(code)) state = 'name';
    } else if (code !== 47 && !isSpace(code)) {
      state = 'name';
    }
    if (code === 47 && state === 'between') slash = true;
    else if (!isSpace(code)) slash = false;
  }
  return null;
}

function indexAfter(html: string, search: string, from: number): number {
  const found = html.indexOf(search, from);
  return found === -1 ? html.length : found + search.length;
}

// The end of a raw-text element's content that starts at `from`.
function rawTextEnd(closing: RegExp, html: string, from: number): number {
  closing.lastIndex = from;
  return closing.exec(html)?.index ?? html.length;
}

/**
 * Walks HTML once, left to right, the way the sanitiser's parser splits it into text, tags and
 * everything else (comments, declarations); a tag left unfinished at the end is not reported. Every
 * character is looked at a bounded number of times, so the walk is linear in the length.
 * `visit` returns false to stop early.
 */
export function walkHtml(html: string, visit: (token: HtmlToken) => boolean | undefined): void {
  let text = 0;
  let index = 0;
  const flushText = (end: number) =>
    end > text ? visit({ kind: 'text', start: text, end }) !== false : true;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1 || lt + 1 >= html.length) break;
    const next = html.charCodeAt(lt + 1);
    let token: HtmlToken | null = null;
    if (isAlpha(next)) {
      let nameEnd = lt + 2;
      while (nameEnd < html.length && !endsName(html.charCodeAt(nameEnd))) nameEnd++;
      const tag = openTagEnd(html, nameEnd);
      if (!tag) break;
      const name = html.slice(lt + 1, nameEnd).toLowerCase();
      token = { kind: 'open', start: lt, end: tag.end, name, isVoid: VOID_ELEMENTS.has(name) };
      if (!flushText(lt) || visit(token) === false) return;
      text = tag.end;
      index = tag.end;
      const closing = RAW_TEXT_END.get(name);
      if (closing && !tag.selfClosing) index = rawTextEnd(closing, html, tag.end);
      continue;
    }
    if (next === 47) {
      let at = lt + 2;
      while (at < html.length && isSpace(html.charCodeAt(at))) at++;
      if (at >= html.length) break;
      if (isAlpha(html.charCodeAt(at))) {
        let nameEnd = at + 1;
        while (nameEnd < html.length && html.charCodeAt(nameEnd) !== 62 && !isSpace(html.charCodeAt(nameEnd)))
          nameEnd++;
        const end = indexAfter(html, '>', nameEnd);
        token = { kind: 'close', start: lt, end, name: html.slice(at, nameEnd).toLowerCase() };
      } else {
        token = {
          kind: 'other',
          start: lt,
          end: html.charCodeAt(at) === 62 ? at + 1 : indexAfter(html, '>', at),
        };
      }
    } else if (next === 33) {
      if (html.startsWith('<!--', lt))
        token = { kind: 'other', start: lt, end: indexAfter(html, '-->', lt + 2) };
      else if (html.startsWith('<![CDATA[', lt))
        token = { kind: 'other', start: lt, end: indexAfter(html, ']]>', lt + 9) };
      else token = { kind: 'other', start: lt, end: indexAfter(html, '>', lt + 3) };
    } else if (next === 63) {
      token = { kind: 'other', start: lt, end: indexAfter(html, '>', lt + 2) };
    }
    if (!token) {
      index = lt + 1;
      continue;
    }
    if (!flushText(lt) || visit(token) === false) return;
    text = token.end;
    index = token.end;
  }
  flushText(html.length);
}

export type RichTextExcess = { limit: RichTextLimit; max: number };

/** The first limit the HTML goes past, or null; stops reading at that point. Linear in the length. */
export function richTextExcess(
  html: string,
  limits: RichTextLimits = RICH_TEXT_LIMITS,
): RichTextExcess | null {
  const over = (limit: RichTextLimit): RichTextExcess => ({ limit, max: limits[limit] });
  if (html.length > limits.maxLength) return over('maxLength');
  let excess: RichTextExcess | null = null;
  let tags = 0;
  const open: string[] = [];
  walkHtml(html, (token) => {
    if (token.kind !== 'open' && token.kind !== 'close') return true;
    if (++tags > limits.maxTags) excess = over('maxTags');
    else if (token.end - token.start > limits.maxTagLength) excess = over('maxTagLength');
    else if (token.kind === 'close') {
      const at = open.lastIndexOf(token.name);
      if (at !== -1) open.length = at;
    } else if (!token.isVoid && open.push(token.name) > limits.maxDepth) excess = over('maxDepth');
    return excess === null;
  });
  return excess;
}

const number = (value: number) => value.toLocaleString('id-ID');

const EXCESS_TEXT: Record<RichTextLimit, (max: number) => string> = {
  maxLength: (max) =>
    `maksimal ${number(max)} karakter HTML; pendekkan teksnya atau bagi menjadi beberapa bagian`,
  maxTags: (max) =>
    `maksimal ${number(max)} tag format; kurangi format tebal, miring atau tautan yang berulang`,
  maxDepth: (max) =>
    `format bertumpuk maksimal ${max} tingkat; hapus format yang berlapis-lapis lalu format ulang teksnya`,
  maxTagLength: (max) =>
    `satu tag beserta atributnya maksimal ${number(max)} karakter; periksa tautan yang sangat panjang`,
};

/** The Indonesian refusal for a field over a limit, naming the field and what to do. */
export function richTextExcessMessage(field: string, excess: RichTextExcess): string {
  return `${fieldLabel(field)}: ${EXCESS_TEXT[excess.limit](excess.max)}`;
}
