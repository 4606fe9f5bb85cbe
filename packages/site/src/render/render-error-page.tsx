import type { WebLanguage } from '@webku/contract';
import { ErrorDocument } from '../pages/error-document';
import { loadCss } from '../styles/load-css';
import { ERROR_TITLES } from '../texts/site-texts';
import { renderDocument } from './render-document';

export type ErrorPageKind = 'company-not-found' | 'template-not-found' | 'page-not-found';

// 404 when the company or page does not exist. An unknown template is a broken site that does exist:
// 503 tells search engines to come back later instead of dropping (404) or indexing (200) the error.
const STATUS: Record<ErrorPageKind, number> = {
  'company-not-found': 404,
  'template-not-found': 503,
  'page-not-found': 404,
};

const CODES: Record<ErrorPageKind, string> = {
  'company-not-found': '404',
  'template-not-found': '503',
  'page-not-found': '404',
};

const TITLES: Record<ErrorPageKind, string> = {
  'company-not-found': ERROR_TITLES.companyNotFound,
  'template-not-found': ERROR_TITLES.templateNotFound,
  'page-not-found': ERROR_TITLES.pageNotFound,
};

const MESSAGES: Record<WebLanguage, Record<ErrorPageKind, string> & { home: string }> = {
  english: {
    'company-not-found': 'There is no website at this address. Please check the link and try again.',
    'template-not-found': 'This website is being set up. Please come back a little later.',
    'page-not-found': 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  indonesia: {
    'company-not-found': 'Tidak ada website di alamat ini. Periksa kembali tautannya, lalu coba lagi.',
    'template-not-found': 'Website ini sedang disiapkan. Silakan kembali beberapa saat lagi.',
    'page-not-found': 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    home: 'Kembali ke beranda',
  },
};

/** A small standalone page (no fonts, no script) for the public site's three error cases. */
export function renderErrorPage(
  kind: ErrorPageKind,
  lang: WebLanguage = 'english',
  homeHref: string | null = null,
): { status: number; html: string } {
  const words = MESSAGES[lang];
  const html = renderDocument(
    <ErrorDocument
      lang={lang}
      code={CODES[kind]}
      title={TITLES[kind]}
      message={words[kind]}
      homeHref={kind === 'page-not-found' ? homeHref : null}
      homeLabel={words.home}
      css={loadCss('error')}
    />,
  );
  return { status: STATUS[kind], html };
}
