import { RICH_TEXT_LIMITS, type RichTextLimits, richTextExcess, walkHtml } from '@webku/contract';
import { sanitizeRichText } from '@webku/site';

const MARKUP_START = /<(?=[a-z/!?]|$)/gi;

/**
 * Over-limit markup cut down to the limits in one linear pass, every word kept: tags past the tag
 * count, the nesting depth or the tag length are left out (their text stays), comments and
 * declarations go. Text keeps every '<' that cannot start markup; one that could once a neighbour is
 * left out (only ever the last character of a piece of text) is written as '&lt;', so nothing joins
 * into a new tag. The sanitiser's parser then meets at most `limits` of structure.
 */
export function shapeRichText(html: string, limits: RichTextLimits = RICH_TEXT_LIMITS): string {
  const parts: string[] = [];
  const open: string[] = [];
  let tags = 0;
  walkHtml(html, (token) => {
    if (token.kind === 'text') {
      parts.push(html.slice(token.start, token.end).replace(MARKUP_START, '&lt;'));
      return true;
    }
    if (token.kind === 'other' || tags >= limits.maxTags) return true;
    if (token.end - token.start > limits.maxTagLength) return true;
    if (token.kind === 'close') {
      const at = open.lastIndexOf(token.name);
      if (at === -1) return true;
      open.length = at;
    } else if (!token.isVoid) {
      if (open.length >= limits.maxDepth) return true;
      open.push(token.name);
    }
    tags++;
    parts.push(html.slice(token.start, token.end));
    return true;
  });
  return parts.join('');
}

export type StoredRichText = { html: string; overLimits: boolean };

/**
 * What is stored for one rich-text field: the sanitised HTML, and whether the text went past the
 * limits (then it was shaped first, so sanitising stays cheap, and the owner is told to edit it).
 */
export function storeRichText(html: string): StoredRichText {
  const overLimits = richTextExcess(html) !== null;
  return { html: sanitizeRichText(overLimits ? shapeRichText(html) : html), overLimits };
}

/**
 * A store's `prepare` for tables with rich-text columns: each of `fields` present in the values is
 * stored sanitised, with its `{field}_over_limits` flag beside it, and so is its second-language value in
 * `translations`. Absent fields are left alone.
 */
export function richTextFields(...fields: string[]) {
  return <V extends object>(values: V): V => {
    let stored = values as Record<string, unknown>;
    for (const field of fields) {
      const html = stored[field];
      if (html === undefined) continue;
      const clean = typeof html === 'string' ? storeRichText(html) : { html: null, overLimits: false };
      stored = { ...stored, [field]: clean.html, [`${field}_over_limits`]: clean.overLimits };
    }
    // The same fields in a second language are stored sanitised alike.
    const translations = stored.translations as Record<string, Record<string, unknown>> | null | undefined;
    if (translations && typeof translations === 'object') {
      stored = {
        ...stored,
        translations: Object.fromEntries(
          Object.entries(translations).map(([language, words]) => [
            language,
            Object.fromEntries(
              Object.entries(words ?? {}).map(([name, value]) => [
                name,
                fields.includes(name) && typeof value === 'string' ? storeRichText(value).html : value,
              ]),
            ),
          ]),
        ),
      };
    }
    return stored as V;
  };
}
