import { describe, expect, it } from 'vitest';
import { hasEmptySetupField, setupPayloadSchema } from './setup-payload';

const valid = {
  brand_name: '  Kopi Senja ',
  business_type: 'Coffee shop',
  web_language: 'indonesia',
  template_selected: 'minimalis-coffee-shop',
  short_description: 'Kedai kopi kecil di Bandung.',
};

const messages = (input: unknown) => setupPayloadSchema.safeParse(input).error?.issues.map((i) => i.message);

describe('setupPayloadSchema', () => {
  it('trims text and defaults the title font', () => {
    expect(setupPayloadSchema.parse(valid)).toEqual({
      ...valid,
      brand_name: 'Kopi Senja',
      title_text_font_family: 'Comfortaa, sans-serif',
    });
  });

  it('keeps a chosen title font', () => {
    const parsed = setupPayloadSchema.parse({ ...valid, title_text_font_family: 'Inter, sans-serif' });
    expect(parsed.title_text_font_family).toBe('Inter, sans-serif');
  });

  it.each([
    [{ brand_name: '' }, ['brand_name is required']],
    [{ brand_name: '   ' }, ['brand_name is required']],
    [{ brand_name: undefined }, ['brand_name is required']],
    [{ brand_name: 'x'.repeat(81) }, ['brand_name must be at most 80 characters']],
    [{ business_type: '' }, ['business_type is required']],
    [{ business_type: 'x'.repeat(61) }, ['business_type must be at most 60 characters']],
    [{ short_description: ' ' }, ['short_description is required']],
    [{ short_description: 'x'.repeat(501) }, ['short_description must be at most 500 characters']],
    [{ web_language: undefined }, ['web_language is required']],
    [{ web_language: '' }, ['web_language is required']],
    [{ web_language: 'french' }, ["web_language must be 'indonesia' or 'english'"]],
    [
      { template_selected: 'modern' },
      ["template_selected must be 'classic-website' or 'minimalis-coffee-shop'"],
    ],
    [{ title_text_font_family: 'Comic Sans' }, [expect.stringContaining('title_text_font_family')]],
  ])('%j -> %j', (override, expected) => {
    expect(messages({ ...valid, ...override })).toEqual(expected);
  });

  it('names every missing field', () => {
    expect(messages({})).toEqual([
      'brand_name is required',
      'business_type is required',
      'web_language is required',
      'template_selected is required',
      'short_description is required',
    ]);
  });

  it('accepts the exact maximum lengths', () => {
    const long = {
      brand_name: 'x'.repeat(80),
      business_type: 'y'.repeat(60),
      short_description: 'z'.repeat(500),
    };
    expect(setupPayloadSchema.safeParse({ ...valid, ...long }).success).toBe(true);
  });
});

describe('hasEmptySetupField', () => {
  it.each([
    [valid, false],
    [{ ...valid, brand_name: '' }, true],
    [{ ...valid, short_description: '  ' }, true],
    [{ ...valid, template_selected: undefined }, true],
    [{}, true],
  ])('%j -> %j', (values, expected) => {
    expect(hasEmptySetupField(values)).toBe(expected);
  });
});
