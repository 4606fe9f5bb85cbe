import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { isoDateTimeSchema } from './fields';
import { imageUseSchema } from './image-use';

export const DEFAULT_ASSET_CATEGORY = 'general';

// Categories become storage folder names, so they are kept to a safe slug alphabet.
export const assetCategorySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
    error: `${m.slug('category')}, maksimal 40 karakter`,
  });

export const assetImageSchema = z.object({
  filename: z.string(),
  // The file's name on the owner's device (null for images uploaded before names were kept).
  original_name: z.string().nullable().optional(),
  full_url: z.string(),
  size: z.number().int().nonnegative(),
  last_modified: isoDateTimeSchema,
  // Where the site shows the image now; deleting it clears these places.
  used_in: z.array(imageUseSchema).optional(),
});
export type AssetImage = z.infer<typeof assetImageSchema>;

// A drawn illustration of the content packs: selectable, never deleted.
export const builtinImageSchema = z.object({ key: z.string(), full_url: z.string(), label: z.string() });
export type BuiltinImage = z.infer<typeof builtinImageSchema>;

export const assetListingSchema = z.object({
  images: z.record(z.string(), z.array(assetImageSchema)),
  categories_with_images: z.array(z.string()),
  total_images: z.number().int().nonnegative(),
  builtin_images: z.array(builtinImageSchema).optional(),
});
export type AssetListing = z.infer<typeof assetListingSchema>;
