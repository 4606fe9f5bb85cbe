import type { WebLanguage } from '@webku/contract';

/** How the admin names each language (a module of its own: the dashboard reads it without the editors). */
export const LANGUAGE_LABELS: Record<WebLanguage, string> = {
  english: 'English',
  indonesia: 'Bahasa Indonesia',
};
