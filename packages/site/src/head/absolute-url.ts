// Open Graph and JSON-LD need absolute URLs; data: and unsupported schemes are left out.
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin.replace(/\/+$/, '')}${url}`;
  return null;
}
