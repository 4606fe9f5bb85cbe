import { TITLE_FONTS, type TitleFont } from '@webku/contract';

// The public site serves these files (packages/site, head/fonts.ts): latin subset, weight 700.
const FONT_URL_PREFIX = '/_site/fonts/';

export type TitleFontOption = { value: TitleFont; family: string; file: string };

export const TITLE_FONT_OPTIONS: TitleFontOption[] = TITLE_FONTS.map((value) => {
  const family = value.split(',')[0]!.trim();
  return { value, family, file: `${family.toLowerCase().replace(/\s+/g, '-')}-latin-700-normal.woff2` };
});

// Faces get their own names: a bold-only face called 'Inter' would turn the whole admin (Inter) bold.
export function previewFaceName(family: string): string {
  return `Webku Preview ${family}`;
}

// A locally installed copy wins; otherwise the site's own file; the generic family is the last resort.
export function titleFontFaceCss(): string {
  return TITLE_FONT_OPTIONS.map(
    ({ family, file }) =>
      `@font-face{font-family:'${previewFaceName(family)}';font-style:normal;font-weight:700;font-display:swap;` +
      `src:local('${family} Bold'),local('${family.replace(/\s+/g, '')}-Bold'),url(${FONT_URL_PREFIX}${file}) format('woff2')}`,
  ).join('\n');
}

// The stored value ('Playfair Display, serif') names the family and its generic fallback.
export function previewFontFamily(value: TitleFont): string {
  const [family = '', generic = 'sans-serif'] = value.split(',').map((part) => part.trim());
  return `'${previewFaceName(family)}', '${family}', ${generic}`;
}
