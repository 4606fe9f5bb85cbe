import type { SiteModel } from '../../data/site-model';
import { FloatingActions, OrderDialog } from './order-dialog';
import { QrisDialog } from './qris-dialog';

// Ordering lives on the home page with the items; chat and QRIS are on every page.
export function CommerceLayer({ site }: { site: SiteModel }) {
  const { commerce, texts } = site;
  const order = site.policy ? null : commerce.order;
  return (
    <>
      {order && <OrderDialog order={order} hasQris={commerce.qris !== null} closeLabel={texts.close} />}
      {commerce.qris && (
        <QrisDialog
          qris={commerce.qris}
          texts={texts.order}
          closeLabel={texts.close}
          hasOrder={order !== null}
        />
      )}
      <FloatingActions commerce={commerce} showOrder={order !== null} />
    </>
  );
}
