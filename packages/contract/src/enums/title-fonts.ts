import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';

// A closed list: the value is written into CSS, so free text would be an injection point.
export const TITLE_FONTS = [
  'Comfortaa, sans-serif',
  'Inter, sans-serif',
  'Playfair Display, serif',
  'Montserrat, sans-serif',
] as const;
export type TitleFont = (typeof TITLE_FONTS)[number];

export const DEFAULT_TITLE_FONT: TitleFont = 'Comfortaa, sans-serif';

export const titleFontSchema = z.enum(TITLE_FONTS, {
  error: m.choice('title_text_font_family', TITLE_FONTS),
});
