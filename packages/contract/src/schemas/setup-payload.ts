import { z } from 'zod';
import { DEFAULT_TITLE_FONT, titleFontSchema } from '../enums/title-fonts';
import { WEB_LANGUAGES } from '../enums/web-languages';
import { validationMessages as m } from '../messages/validation-messages';
import { TEMPLATES } from '../templates';
import { requiredText } from './fields';

// Shown by the form when any field is empty (every field is required); nothing is sent then.
export const SETUP_REQUIRED_MESSAGE = 'Semua field harus diisi';

export const SETUP_FORM_FIELDS = [
  'brand_name',
  'business_type',
  'web_language',
  'template_selected',
  'short_description',
] as const;
export type SetupFormField = (typeof SETUP_FORM_FIELDS)[number];

export const SETUP_LIMITS = { brand_name: 80, business_type: 60, short_description: 500 } as const;

function requiredChoice<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? m.required(field)
        : m.choice(field, values),
  });
}

export const setupPayloadSchema = z.object({
  brand_name: requiredText('brand_name', SETUP_LIMITS.brand_name),
  business_type: requiredText('business_type', SETUP_LIMITS.business_type),
  web_language: requiredChoice('web_language', WEB_LANGUAGES),
  template_selected: requiredChoice('template_selected', TEMPLATES),
  title_text_font_family: titleFontSchema.default(DEFAULT_TITLE_FONT),
  short_description: requiredText('short_description', SETUP_LIMITS.short_description),
});
export type SetupPayload = z.infer<typeof setupPayloadSchema>;
export type SetupPayloadInput = z.input<typeof setupPayloadSchema>;
