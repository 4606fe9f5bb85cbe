import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';

export const TEMPLATES = ['classic-website', 'minimalis-coffee-shop'] as const;
export type Template = (typeof TEMPLATES)[number];

// Used when web settings are created without a template (the setup form always sends one).
export const DEFAULT_TEMPLATE: Template = 'minimalis-coffee-shop';

export const templateSchema = z.enum(TEMPLATES, {
  error: m.choice('template_selected', TEMPLATES),
});
