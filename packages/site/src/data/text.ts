import type { BilingualText, WebLanguage } from '@webku/contract';

// Stored text may be null, empty or only spaces; all three mean "not set".
export function textOr(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A name given in both languages (a section's own title), in the page's language. */
export function titleIn(title: BilingualText, language: WebLanguage): string {
  return language === 'english' ? title.en : title.id;
}
