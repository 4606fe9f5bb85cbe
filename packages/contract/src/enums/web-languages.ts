import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';

export const WEB_LANGUAGES = ['indonesia', 'english'] as const;
export type WebLanguage = (typeof WEB_LANGUAGES)[number];

export const webLanguageSchema = z.enum(WEB_LANGUAGES, {
  error: m.choice('web_language', WEB_LANGUAGES),
});
