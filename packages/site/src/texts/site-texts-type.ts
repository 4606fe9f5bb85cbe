import type { DayOfWeek, Template } from '@webku/contract';

/** Ordering through WhatsApp and paying with QRIS: the page's labels and the message's words. */
export type OrderTexts = {
  action: string;
  actionLabel: (name: string) => string;
  title: string;
  empty: string;
  note: string;
  notePlaceholder: string;
  /** The customer's name and WhatsApp number, recorded with the order. */
  customerName: string;
  customerWhatsapp: string;
  /** Sending without them. */
  needContact: string;
  send: string;
  clear: string;
  /** After 'clear': puts the cleared list and note back. */
  undo: string;
  cleared: string;
  open: string;
  total: string;
  more: (name: string) => string;
  less: (name: string) => string;
  /** The typed quantity's label. */
  quantity: (name: string) => string;
  added: (name: string) => string;
  messageIntro: (shop: string) => string;
  messageNote: string;
  messageUnpriced: string;
  messageName: string;
  messageCode: string;
  chat: string;
  chatLabel: (shop: string) => string;
  chatGreeting: (shop: string) => string;
  payQris: string;
  /** Paying online through the owner's gateway: the order is recorded, then the receipt with the QRIS. */
  payNow: string;
  qrisNote: string;
  qrisMerchant: string;
  qrisDownload: string;
  qrisTotal: string;
};

export type ServiceTexts = {
  /** The hero's main button when the owner gave a WhatsApp number. */
  whatsappCta: string;
  hoursLabel: string;
  openToday: (hours: string) => string;
  closedToday: string;
  openAllDayToday: string;
  /** Between hours and minutes: '08.00' in Indonesian, '08:00' in English. */
  timeSeparator: string;
  addressLabel: string;
  areaLabel: string;
  joinList: (items: string[]) => string;
  /** A service without a price. */
  askPrice: string;
  categoriesLabel: string;
};

/** Every fixed text of the public site; each language's dictionary fills all of them. */
export type SiteTexts = {
  days: Record<DayOfWeek, string>;
  emptyCategory: string;
  bestSeller: string;
  recommended: string;
  /** On an item the owner marked sold out. */
  soldOut: string;
  driveLink: (menuTitle: string) => string;
  noImages: string;
  closed: string;
  nowOpen: string;
  viewOnMap: string;
  visitStore: string;
  mainStore: string;
  mainStoreAddress: string;
  mainStorePhone: string;
  mainStoreEmail: string;
  /** An opening time without a closing time ('buka jam 10 sampai habis'). */
  openFrom: (time: string) => string;
  /** A day open round the clock (00:00 until 23:59). */
  allDay: string;
  contentNotAvailable: string;
  privacyPolicy: string;
  termsAndConditions: string;
  privacyTitle: string;
  termsTitle: string;
  quickLinks: string;
  contactInfo: string;
  followUs: string;
  /** Heads the owner's links to their other shops (GoFood, Tokopedia, ...). */
  orderLinksTitle: string;
  /** The label of a store's own platform links. */
  orderLinksOf: (name: string) => string;
  reviewOnGoogle: string;
  ctaText: Record<Template, string>;
  storesTitle: Record<Template, string>;
  welcome: (name: string) => string;
  openMenu: string;
  close: string;
  previous: string;
  next: string;
  readMore: string;
  items: string;
  /** A shop's catalogue: the filter chips' label, the chip showing everything, the featured row's heading. */
  catalogue: { filters: string; all: string; featured: string };
  skipToContent: string;
  photoOf: (name: string, index: number, count: number) => string;
  showMap: string;
  showPhoto: string;
  mapOf: (name: string) => string;
  order: OrderTexts;
  /** The service layouts: the price list and the info band under the hero. */
  service: ServiceTexts;
};
