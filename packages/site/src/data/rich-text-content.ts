import type { SafeHtml } from '../sanitize/sanitize-rich-text';

// Rich text arrives as the server stored it: sanitised when it was written (every rich-text column is
// written through a store that sanitises it), so a render only reads it. An editor's empty value is
// '<p><br></p>': markup without words or images counts as no content. Sanitised markup closes every
// '<' it opens, so the checks below read the text once.
export function richTextContent(html: string | null | undefined): SafeHtml | null {
  if (!html) return null;
  const words = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return words || /<img\s/i.test(html) ? (html as SafeHtml) : null;
}
