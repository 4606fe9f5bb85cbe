import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { indonesianErrorMap } from '../messages/validation-messages';
import { merchandiseItemInputSchema } from '../schemas/merchandise-item';
import { storeInputSchema } from '../schemas/store';
import { issueMessage } from './issues-message';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: indonesianErrorMap });
  expect(result.success).toBe(false);
  return issueMessage(result.error?.issues[0]);
};

describe('issueMessage (API 422 text)', () => {
  it('keeps a message that already names the field', () => {
    expect(firstMessage(merchandiseItemInputSchema, { name: '' })).toBe('Nama wajib diisi');
  });

  it('says which list entry an issue is about, never a schema path', () => {
    const message = firstMessage(merchandiseItemInputSchema, {
      name: 'Tumbler',
      images: [{ image_url: '/uploads/a.webp' }, { image_url: 'javascript:alert(1)' }],
    });
    expect(message).toBe(
      'Galeri gambar ke-2: URL gambar harus berupa tautan http(s) atau alamat gambar yang diawali /',
    );
    expect(message).not.toMatch(/images\.1|image_url/);
  });

  it('names the day of an opening hour', () => {
    const message = firstMessage(storeInputSchema, {
      name: 'Kopi Senja',
      opening_hours: [
        { day_of_week: 'monday', opening_time: '8 pagi', closing_time: '17:00', is_closed: false },
      ],
    });
    expect(message).toBe('Jam buka ke-1: Jam buka harus berformat JJ:MM, contoh 08:00');
  });

  it('has a message for a body without issues', () => {
    expect(issueMessage(undefined)).toBe('Data yang dikirim tidak valid');
  });
});
