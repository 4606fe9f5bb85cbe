export const WEB_LANGUAGES = ['indonesia', 'english'] as const;
export type WebLanguage = (typeof WEB_LANGUAGES)[number];
