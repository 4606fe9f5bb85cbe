import { readWhatsApp } from '@webku/content-packs';
import { aboutParagraphs } from '@webku/contract';
import type { GeneratedAboutSection, WebLanguage } from './content-provider';
import { asSentence, endLines, sentenceCase } from './text-utils';

const TITLES: Record<WebLanguage, string> = { indonesia: 'Tentang Kami', english: 'About us' };

// Text typed with caps lock on: nearly every letter a capital, more than a short name's worth.
function isShouted(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase());
  return letters.length >= 12 && capitals.length / letters.length > 0.8;
}

// Shouted text in lower case, except the words of the brand, which keep the owner's own spelling.
function unshout(text: string, brand: string): string {
  const brandWords = new Map(
    brand
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => [word.toLowerCase(), word]),
  );
  return text.replace(/\p{L}[\p{L}\p{N}'’-]*/gu, (word) => {
    const lower = word.toLowerCase();
    return brandWords.get(lower) ?? lower;
  });
}

// The WhatsApp number with the words that announce it ("WA 0813 4567 8899"): the site shows it on its
// buttons, so the story does not repeat it; the punctuation around it closes up.
export function withoutNumber(description: string): string {
  const number = readWhatsApp(description);
  if (!number) return description;
  return (
    `${description.slice(0, number.index)} ${description.slice(number.index + number.length)}`
      .replace(/[ \t]*([,;:])(?:[ \t]*[,;:])+/g, '$1')
      // "smoothing mulai 250rb. wa 0821…, buka": the stop before the number ends the sentence, not its comma.
      .replace(/([.!?])[ \t]*[,;:]/g, '$1')
      .replace(/[ \t]+([,.;:!?])/g, '$1')
      .replace(/[,;:]\s*$/gm, '')
      .replace(/[ \t]{2,}/g, ' ')
      .trim()
  );
}

/**
 * "Tentang Kami" from the owner's own description and nothing else: the same words, tidied (spaces,
 * capitals, a closing full stop per paragraph). No description, no text: the page then leaves the
 * section out. No photo either until the owner picks one.
 */
export function buildAboutSection(
  description: string,
  brand: string,
  language: WebLanguage,
): GeneratedAboutSection {
  const paragraphs = aboutParagraphs(endLines(withoutNumber(description))).map((paragraph) =>
    asSentence(sentenceCase(isShouted(paragraph) ? unshout(paragraph, brand) : paragraph)),
  );
  return { title: TITLES[language], text: paragraphs.join('\n\n') || null, image: null };
}
