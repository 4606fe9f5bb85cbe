import type { SafeHtml } from '../sanitize/sanitize-rich-text';

// The only places raw markup enters the page; each input is made safe before it gets here.

export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml is sanitizeRichText output, stored on write
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function InlineStyle({ css }: { css: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheets; owner text never reaches CSS
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

export function JsonLdScript({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and & so the script cannot be closed
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
