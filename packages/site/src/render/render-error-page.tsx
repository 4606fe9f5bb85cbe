import type { WebLanguage } from '@webku/contract';
import { ErrorDocument } from '../pages/error-document';
import { loadCss } from '../styles/load-css';
import { ERROR_TITLES } from '../texts/site-texts';
import { renderDocument } from './render-document';

// 'not-found' is the platform's own 404 (an unknown admin or app path), the not-found screen.
export type ErrorPageKind = 'company-not-found' | 'template-not-found' | 'page-not-found' | 'not-found';

// 404 when the company or page does not exist. An unknown template is a broken site that does exist:
// 503 tells search engines to come back later instead of dropping (404) or indexing (200) the error.
const STATUS: Record<ErrorPageKind, number> = {
  'company-not-found': 404,
  'template-not-found': 503,
  'page-not-found': 404,
  'not-found': 404,
};

const CODES: Record<ErrorPageKind, string> = {
  'company-not-found': '404',
  'template-not-found': '503',
  'page-not-found': '404',
  'not-found': '404',
};

// The not-found screen's heading (English on every site, like the other error headings) and English link.
const NOT_FOUND_SCREEN = { title: 'Oops! Page not found', home: 'Return to Home' };

const TITLES: Record<ErrorPageKind, string> = {
  'company-not-found': ERROR_TITLES.companyNotFound,
  'template-not-found': ERROR_TITLES.templateNotFound,
  'page-not-found': ERROR_TITLES.pageNotFound,
  'not-found': NOT_FOUND_SCREEN.title,
};

const MESSAGES: Record<WebLanguage, Record<ErrorPageKind, string> & { home: string }> = {
  english: {
    'company-not-found': 'There is no website at this address. Please check the link and try again.',
    'template-not-found': 'This website is being set up. Please come back a little later.',
    'page-not-found': 'The page you are looking for does not exist or has moved.',
    'not-found': 'The page you are looking for does not exist or has moved.',
    home: NOT_FOUND_SCREEN.home,
  },
  indonesia: {
    'company-not-found': 'Tidak ada website di alamat ini. Periksa kembali tautannya, lalu coba lagi.',
    'template-not-found': 'Website ini sedang disiapkan. Silakan kembali beberapa saat lagi.',
    'page-not-found': 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    'not-found': 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    home: 'Kembali ke beranda',
  },
};

/**
 * One small standalone page (no fonts, no script) for every error: unknown company, page or app path,
 * and a broken template. Every 404 links home; the platform's own 404 keeps the spec's English link.
 */
export function renderErrorPage(
  kind: ErrorPageKind,
  lang: WebLanguage = 'english',
  homeHref: string | null = null,
): { status: number; html: string } {
  const words = MESSAGES[lang];
  const homeLabel = kind === 'not-found' ? NOT_FOUND_SCREEN.home : words.home;
  const html = renderDocument(
    <ErrorDocument
      lang={lang}
      code={CODES[kind]}
      title={TITLES[kind]}
      message={words[kind]}
      homeHref={STATUS[kind] === 404 ? (homeHref ?? '/') : null}
      homeLabel={homeLabel}
      css={loadCss('error')}
    />,
  );
  return { status: STATUS[kind], html };
}
