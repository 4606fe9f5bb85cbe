import { describe, expect, test } from 'vitest';
import {
  type HtmlToken,
  RICH_TEXT_LIMITS,
  richTextExcess,
  richTextExcessMessage,
  walkHtml,
} from './rich-text-limits';

const tokens = (html: string) => {
  const found: string[] = [];
  walkHtml(html, (token: HtmlToken) => {
    const source = html.slice(token.start, token.end);
    found.push(token.kind === 'text' ? `"${source}"` : `${token.kind}:${source}`);
    return true;
  });
  return found;
};

describe('walkHtml', () => {
  test('reads tags as the HTML parser does: quotes only around values, names up to a blank, / or >', () => {
    expect(tokens('a<b>c</b>')).toEqual(['"a"', 'open:<b>', '"c"', 'close:</b>']);
    expect(tokens('<a title="x>y" b=\'>\'>t')).toEqual([`open:<a title="x>y" b='>'>`, '"t"']);
    expect(tokens('<a b"c>d')).toEqual(['open:<a b"c>', '"d"']);
    expect(tokens('<b<i>x')).toEqual(['open:<b<i>', '"x"']);
    expect(tokens('1 < 2 <3 </ >')).toEqual(['"1 < 2 <3 "', 'other:</ >']);
  });

  test('skips comments, declarations and the content of raw-text elements', () => {
    expect(tokens('<!-- <b> -->x<!-->y<?php ?>z<!DOCTYPE html>')).toEqual([
      'other:<!-- <b> -->',
      '"x"',
      'other:<!-->',
      '"y"',
      'other:<?php ?>',
      '"z"',
      'other:<!DOCTYPE html>',
    ]);
    expect(tokens('<script><b><!--</script><i>')).toEqual([
      'open:<script>',
      '"<b><!--"',
      'close:</script>',
      'open:<i>',
    ]);
    // '<script / >' closes itself, so what follows is markup again.
    expect(tokens('<script / ><b>')).toEqual(['open:<script / >', 'open:<b>']);
  });

  test('reads a tag the text ends inside as text, as the parser drops it', () => {
    expect(tokens('x<b title="never closed')).toEqual([`"x<b title="never closed"`]);
  });
});

describe('richTextExcess', () => {
  const { maxLength, maxTags, maxDepth, maxTagLength } = RICH_TEXT_LIMITS;

  test('accepts a long article of ordinary formatting', () => {
    const paragraph =
      '<p>Kopi kami <strong>disangrai</strong> setiap <em>pagi</em> di <a href="https://x.id">kedai</a>.</p>';
    const article = paragraph.repeat(Math.floor(maxLength / paragraph.length / 4));
    expect(richTextExcess(article)).toBeNull();
  });

  test('names the first limit passed: length, tags, depth, tag length', () => {
    expect(richTextExcess('a'.repeat(maxLength + 1))).toEqual({ limit: 'maxLength', max: maxLength });
    expect(richTextExcess('<br>'.repeat(maxTags + 1))).toEqual({ limit: 'maxTags', max: maxTags });
    expect(richTextExcess('<b>'.repeat(maxDepth + 1))).toEqual({ limit: 'maxDepth', max: maxDepth });
    expect(richTextExcess('<b>x</b>'.repeat(maxDepth + 1))).toBeNull();
    expect(richTextExcess(`<a href="${'x'.repeat(maxTagLength)}">`)).toEqual({
      limit: 'maxTagLength',
      max: maxTagLength,
    });
    // Void elements open no level; closing tags close up to their own opening tag.
    expect(richTextExcess(`<p>${'<br><img src=x>'.repeat(100)}</p>`)).toBeNull();
    expect(
      richTextExcess(`${'<b><i>'.repeat(8)}${'</b>'.repeat(8)}${'<u>'.repeat(maxDepth - 2)}`),
    ).toBeNull();
  });

  test('reads 100,000 tags or deep nesting in a few milliseconds', () => {
    for (const html of [
      '<b>'.repeat(100_000),
      '<b>x</b>'.repeat(60_000),
      `<a title="${'"'.repeat(190_000)}">`,
    ]) {
      const started = performance.now();
      expect(richTextExcess(html)).not.toBeNull();
      expect(performance.now() - started).toBeLessThan(50);
    }
  });

  test('says in Indonesian which field is over which limit and what to do', () => {
    expect(richTextExcessMessage('terms_and_conditions', { limit: 'maxDepth', max: 20 })).toBe(
      'Syarat dan ketentuan: format bertumpuk maksimal 20 tingkat; hapus format yang berlapis-lapis lalu format ulang teksnya',
    );
    expect(richTextExcessMessage('content', { limit: 'maxTags', max: 10_000 })).toMatch(
      /^Isi artikel: maksimal 10\.000 tag/,
    );
  });
});
