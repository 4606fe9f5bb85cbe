import { createRequire } from 'node:module';
import { DEFAULT_TITLE_FONT, TITLE_FONTS, type TitleFont } from '@webku/contract';

type FontSpec = { family: string; slug: string; generic: 'serif' | 'sans-serif' };

const FONTS: Record<TitleFont, FontSpec> = {
  'Comfortaa, sans-serif': { family: 'Comfortaa', slug: 'comfortaa', generic: 'sans-serif' },
  'Inter, sans-serif': { family: 'Inter', slug: 'inter', generic: 'sans-serif' },
  'Playfair Display, serif': { family: 'Playfair Display', slug: 'playfair-display', generic: 'serif' },
  'Montserrat, sans-serif': { family: 'Montserrat', slug: 'montserrat', generic: 'sans-serif' },
};

// Headings only: one bold weight of the latin subset keeps each font file at 13-24 KB.
const WEIGHT = 700;
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const FONT_URL_PREFIX = '/_site/fonts/';
export const BODY_FONT_STACK =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif";

const require = createRequire(import.meta.url);

export function toTitleFont(value: string | null | undefined): TitleFont {
  return TITLE_FONTS.find((font) => font === value) ?? DEFAULT_TITLE_FONT;
}

function fileName(font: TitleFont): string {
  return `${FONTS[font].slug}-latin-${WEIGHT}-normal.woff2`;
}

export function fontUrl(font: TitleFont): string {
  return `${FONT_URL_PREFIX}${fileName(font)}`;
}

export function fontStack(font: TitleFont): string {
  const spec = FONTS[font];
  return `'${spec.family}',${spec.generic}`;
}

/** Every font file the public site may reference: URL path and the file in node_modules. */
export function fontAssets(): { path: string; file: string }[] {
  return TITLE_FONTS.map((font) => ({
    path: fontUrl(font),
    file: require.resolve(`@fontsource/${FONTS[font].slug}/files/${fileName(font)}`),
  }));
}

// For print (the QR kit's PDFs): WOFF, which the PDF writer can subset, unlike WOFF2.
const woff = (slug: string, weight: number) =>
  require.resolve(`@fontsource/${slug}/files/${slug}-latin-${weight}-normal.woff`);

/** The font files a printed page uses: the owner's title font, and Inter for the rest. */
export function printFontFiles(titleFont: string | null | undefined) {
  return {
    title: woff(FONTS[toTitleFont(titleFont)].slug, WEIGHT),
    body: woff('inter', 400),
    bodyBold: woff('inter', 600),
  };
}

export function fontFaceCss(fonts: readonly TitleFont[]): string {
  return [...new Set(fonts)]
    .map(
      (font) =>
        `@font-face{font-family:'${FONTS[font].family}';font-style:normal;font-weight:${WEIGHT};font-display:swap;` +
        `src:url(${fontUrl(font)}) format('woff2');unicode-range:${LATIN}}`,
    )
    .join('');
}
