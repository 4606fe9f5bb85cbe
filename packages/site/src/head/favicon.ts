import { type PublicPayload, type TemplateManifest, templateManifestOrDefault } from '@webku/contract';
import { textOrNull } from '../data/text';

export type Favicon = { href: string; type: string | undefined };

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

// The built-in icon is the brand's first letter, inline, so it needs no request and no stored file.
export function builtinFavicon(name: string, colors: { background: string; foreground: string }): Favicon {
  const letter = escapeXml((name.trim().match(/[\p{L}\p{N}]/u)?.[0] ?? 'W').toUpperCase());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${colors.background}"/>` +
    `<text x="32" y="44" font-family="Georgia,serif" font-size="36" font-weight="700" text-anchor="middle" fill="${colors.foreground}">${letter}</text></svg>`;
  return { href: `data:image/svg+xml,${encodeURIComponent(svg)}`, type: 'image/svg+xml' };
}

export function storedFavicon(url: string): Favicon {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return { href: url, type: TYPES[extension] };
}

/**
 * The company's icon: its own upload, else the brand's first letter in its template's colours. A render
 * passes the template it resolved; the icon route reads the stored one.
 */
export function siteFavicon(
  payload: PublicPayload,
  template: Pick<TemplateManifest, 'palette'> = templateManifestOrDefault(
    payload.web_settings?.template_selected,
  ),
): Favicon {
  const stored = textOrNull(payload.web_settings?.favicon_icon_file);
  if (stored) return storedFavicon(stored);
  return builtinFavicon(payload.company.name, {
    background: template.palette.faviconBackground,
    foreground: template.palette.faviconForeground,
  });
}
