import { type SafeHtml, sanitizeRichText } from '../sanitize/sanitize-rich-text';

// An editor's empty value is '<p><br></p>': markup without words or images counts as no content.
export function richTextContent(html: string | null | undefined): SafeHtml | null {
  if (!html) return null;
  const clean = sanitizeRichText(html);
  const words = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return words || /<img\s/i.test(clean) ? clean : null;
}
