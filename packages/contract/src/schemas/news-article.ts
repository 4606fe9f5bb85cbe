import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import {
  booleanField,
  displayOrderInput,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  optionalHtml,
  optionalImageUrl,
  optionalText,
  requiredText,
} from './fields';

// created_date is the owner's publication date ('YYYY-MM-DD'); created_at is when the row was made.
export const newsArticleSchema = z.object({
  id: idSchema,
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

export const newsArticleInputSchema = z.object({
  title: requiredText('title', 200),
  category: optionalText('category', 60),
  description: optionalText('description', 500),
  content: optionalHtml('content'),
  thumbnail: optionalImageUrl('thumbnail'),
  display_order: displayOrderInput().optional(),
  is_published: booleanField('is_published').optional(),
  created_date: z.union([isoDateSchema, z.literal('')], { error: m.date('created_date') }).nullish(),
});
export type NewsArticleInput = z.infer<typeof newsArticleInputSchema>;
