import { z } from 'zod';

export const WEB_LANGUAGES = ['indonesia', 'english'] as const;
export type WebLanguage = (typeof WEB_LANGUAGES)[number];

export const webLanguageSchema = z.enum(WEB_LANGUAGES, {
  error: "web_language must be 'indonesia' or 'english'",
});
