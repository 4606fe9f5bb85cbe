import { API, API_BASE, type PublicPayload } from '@webku/contract';
import type { OrderTexts } from '../texts/site-texts-type';
import { businessContact } from './business-contact';
import { buildOrderMessage, type OrderMessageTexts, whatsappLink } from './order-message';
import { textOr, textOrNull } from './text';

/**
 * What the page knows about an orderable item; `price` is 0 when the item shows none. An item the owner
 * takes bookings for is asked for one way only: `booking` leads to the booking page with it picked.
 */
export type OrderableItem = {
  key: string;
  name: string;
  price: number;
  booking?: { href: string; label: string };
};

// Prices the page does not show (0, negative, missing) are 0 in an order too.
export function orderableItem(key: string, item: { name: string; price: number | null }): OrderableItem {
  return { key, name: item.name, price: typeof item.price === 'number' && item.price > 0 ? item.price : 0 };
}

/** What the enhancement script reads from the order dialog's data-order-config. */
export type OrderClientConfig = {
  number: string;
  storageKey: string;
  message: OrderMessageTexts;
  /** Templates with '{name}' for the item's name. */
  more: string;
  less: string;
  quantity: string;
  added: string;
  cleared: string;
  /** Where the script records the order before it opens the chat. */
  endpoint: string;
  needContact: string;
};

export type WhatsappChat = { href: string; label: string };
export type OrderModel = {
  texts: OrderTexts;
  /** Without JavaScript each 'Pesan' is this link: a one-item message to the shop. */
  itemHref: (item: OrderableItem) => string;
  config: OrderClientConfig;
  /** "Bayar sekarang": the owner takes orders paid online through their own gateway. */
  payOnline: boolean;
};
export type QrisModel = { image: string; merchant: string; fileName: string };
export type CommerceModel = {
  /** The floating WhatsApp button; null without a number. */
  chat: WhatsappChat | null;
  /** Ordering: a number and the owner's switch on. */
  order: OrderModel | null;
  qris: QrisModel | null;
};

export function shopName(payload: PublicPayload): string {
  return textOr(payload.footer_settings?.shop_name, payload.company.name);
}

export function whatsappChat(number: string, name: string, texts: OrderTexts): WhatsappChat {
  return { href: whatsappLink(number, texts.chatGreeting(name)), label: texts.chatLabel(name) };
}

/** The message's words for a shop, as the page and the server's recorded order both write it. */
export const orderMessageTexts = (texts: OrderTexts, shop: string): OrderMessageTexts => ({
  intro: texts.messageIntro(shop),
  total: texts.total,
  note: texts.messageNote,
  unpriced: texts.messageUnpriced,
  name: texts.messageName,
  code: texts.messageCode,
});

function orderModel(payload: PublicPayload, number: string, texts: OrderTexts): OrderModel {
  const message = orderMessageTexts(texts, shopName(payload));
  return {
    texts,
    itemHref: (item) => whatsappLink(number, buildOrderMessage([{ ...item, quantity: 1 }], '', message)),
    config: {
      number,
      storageKey: `webku-order-${payload.company.id}`,
      message,
      more: texts.more('{name}'),
      less: texts.less('{name}'),
      quantity: texts.quantity('{name}'),
      added: texts.added('{name}'),
      cleared: texts.cleared,
      endpoint: `${API_BASE}${API.public.orders(payload.company.slug)}`,
      needContact: texts.needContact,
    },
    payOnline: payload.online_payment?.orders === true,
  };
}

// 'qris-kopi-senja.png' when the URL shows the type; else the browser names it from the response.
export function qrisFileName(image: string, slug: string): string {
  const extension = /\.(png|jpe?g|webp|gif)(?:$|[?#])/i.exec(image)?.[1]?.toLowerCase();
  return extension ? `qris-${slug}.${extension}` : `qris-${slug}`;
}

export function buildCommerceModel(payload: PublicPayload, texts: OrderTexts): CommerceModel {
  const web = payload.web_settings;
  const number = businessContact(payload).whatsapp;
  const qrisImage = textOrNull(web?.qris_image);
  return {
    chat: number ? whatsappChat(number, shopName(payload), texts) : null,
    order: number && web?.is_whatsapp_order_enabled !== false ? orderModel(payload, number, texts) : null,
    qris: qrisImage
      ? {
          image: qrisImage,
          merchant: textOr(web?.qris_merchant_name, shopName(payload)),
          fileName: qrisFileName(qrisImage, payload.company.slug),
        }
      : null,
  };
}
