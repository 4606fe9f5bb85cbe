import { z } from 'zod';
import { fieldLabel } from '../messages/field-labels';
import { optionalImageUrl, optionalText } from './fields';

export const ABOUT_TITLE_MAX = 80;
export const ABOUT_TEXT_MAX = 2000;
export const ABOUT_PARAGRAPHS_MAX = 12;

/** The paragraphs of plain text: split on blank lines, each one's lines joined by single spaces. */
export function aboutParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

// Plain text written as the page shows it: paragraphs apart by one blank line, no trailing spaces.
const tidyParagraphs = (text: string) => aboutParagraphs(text.replace(/\r\n?/g, '\n')).join('\n\n');

const nullable = z.string().nullable();

export const aboutSectionSchema = z.object({
  title: nullable,
  text: nullable,
  image: nullable,
});
export type AboutSection = z.infer<typeof aboutSectionSchema>;

// Plain text, never HTML: the page prints it as text, so nothing in it is markup to sanitise.
export const aboutSectionInputSchema = z.object({
  title: optionalText('title', ABOUT_TITLE_MAX),
  text: optionalText('text', ABOUT_TEXT_MAX)
    // Emptied text is no text: stored as null, like a section never written.
    .transform((value) => (value === undefined ? value : tidyParagraphs(value ?? '') || null))
    .refine((value) => aboutParagraphs(value).length <= ABOUT_PARAGRAPHS_MAX, {
      error: `${fieldLabel('text')} maksimal ${ABOUT_PARAGRAPHS_MAX} paragraf; gabungkan paragraf yang pendek`,
    }),
  image: optionalImageUrl('image'),
});
export type AboutSectionInput = z.infer<typeof aboutSectionInputSchema>;

/** The section shows once it has text; a title or photo alone is not a section. */
export const isAboutVisible = (about: Pick<AboutSection, 'text'> | null | undefined): boolean =>
  aboutParagraphs(about?.text).length > 0;
