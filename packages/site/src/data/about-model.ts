import { aboutParagraphs, type PublicPayload } from '@webku/contract';
import type { SiteTexts } from '../texts/site-texts';
import { textOr, textOrNull } from './text';

export const ABOUT_ANCHOR = 'about';

export type AboutModel = {
  title: string;
  paragraphs: string[];
  photo: { src: string; alt: string } | null;
};

// Nothing to read, no section: a title or a photo alone is not shown.
export function buildAboutModel(payload: PublicPayload, texts: SiteTexts): AboutModel | null {
  const about = payload.about_section;
  const paragraphs = aboutParagraphs(about?.text);
  if (!about || paragraphs.length === 0) return null;
  const image = textOrNull(about.image);
  return {
    title: textOr(about.title, texts.aboutTitle),
    paragraphs,
    photo: image ? { src: image, alt: texts.aboutPhotoAlt(payload.company.name) } : null,
  };
}
