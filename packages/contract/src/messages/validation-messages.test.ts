import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel } from './field-labels';
import { fieldKeyOf, indonesianErrorMap, validationMessages } from './validation-messages';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: indonesianErrorMap }).error?.issues[0]?.message;

describe('indonesianErrorMap: zod issues a schema did not word itself', () => {
  const schema = z.object({
    name: z.string(),
    price: z.number().min(0).max(1000),
    display_order: z.number().int(),
    is_active: z.boolean(),
    city: z.string().min(3).max(5),
    images: z.array(z.string()).max(2),
    web_language: z.enum(['indonesia', 'english']),
  });
  const valid = {
    name: 'Kopi',
    price: 1,
    display_order: 1,
    is_active: true,
    city: 'Medan',
    images: [],
    web_language: 'indonesia',
  };

  it.each([
    [{ name: undefined }, 'Nama wajib diisi'],
    [{ name: 12 }, 'Nama harus berupa teks'],
    [{ price: 'mahal' }, 'Harga harus berupa angka'],
    [{ price: -5 }, 'Harga tidak boleh negatif'],
    [{ price: 5000 }, 'Harga maksimal 1.000'],
    [{ display_order: 1.5 }, 'Urutan tampil harus berupa bilangan bulat'],
    [{ is_active: 'ya' }, 'Status aktif harus ya atau tidak'],
    [{ city: 'Ab' }, 'Kota minimal 3 karakter'],
    [{ city: 'Jakarta' }, 'Kota maksimal 5 karakter'],
    [{ images: ['a', 'b', 'c'] }, 'Galeri gambar maksimal 2 buah'],
    [{ web_language: 'french' }, 'Bahasa website harus salah satu dari: indonesia, english'],
  ])('%j -> %s', (override, expected) => {
    expect(messageOf(schema, { ...valid, ...override })).toBe(expected);
  });

  it('treats an empty required string as missing', () => {
    expect(messageOf(z.object({ title: z.string().min(1) }), { title: '' })).toBe('Judul wajib diisi');
  });

  it('never leaks an English zod default', () => {
    const message = messageOf(z.object({ slug: z.string().regex(/^[a-z]+$/) }), { slug: 'A B' });
    expect(message).toBe('Slug tidak valid');
  });
});

describe('field names', () => {
  it('uses the Indonesian label of a known key', () => {
    expect(fieldLabel('short_description')).toBe('Deskripsi singkat');
    expect(validationMessages.tooLong('name', 120)).toBe('Nama maksimal 120 karakter');
  });

  it('turns an unknown key into words instead of a path', () => {
    expect(fieldLabel('opening_note')).toBe('Opening note');
  });

  it('takes the last named segment of a path', () => {
    expect(fieldKeyOf(['opening_hours', 2, 'closing_time'])).toBe('closing_time');
    expect(fieldKeyOf([0])).toBe('');
  });
});
