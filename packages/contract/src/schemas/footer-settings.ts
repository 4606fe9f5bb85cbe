import { z } from 'zod';
import {
  idSchema,
  optionalEmail,
  optionalPhone,
  optionalSocialProfile,
  optionalText,
  optionalYear,
} from './fields';

const text = z.string().nullable();

// copyright_year is text so owners can write a range such as '2019-2025'.
export const footerSettingsSchema = z.object({
  id: idSchema,
  shop_name: text,
  tagline: text,
  instagram_url: text,
  facebook_url: text,
  tiktok_url: text,
  address: text,
  phone: text,
  email: text,
  copyright_year: text,
  copyright_text: text,
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

export const footerSettingsInputSchema = z.object({
  shop_name: optionalText('shop_name', 120),
  tagline: optionalText('tagline', 300),
  instagram_url: optionalSocialProfile('instagram_url', 'instagram'),
  facebook_url: optionalSocialProfile('facebook_url', 'facebook'),
  tiktok_url: optionalSocialProfile('tiktok_url', 'tiktok'),
  address: optionalText('address', 500),
  phone: optionalPhone('phone'),
  email: optionalEmail('email'),
  copyright_year: optionalYear('copyright_year'),
  copyright_text: optionalText('copyright_text', 200),
});
export type FooterSettingsInput = z.infer<typeof footerSettingsInputSchema>;

// A backup or restore point may hold footer values saved before phone and year were checked;
// restoring it must not fail on them, so those two fields keep the older, text-only rule.
export const footerSettingsBackupSchema = footerSettingsInputSchema.extend({
  phone: optionalText('phone', 40),
  copyright_year: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    optionalText('copyright_year', 20),
  ),
});
