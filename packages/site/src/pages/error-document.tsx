import type { WebLanguage } from '@webku/contract';
import { InlineStyle } from '../ui/raw-html';

type ErrorDocumentProps = {
  lang: WebLanguage;
  code: string;
  title: string;
  message: string;
  homeHref: string | null;
  homeLabel: string;
  css: string;
};

export function ErrorDocument({ lang, code, title, message, homeHref, homeLabel, css }: ErrorDocumentProps) {
  return (
    <html lang={lang === 'indonesia' ? 'id' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <InlineStyle css={css} />
      </head>
      <body>
        <main className="error">
          <p className="error-code" aria-hidden="true">
            {code}
          </p>
          <h1 className="error-title">{title}</h1>
          <p className="error-message">{message}</p>
          {homeHref && (
            <a className="error-link" href={homeHref}>
              {homeLabel}
            </a>
          )}
        </main>
      </body>
    </html>
  );
}
