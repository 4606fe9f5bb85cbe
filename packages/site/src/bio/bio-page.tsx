import type { LanguageSwitch } from '../data/page-languages';
import type { HeadModel } from '../head/head-model';
import { PageScript, type VitalsScript } from '../head/page-script';
import { Mark } from '../sections/footer/order-links';
import { Icon, type IconName } from '../ui/icons';
import { InlineStyle } from '../ui/raw-html';
import { SiteImage } from '../ui/site-image';
import type { BioButtonView } from './bio-model';

export type BioPageModel = {
  head: HeadModel;
  css: string;
  name: string;
  line: string;
  logo: string | null;
  buttons: BioButtonView[];
  /** The same page in the site's other language, when it has one. */
  otherLanguage: LanguageSwitch | null;
  home: { label: string; href: string };
  scriptUrl: string;
  statsUrl: string;
  vitals?: VitalsScript | null;
};

const ICONS: Partial<Record<string, IconName>> = {
  whatsapp: 'whatsapp',
  booking: 'calendar',
  menu: 'menu',
  map: 'pin',
  latest: 'external',
  custom: 'external',
};

function ButtonIcon({ button }: { button: BioButtonView }) {
  if (button.platform) return <Mark name={button.platform} />;
  if (button.key === 'google_review') return <Mark name="google" />;
  return <Icon name={ICONS[button.key] ?? 'external'} />;
}

// The link-in-bio page: the business's name and one line, then one large button per link. Plain links
// work without JavaScript; the site's script only counts taps (`data-bio`).
export function BioPage({ page }: { page: BioPageModel }) {
  const { head } = page;
  return (
    <html lang={head.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="robots" content={head.robots} />
        <meta name="theme-color" content={head.themeColor} />
        <link rel="canonical" href={head.canonicalUrl} />
        {head.alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <link rel="icon" href={head.favicon.href} type={head.favicon.type} />
        <meta property="og:title" content={head.og.title} />
        <meta property="og:description" content={head.og.description} />
        {head.og.image && <meta property="og:image" content={head.og.image} />}
        <meta property="og:type" content="website" />
        <meta property="og:url" content={head.og.url} />
        <meta property="og:site_name" content={head.og.siteName} />
        <meta property="og:locale" content={head.og.locale} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.og.title} />
        <meta name="twitter:description" content={head.og.description} />
        {head.og.image && <meta name="twitter:image" content={head.og.image} />}
        <InlineStyle css={page.css} />
        <PageScript src={page.scriptUrl} statsUrl={page.statsUrl} vitals={page.vitals} page="/links" />
      </head>
      <body className="bio">
        <main className="bio-main">
          {page.logo && (
            <SiteImage
              className="bio-logo"
              src={page.logo}
              alt=""
              width={96}
              height={96}
              sizes="96px"
              priority
            />
          )}
          <h1 className="bio-name">{page.name}</h1>
          <p className="bio-line">{page.line}</p>
          <ul className="bio-buttons">
            {page.buttons.map((button) => (
              <li key={button.id}>
                <a
                  className="bio-button"
                  href={button.url}
                  data-bio={button.id}
                  {...(button.url.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}
                >
                  <ButtonIcon button={button} />
                  <span>{button.label}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="bio-foot">
            <a href={page.home.href}>{page.home.label}</a>
            {page.otherLanguage && (
              <>
                {' · '}
                <a
                  href={page.otherLanguage.href}
                  hrefLang={page.otherLanguage.code}
                  lang={page.otherLanguage.code}
                >
                  {page.otherLanguage.name}
                </a>
              </>
            )}
          </p>
        </main>
      </body>
    </html>
  );
}
