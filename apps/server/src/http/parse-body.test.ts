import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH, parseJsonText } from './parse-body';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('JSON bodies', () => {
  it(`are refused before parsing when they nest deeper than ${MAX_JSON_DEPTH} levels`, () => {
    expect(() => parseJsonText(nested(MAX_JSON_DEPTH + 1), z.unknown())).toThrow(/bertingkat terlalu dalam/);
    expect(() => parseJsonText(`{"a":${nested(500_000)}}`, z.unknown())).toThrow(/bertingkat terlalu dalam/);
    expect(parseJsonText(nested(MAX_JSON_DEPTH), z.unknown())).toBeInstanceOf(Array);
  });

  it('count brackets in strings as text, escaped quotes included', () => {
    const text = JSON.stringify({ note: `${'['.repeat(1000)}"${'{'.repeat(1000)}` });
    expect(parseJsonText(text, z.object({ note: z.string() })).note).toHaveLength(2001);
  });
});
