import type { VitalPath } from '@webku/contract';
import { loadCss } from '../styles/load-css';
import { InlineStyle, JsonLdScript } from '../ui/raw-html';
import type { HeadModel } from './head-model';
import { PageScript, type VitalsScript } from './page-script';

/** The whole <head> content: meta, Open Graph, Twitter card, icon, canonical, fonts and JSON-LD. */
export function SiteHead({
  head,
  css,
  scriptUrl,
  statsUrl,
  vitals,
  page = '/',
}: {
  head: HeadModel;
  css: string;
  scriptUrl?: string;
  /** The visit beacon's URL, read by the enhancement script from its own tag. */
  statsUrl?: string;
  /** Field speed's lazily loaded script, when on, and the page its beacon names. */
  vitals?: VitalsScript | null;
  page?: VitalPath;
}) {
  const { og } = head;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords && <meta name="keywords" content={head.keywords} />}
      <meta name="author" content={head.author} />
      <meta name="robots" content={head.robots} />
      <meta name="theme-color" content={head.themeColor} />
      <link rel="canonical" href={head.canonicalUrl} />
      {head.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <link rel="icon" href={head.favicon.href} type={head.favicon.type} />
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      {og.image && <meta property="og:image" content={og.image} />}
      <meta property="og:type" content={og.type} />
      <meta property="og:url" content={og.url} />
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:locale" content={og.locale} />
      {og.localeAlternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={og.title} />
      <meta name="twitter:description" content={og.description} />
      {og.image && <meta name="twitter:image" content={og.image} />}
      {head.fontPreloads.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <InlineStyle css={head.fontCss + css} />
      <noscript>
        <InlineStyle css={loadCss('noscript-nav')} />
      </noscript>
      <JsonLdScript json={head.jsonLd} />
      {head.sectionJsonLd.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
      {scriptUrl && <PageScript src={scriptUrl} statsUrl={statsUrl} vitals={vitals} page={page} />}
    </head>
  );
}
