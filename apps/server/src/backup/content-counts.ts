import { contentSectionDefinitions, type SiteBackupContent, type SiteContentCounts } from '@webku/contract';

// Each content section's counts, as its definition counts them; no content counts nothing.
export function countContent(content: SiteBackupContent | null, images = 0): SiteContentCounts {
  const counts = contentSectionDefinitions().flatMap((section) =>
    section.counts.map(({ key, of }) => [key, content ? of(content) : 0] as const),
  );
  return { ...(Object.fromEntries(counts) as Omit<SiteContentCounts, 'images'>), images };
}
