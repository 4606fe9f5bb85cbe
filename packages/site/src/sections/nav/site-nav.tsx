import type { SiteModel } from '../../data/site-model';
import { Icon } from '../../ui/icons';
import { SiteImage } from '../../ui/site-image';

function NavLinks({ site }: { site: SiteModel }) {
  return (
    <ul className="nav-list">
      {site.nav.links.map((link) => (
        <li key={link.key}>
          <a className="nav-link" href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

// The page in the site's other language: its short code, named in full for screen readers. The name starts
// with the code ("EN: English"), so what is seen is what is said: axe refuses "English (EN)" as a name whose
// visible text is "EN" (checked in Chromium with the page's own styles).
function LanguageLink({ link }: { link: NonNullable<SiteModel['otherLanguage']> }) {
  const code = link.code.toUpperCase();
  return (
    <a
      className="nav-lang"
      href={link.href}
      hrefLang={link.code}
      lang={link.code}
      aria-label={`${code}: ${link.name}`}
    >
      {code}
    </a>
  );
}

// Solid by default; over the home hero the script makes it transparent until 50 px of scroll.
export function SiteNav({ site }: { site: SiteModel }) {
  const { brand, brandHref } = site.nav;
  const words = site.texts;
  const overHero = site.page === 'home';
  return (
    <header className={overHero ? 'nav nav--over-hero' : 'nav'} data-nav={overHero ? 'hero' : 'solid'}>
      <div className="nav-inner container">
        <a className="nav-brand" href={brandHref}>
          {brand.kind === 'image' ? (
            <SiteImage
              className="nav-logo"
              src={brand.src}
              alt={brand.alt}
              width={160}
              height={40}
              priority
            />
          ) : (
            <span className="nav-brand-text">{brand.text}</span>
          )}
        </a>
        {site.otherLanguage && <LanguageLink link={site.otherLanguage} />}
        {site.nav.links.length > 0 && (
          <>
            <nav className="nav-desktop" aria-label={site.companyName}>
              <NavLinks site={site} />
            </nav>
            <details className="nav-mobile" data-nav-mobile="">
              <summary className="nav-toggle" aria-label={words.openMenu}>
                <Icon name="menu" className="nav-toggle-open" />
                <Icon name="close" className="nav-toggle-close" />
              </summary>
              <nav className="nav-sheet" aria-label={site.companyName}>
                <NavLinks site={site} />
              </nav>
            </details>
          </>
        )}
      </div>
    </header>
  );
}
