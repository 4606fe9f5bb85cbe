import { type LinkedSectionKey, SECTION_ANCHORS } from './section-visibility';

export const SITE_PAGES = ['home', 'privacy-policy', 'terms-and-conditions', 'booking'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

export type SiteLinks = {
  /** The site's home: '/{slug}' in Mode B, '/' in Mode A. */
  home: string;
  /** Where the logo or brand goes: the top of this page, or home from a policy page. */
  top: string;
  section: (key: LinkedSectionKey) => string;
  /** A place on the home page by its anchor. */
  anchor: (anchor: string) => string;
  privacy: string;
  terms: string;
};

// basePath is '/{slug}' (Mode B) or '' (Mode A); a trailing slash from the caller is tolerated.
export function siteLinks(page: SitePage, basePath: string): SiteLinks {
  const base = basePath.replace(/\/+$/, '');
  const home = base || '/';
  const isHome = page === 'home';
  const anchor = (name: string) => (isHome ? `#${name}` : `${home}#${name}`);
  return {
    home,
    top: isHome ? '#top' : home,
    section: (key) => anchor(SECTION_ANCHORS[key]),
    anchor,
    privacy: `${base}/privacy-policy`,
    terms: `${base}/terms-and-conditions`,
  };
}
