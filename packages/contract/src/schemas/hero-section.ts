import { z } from 'zod';
import { optionalImageUrl, optionalLink, optionalText } from './fields';

const text = z.string().nullable();

export const heroSectionSchema = z.object({
  background_image: text,
  logo: text,
  shop_name: text,
  sub_name: text,
  tagline: text,
  cta_text: text,
  cta_link: text,
});
export type HeroSection = z.infer<typeof heroSectionSchema>;

export const heroSectionInputSchema = z.object({
  background_image: optionalImageUrl('background_image'),
  logo: optionalImageUrl('logo'),
  shop_name: optionalText('shop_name', 120),
  sub_name: optionalText('sub_name', 120),
  tagline: optionalText('tagline', 300),
  cta_text: optionalText('cta_text', 60),
  cta_link: optionalLink('cta_link'),
});
export type HeroSectionInput = z.infer<typeof heroSectionInputSchema>;
