import { z } from 'zod';
import { idSchema } from './fields';

// How the kind of business names what it offers (the generator's wording): "4 layanan", "3 kamar".
export const READING_WORDINGS = [
  'menu',
  'services',
  'products',
  'rooms',
  'classes',
  'fleet',
  'units',
  'packages',
  'catalogue',
] as const;
export type ReadingWording = (typeof READING_WORDINGS)[number];

// A phrase waits ('open') until the owner adds it as an item or dismisses it; neither comes back.
export const PHRASE_STATUSES = ['open', 'added', 'dismissed'] as const;
export type PhraseStatus = (typeof PHRASE_STATUSES)[number];

const count = z.number().int().nonnegative();

// What generation read from the owner's description: how many offerings and prices became items, and
// whether it found opening hours, a city, a street and a WhatsApp number.
export const readingSummarySchema = z.object({
  wording: z.enum(READING_WORDINGS),
  offerings: count,
  prices: count,
  hours: z.boolean(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  whatsapp: z.boolean(),
});
export type ReadingSummary = z.infer<typeof readingSummarySchema>;

// A phrase the reader could not place, with the price written in it (null: none).
export const descriptionPhraseSchema = z.object({
  id: idSchema,
  text: z.string(),
  price: z.number().nonnegative().nullable(),
});
export type DescriptionPhrase = z.infer<typeof descriptionPhraseSchema>;

// `GET /api/admin/description-reading`: the summary (null for a site generated before it was kept) and the
// phrases still open, in the order the owner wrote them.
export const descriptionReadingSchema = z.object({
  summary: readingSummarySchema.nullable(),
  phrases: z.array(descriptionPhraseSchema),
});
export type DescriptionReading = z.infer<typeof descriptionReadingSchema>;
