import { sanitizeRichText } from '@webku/site';

// Owner-written HTML (news content, legal pages) is cleaned on write; null and undefined pass through
// so that "clear" and "keep" still mean what they meant.
export function sanitizeStoredHtml<T extends string | null | undefined>(html: T): T {
  return (html == null ? html : sanitizeRichText(html)) as T;
}
