import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { type Fields, fieldInputShape, translationsInput, translationsRead } from '../sections/fields';
import { booleanField, displayOrderInput, idSchema, isoDateSchema, isoDateTimeSchema } from './fields';

// created_date is the owner's publication date ('YYYY-MM-DD'); created_at is when the row was made.
export const newsArticleSchema = z.object({
  id: idSchema,
  // The owner's words in a second language: the admin reads them, a visitor gets the page's language.
  translations: translationsRead.optional(),
  title: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  // True when the stored content went past the rich-text limits (see web settings).
  content_over_limits: z.boolean().nullish(),
  thumbnail: z.string().nullable(),
  display_order: z.number().int(),
  is_published: z.boolean(),
  created_date: isoDateSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** What the owner fills in an article; its order, whether it is published and its dates are the list's. */
export const newsArticleFields = {
  title: { kind: 'text', label: 'Judul', required: true, max: 200 },
  category: { kind: 'text', label: 'Kategori', max: 60 },
  description: { kind: 'longText', label: 'Deskripsi Singkat', named: 'Deskripsi', max: 500 },
  content: { kind: 'richText', label: 'Isi Artikel', named: 'Isi artikel' },
  thumbnail: { kind: 'image', label: 'Thumbnail', folder: 'news' },
} as const satisfies Fields;

export const newsArticleInputSchema = z.object({
  ...fieldInputShape(newsArticleFields),
  translations: translationsInput(newsArticleFields),
  display_order: displayOrderInput().optional(),
  is_published: booleanField('is_published').optional(),
  created_date: z.union([isoDateSchema, z.literal('')], { error: m.date('created_date') }).nullish(),
});
export type NewsArticleInput = z.infer<typeof newsArticleInputSchema>;
