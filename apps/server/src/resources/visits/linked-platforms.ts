import type { ClickPlatform, OrderLink } from '@webku/contract';

type Links = { order_links: readonly OrderLink[]; google_review_url: string | null };

/** The platforms a site links to: its own and its stores' order links, and Google when one has a review link. */
export function linkedPlatforms(rows: readonly (Links | null | undefined)[]): Set<ClickPlatform> {
  return new Set<ClickPlatform>(
    rows.flatMap((row) =>
      row
        ? [
            ...row.order_links.map((link) => link.platform),
            ...(row.google_review_url ? (['google_review'] as const) : []),
          ]
        : [],
    ),
  );
}
