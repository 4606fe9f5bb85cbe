import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../templates/index';
import { setupPayloadSchema } from './setup-payload';

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
    [{ brand_name: '' }, ['Nama usaha wajib diisi']],
    [{ brand_name: '   ' }, ['Nama usaha wajib diisi']],
    [{ brand_name: undefined }, ['Nama usaha wajib diisi']],
    [{ brand_name: 'x'.repeat(81) }, ['Nama usaha maksimal 80 karakter']],
    [{ business_type: '' }, ['Jenis usaha wajib diisi']],
    [{ business_type: 'x'.repeat(61) }, ['Jenis usaha maksimal 60 karakter']],
    [{ short_description: ' ' }, ['Deskripsi singkat wajib diisi']],
    [{ short_description: 'x'.repeat(501) }, ['Deskripsi singkat maksimal 500 karakter']],
    [{ web_language: undefined }, ['Bahasa website wajib diisi']],
    [{ web_language: '' }, ['Bahasa website wajib diisi']],
    [{ web_language: 'french' }, ['Bahasa website harus salah satu dari: indonesia, english']],
    [{ template_selected: 'modern' }, [`Template harus salah satu dari: ${TEMPLATES.join(', ')}`]],
    [{ title_text_font_family: 'Comic Sans' }, [expect.stringContaining('Font judul harus salah satu dari')]],
  ])('%j -> %j', (override, expected) => {
    expect(messages({ ...valid, ...override })).toEqual(expected);
  });

  it('names every missing field', () => {
    expect(messages({})).toEqual([
      'Nama usaha wajib diisi',
      'Jenis usaha wajib diisi',
      'Bahasa website wajib diisi',
      'Template wajib diisi',
      'Deskripsi singkat wajib diisi',
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
