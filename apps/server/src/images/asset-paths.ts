// Where an upload lives: one storage prefix per company, one folder per category.

export function companyPrefix(companyId: number): string {
  return `companies/${companyId}/`;
}

export function originalKey(companyId: number, category: string, filename: string): string {
  return `${companyPrefix(companyId)}${category}/${filename}`;
}

/** 'companies/1/general/abc.jpg' → 'companies/1/general/abc.w640.webp'. */
export function variantKey(originalStorageKey: string, variantWidth: number): string {
  return originalStorageKey.replace(/\.[a-z]+$/, `.w${variantWidth}.webp`);
}

/** Root-relative, so it works on the platform host, subdomains and custom domains alike. */
export function assetUrl(companyId: number, category: string, filename: string): string {
  return `/media/u/${companyId}/${category}/${filename}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
