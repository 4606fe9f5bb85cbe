import { z } from 'zod';
import { sectionTypeSchema } from '../enums/section-types';
import { validationMessages as m } from '../messages/validation-messages';
import { type Fields, translationsInput, translationsRead } from '../sections/fields';
import { booleanField, optionalHttpUrl, optionalText, URL_MAX_LENGTH } from './fields';

const text = z.string().nullable();

export const sectionSettingSchema = z.object({
  section_type: sectionTypeSchema,
  is_active: z.boolean(),
  title: text,
  description: text,
  google_drive_menu_url: text,
  google_drive_menu_qr_code: text,
  // The heading and its line in a second language (left out while there are none).
  translations: translationsRead.optional(),
});
export type SectionSetting = z.infer<typeof sectionSettingSchema>;

/** What the owner writes of a section's settings: the heading and its line (a second language has both). */
export const sectionSettingFields = {
  title: { kind: 'text', label: 'Judul', max: 120 },
  description: { kind: 'longText', label: 'Deskripsi', max: 1000 },
} as const satisfies Fields;

// The QR code is generated in the browser and stored as an image URL or a data: URL of the image.
const qrCode = optionalText('google_drive_menu_qr_code', 200_000).refine(
  (value) =>
    !value ||
    /^data:image\/(?:png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value) ||
    (value.length <= URL_MAX_LENGTH && /^(?:https?:\/\/|\/(?!\/))\S+$/.test(value)),
  { error: m.imageUrl('google_drive_menu_qr_code') },
);

// The route names the section, so section_type in the body is optional and only checked.
export const sectionSettingInputSchema = z.object({
  section_type: sectionTypeSchema.optional(),
  is_active: booleanField('is_active').optional(),
  title: optionalText('title', 120),
  description: optionalText('description', 1000),
  google_drive_menu_url: optionalHttpUrl('google_drive_menu_url'),
  google_drive_menu_qr_code: qrCode,
  translations: translationsInput(sectionSettingFields),
});
export type SectionSettingInput = z.infer<typeof sectionSettingInputSchema>;
