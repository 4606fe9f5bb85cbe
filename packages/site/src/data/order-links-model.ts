import {
  ORDER_LINK_LABELS,
  type OrderLink,
  type OrderLinkPlatform,
  orderLinkProblem,
  type PublicPayload,
  reviewLinkProblem,
} from '@webku/contract';

export type OrderLinkView = { platform: OrderLinkPlatform; label: string; href: string };

// "Pesan juga di" links in the owner's order (the site's or a store's); one that is not its platform's
// https address is left out (the admin refuses those, so only a hand-edited row could hold one).
export function orderLinkViews(links: readonly OrderLink[] | null | undefined): OrderLinkView[] {
  return (links ?? []).flatMap((link) =>
    orderLinkProblem(link.platform, link.url) === null
      ? [{ platform: link.platform, label: ORDER_LINK_LABELS[link.platform], href: link.url }]
      : [],
  );
}

/** The site's own "Pesan juga di" links. */
export const orderLinks = (payload: PublicPayload): OrderLinkView[] =>
  orderLinkViews(payload.web_settings?.order_links);

/** A Google review link the owner gave (the site's or a store's), when it is one; nothing otherwise. */
export function validReviewUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed && reviewLinkProblem(trimmed) === null ? trimmed : null;
}

/** The site's own Google review link. */
export const reviewUrl = (payload: PublicPayload): string | null =>
  validReviewUrl(payload.web_settings?.google_review_url);
