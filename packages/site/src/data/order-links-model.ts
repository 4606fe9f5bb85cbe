import {
  ORDER_LINK_LABELS,
  type OrderLinkPlatform,
  orderLinkProblem,
  type PublicPayload,
  reviewLinkProblem,
} from '@webku/contract';

export type OrderLinkView = { platform: OrderLinkPlatform; label: string; href: string };

// The owner's "Pesan juga di" links in their order; one that is not its platform's https address is
// left out (the admin refuses those, so only a hand-edited row could hold one).
export function orderLinks(payload: PublicPayload): OrderLinkView[] {
  return (payload.web_settings?.order_links ?? []).flatMap((link) =>
    orderLinkProblem(link.platform, link.url) === null
      ? [{ platform: link.platform, label: ORDER_LINK_LABELS[link.platform], href: link.url }]
      : [],
  );
}

/** The owner's own Google review link, when it is one (nothing is shown otherwise). */
export function reviewUrl(payload: PublicPayload): string | null {
  const url = payload.web_settings?.google_review_url?.trim();
  return url && reviewLinkProblem(url) === null ? url : null;
}
