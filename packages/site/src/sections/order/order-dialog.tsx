import type { InputHTMLAttributes } from 'react';
import type { CommerceModel, OrderModel } from '../../data/order-model';
import { Icon } from '../../ui/icons';
import { SiteDialog } from '../../ui/site-dialog';
import { QrisTrigger } from './qris-trigger';

export const ORDER_DIALOG_ID = 'order';

// The customer's name or number, sent with the order; a name field unless told otherwise.
function ContactField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label className="order-note-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="order-note order-input" autoComplete="name" {...input} />
    </>
  );
}

// The list itself is drawn by the script from sessionStorage; the server renders its frame and words.
export function OrderDialog({
  order,
  hasQris,
  closeLabel,
}: {
  order: OrderModel;
  hasQris: boolean;
  closeLabel: string;
}) {
  const { texts } = order;
  return (
    <SiteDialog
      id={ORDER_DIALOG_ID}
      title={texts.title}
      returnHref="#menu"
      closeLabel={closeLabel}
      className="dialog--order"
    >
      <div className="order" data-order-config={JSON.stringify(order.config)}>
        <p className="order-empty" data-order-empty="">
          {texts.empty}
        </p>
        <button type="button" className="order-clear order-undo" data-order-undo="" hidden>
          {texts.undo}
        </button>
        <ul className="order-lines" data-order-lines="" />
        <div className="order-summary" data-order-filled="" hidden>
          <p className="order-total">
            <span>{texts.total}</span>
            <strong data-order-total="" />
          </p>
          <label className="order-note-label" htmlFor="order-note">
            {texts.note}
          </label>
          <textarea
            id="order-note"
            className="order-note"
            rows={2}
            maxLength={300}
            placeholder={texts.notePlaceholder}
            data-order-note=""
          />
          <ContactField
            id="order-customer-name"
            label={texts.customerName}
            maxLength={80}
            data-order-customer=""
          />
          <ContactField
            id="order-customer-whatsapp"
            label={texts.customerWhatsapp}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            data-order-whatsapp=""
          />
          <p className="order-error" role="alert" data-order-error="" hidden />
          <a
            className="button button--whatsapp button--block"
            href={`https://wa.me/${order.config.number}`}
            target="_blank"
            rel="noopener noreferrer"
            data-order-send=""
            data-track="wa_order"
          >
            <Icon name="whatsapp" />
            {texts.send}
          </a>
          {order.payOnline && (
            <button type="button" className="button button--primary button--block" data-order-pay="">
              {texts.payNow}
            </button>
          )}
          <div className="order-more-actions">
            {hasQris && <QrisTrigger label={texts.payQris} className="button button--outline" />}
            <button type="button" className="order-clear" data-order-clear="">
              {texts.clear}
            </button>
          </div>
        </div>
        <p className="visually-hidden" role="status" data-order-status="" />
      </div>
    </SiteDialog>
  );
}

// Fixed to the corner, so showing them never moves the page: the order button appears once the list has items.
export function FloatingActions({ commerce, showOrder }: { commerce: CommerceModel; showOrder: boolean }) {
  const { chat, order } = commerce;
  if (!chat) return null;
  const orderTexts = showOrder ? order?.texts : undefined;
  return (
    <div className="float-actions">
      <a
        className="whatsapp-float"
        href={chat.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={chat.label}
        data-track="wa_tap"
      >
        <Icon name="whatsapp" />
      </a>
      {orderTexts && (
        <>
          <button
            type="button"
            className="order-bar"
            data-dialog-open={ORDER_DIALOG_ID}
            data-order-bar=""
            aria-haspopup="dialog"
            hidden
          >
            <Icon name="bag" />
            <span>{orderTexts.open}</span>
            <span className="order-bar-count" data-order-count="">
              0
            </span>
            <span className="order-bar-total" data-order-total="" />
          </button>
          <p className="visually-hidden" role="status" data-order-status="" />
        </>
      )}
    </div>
  );
}
