import type { QrisModel } from '../../data/order-model';
import type { OrderTexts } from '../../texts/site-texts-type';
import { Icon } from '../../ui/icons';
import { SiteDialog } from '../../ui/site-dialog';
import { QRIS_DIALOG_ID } from './qris-trigger';

// The buyer scans a static QRIS and types the amount: the order total is shown beside it when there is one.
export function QrisDialog({
  qris,
  texts,
  closeLabel,
  hasOrder,
}: {
  qris: QrisModel;
  texts: OrderTexts;
  closeLabel: string;
  hasOrder: boolean;
}) {
  return (
    <SiteDialog
      id={QRIS_DIALOG_ID}
      title={texts.payQris}
      returnHref="#footer"
      closeLabel={closeLabel}
      className="dialog--qris"
    >
      {/* The original upload, not a resized copy: every module of the code must stay sharp. */}
      <img
        className="qris-image"
        src={qris.image}
        alt={`QRIS ${qris.merchant}`}
        width={480}
        height={480}
        loading="lazy"
        decoding="async"
      />
      <dl className="qris-facts">
        <div>
          <dt>{texts.qrisMerchant}</dt>
          <dd>{qris.merchant}</dd>
        </div>
        {hasOrder && (
          <div data-order-filled="" hidden>
            <dt>{texts.qrisTotal}</dt>
            <dd className="qris-total" data-order-total="" />
          </div>
        )}
      </dl>
      <p className="dialog-text">{texts.qrisNote}</p>
      <a className="button button--outline button--block" href={qris.image} download={qris.fileName}>
        <Icon name="download" />
        {texts.qrisDownload}
      </a>
    </SiteDialog>
  );
}
