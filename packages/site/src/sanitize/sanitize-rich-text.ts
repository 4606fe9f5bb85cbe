import sanitizeHtml from 'sanitize-html';

const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;
const UNICODE_BLANKS = /[\s\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Sanitized markup: what sanitizeRichText returns, and stored rich text read back (the server stores
 * only its output). Raw strings cannot reach the page by mistake.
 */
export type SafeHtml = string & { readonly __safeHtml: true };

// Browsers drop control characters and spaces inside a URL's scheme; so does this check.
function stripBlanks(value: string): string {
  let visible = '';
  for (const char of value) if (char.charCodeAt(0) > 0x20) visible += char;
  return visible.replace(UNICODE_BLANKS, '');
}

// Stricter than browsers: a scheme hidden behind any kind of blank must still be an allowed one.
function isAllowedUrl(value: string, schemes: readonly string[]): boolean {
  const scheme = SCHEME.exec(stripBlanks(value))?.[1]?.toLowerCase();
  return scheme === undefined || schemes.includes(scheme);
}

// The address a browser loads: its URL parser drops tabs and line breaks anywhere, and control characters
// and spaces around it. Storing that form keeps every later check of the text (whose image it shows)
// reading what the browser will.
function asBrowserReads(value: string): string {
  const kept = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = kept.length;
  while (start < end && kept.charCodeAt(start) <= 0x20) start++;
  while (end > start && kept.charCodeAt(end - 1) <= 0x20) end--;
  return kept.slice(start, end);
}

function keepUrl(attribs: Record<string, string>, name: string, schemes: readonly string[]) {
  const next = { ...attribs };
  const value = next[name] === undefined ? undefined : asBrowserReads(next[name]);
  if (value === undefined) return next;
  if (isAllowedUrl(value, schemes)) next[name] = value;
  else delete next[name];
  return next;
}

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
const IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

const BLOCK_TAGS = ['h1', 'h2', 'h3', 'p', 'li', 'blockquote', 'pre'] as const;
const INLINE_TAGS = ['span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'a'] as const;

// The Quill editor's own classes (indent levels 1-8; sizes small, large, huge; alignment),
// styled by the public templates; every other class is dropped.
export const QUILL_BLOCK_CLASSES = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((level) => `ql-indent-${level}`),
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
] as const;
export const QUILL_INLINE_CLASSES = ['ql-size-small', 'ql-size-large', 'ql-size-huge'] as const;

const ALLOWED_CLASSES: Record<string, string[]> = Object.fromEntries([
  ...BLOCK_TAGS.map((tag) => [tag, [...QUILL_BLOCK_CLASSES]]),
  ...INLINE_TAGS.map((tag) => [tag, [...QUILL_INLINE_CLASSES]]),
]);

// The rich-text allowlist: formatting only; no styles, frames, forms or event handlers, and no class
// but the editor's own.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS, 'br', 'ul', 'ol', 'img'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedClasses: ALLOWED_CLASSES,
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...keepUrl(attribs, 'href', LINK_SCHEMES), rel: 'noopener' };
      if (attribs.target !== '_blank') delete next.target;
      return { tagName, attribs: next };
    },
    // sanitize-html accepts any data: URL for img; only raster images are let through (an SVG could carry
    // script). An image without a usable source loses every attribute and is removed after the pass.
    img: (tagName, attribs) => {
      const next = keepUrl(attribs, 'src', IMAGE_SCHEMES);
      const src = stripBlanks(next.src ?? '');
      const usable = src !== '' && (!/^data:/i.test(src) || SAFE_DATA_IMAGE.test(src));
      return { tagName, attribs: usable ? next : {} };
    },
  },
};

// Text comes out escaped, so this string can only be an image tag without attributes. Removing them
// afterwards keeps the pass linear: sanitize-html's exclusiveFilter copies the whole output for every
// element it drops.
const EMPTY_IMAGE = '<img />';

/**
 * Owner-written rich text (news content, policy pages) reduced to safe formatting markup. Called when
 * the text is written, never while a page renders; keep its input within the contract's rich-text
 * limits (the server shapes over-limit text first) and it costs a few milliseconds.
 */
export function sanitizeRichText(html: string | null | undefined): SafeHtml {
  if (!html) return '' as SafeHtml;
  return sanitizeHtml(html, OPTIONS).replaceAll(EMPTY_IMAGE, '') as SafeHtml;
}
