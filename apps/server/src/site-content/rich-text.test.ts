import { RICH_TEXT_LIMITS, type RichTextLimits, richTextExcess } from '@webku/contract';
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { LONG_ARTICLE, OVER_LIMIT_RICH_TEXT } from '../../../../tests/fixtures/hostile-rich-text';
import {
  EDITOR_HTML,
  expectEditorMarkupKept,
  expectHostileMarkupGone,
  HOSTILE_HTML,
} from '../../../../tests/support/server/rich-text-samples';
import { richTextFields, shapeRichText, storeRichText } from './rich-text';

// What sanitize-html's own parser sees in the HTML: elements opened and the deepest nesting.
function parsed(html: string) {
  let opened = 0;
  let depth = 0;
  let deepest = 0;
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    onOpenTag: () => {
      opened++;
      deepest = Math.max(deepest, ++depth);
    },
    onCloseTag: () => {
      depth--;
    },
  });
  return { opened, deepest };
}

const SMALL: RichTextLimits = { maxLength: 10_000, maxTags: 12, maxDepth: 4, maxTagLength: 24 };

// Pieces that meet at the parser's corner cases: quotes, raw-text elements, comments, self-closing.
const PIECES = [
  '<b>',
  '</b>',
  '<i>',
  '</i >',
  '<p>',
  '</p>',
  '<br>',
  '<img src=x>',
  '<script>',
  '</script>',
  '<title>',
  '</title\t>',
  '<textarea>',
  '<xmp>',
  '<style>',
  '<b/>',
  '<script / >',
  '<svg>',
  '<!--',
  '-->',
  '<!',
  '<?',
  '</',
  '<![CDATA[',
  ']]>',
  '<a href="',
  '<a title=',
  '"',
  "'",
  '=',
  ' ',
  '/',
  '>',
  '<',
  'x',
  '&amp;',
  '<span class="ql-size-huge">',
  '</span>',
];
const markup = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((pieces) => pieces.join(''));
// Cases a tokenizer that differs from the parser would get wrong, tried first.
const CORNERS = [
  `<script / >${'<b>'.repeat(6)}`,
  `<script><!--</script>${'<b>'.repeat(6)}`,
  `<title><a title="</title>${'<b>'.repeat(6)}">`,
  `<a title=x/>${'<i>'.repeat(6)}`,
  `<!-->${'<b>'.repeat(6)}-->`,
  `<a b"c>${'<u>'.repeat(6)}`,
  `</ b>${'<s>'.repeat(6)}`,
].map((html) => [html] as [string]);

describe('rich text limits against the sanitiser’s parser', () => {
  it('text within the limits never opens more elements or nests deeper for the parser', () => {
    fc.assert(
      fc.property(markup, (html) => {
        if (richTextExcess(html, SMALL)) return;
        const seen = parsed(html);
        expect(seen.opened).toBeLessThanOrEqual(SMALL.maxTags);
        // A void element opens and closes at once: one level above the limit for an instant.
        expect(seen.deepest).toBeLessThanOrEqual(SMALL.maxDepth + 1);
      }),
      { numRuns: 3000, examples: CORNERS },
    );
  });

  it('shaped text is within the limits for the parser, and keeps every word', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const shaped = shapeRichText(html, SMALL);
        const seen = parsed(shaped);
        expect(seen.opened).toBeLessThanOrEqual(SMALL.maxTags);
        expect(seen.deepest).toBeLessThanOrEqual(SMALL.maxDepth + 1);
      }),
      { numRuns: 3000, examples: CORNERS },
    );
    const words = 'kopi '.repeat(50);
    const shaped = shapeRichText(
      `${'<b>'.repeat(30)}${words}<!-- c --><a href="${'x'.repeat(40)}">${words}</a>`,
      SMALL,
    );
    expect(sanitizeHtml(shaped, { allowedTags: [] })).toBe(`${words}${words}`);
  });
});

describe('storeRichText', () => {
  it('keeps what the editor makes and removes what could run, without flagging it', () => {
    expect(storeRichText(EDITOR_HTML).overLimits).toBe(false);
    expectEditorMarkupKept(storeRichText(EDITOR_HTML).html);
    expectHostileMarkupGone(storeRichText(HOSTILE_HTML).html);
    expect(storeRichText('<script>alert(1)</script>').html).toBe('');
    expect(storeRichText(LONG_ARTICLE).overLimits).toBe(false);
  });

  it('flags over-limit text, keeps its words and costs a bounded time whatever its shape', () => {
    for (const [shape, html] of Object.entries(OVER_LIMIT_RICH_TEXT)) {
      const started = performance.now();
      const stored = storeRichText(html);
      expect(performance.now() - started, shape).toBeLessThan(1_000);
      expect(stored.overLimits, shape).toBe(true);
      const excess = richTextExcess(stored.html);
      expect(excess === null || excess.limit === 'maxLength', shape).toBe(true);
    }
    const words = 'Pasal '.repeat(RICH_TEXT_LIMITS.maxTags);
    const stored = storeRichText(`${'<p><b>'.repeat(3_000)}${words}`);
    expect(stored.overLimits).toBe(true);
    expect(stored.html).toContain(words.trim());
  });
});

describe('richTextFields', () => {
  const prepare = richTextFields('terms_and_conditions');

  it('stores a present field sanitised with its flag, and leaves an absent one alone', () => {
    expect(prepare({ terms_and_conditions: '<p onclick="x()">a</p>', other: 1 })).toEqual({
      terms_and_conditions: '<p>a</p>',
      terms_and_conditions_over_limits: false,
      other: 1,
    });
    expect(prepare({ terms_and_conditions: null })).toEqual({
      terms_and_conditions: null,
      terms_and_conditions_over_limits: false,
    });
    expect(prepare({ other: 1 })).toEqual({ other: 1 });
    expect(prepare({ terms_and_conditions: '<b>'.repeat(100_000) })).toMatchObject({
      terms_and_conditions_over_limits: true,
    });
  });
});
