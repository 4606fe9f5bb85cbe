import { formatRupiah } from '@webku/contract';

/** One line of a visitor's order; a price of 0 means the item shows no price. */
export type OrderLine = { name: string; price: number; quantity: number };
/** The words of the WhatsApp message, in the site's language, the shop name already in the intro. */
export type OrderMessageTexts = {
  intro: string;
  total: string;
  note: string;
  unpriced: string;
  /** Before the customer's name and the order's code, once the order is recorded. */
  name: string;
  code: string;
};
/** A recorded order: who sent it and the code they quote. */
export type RecordedOrder = { customer: string; code: string };

export function orderTotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, line.price) * line.quantity, 0);
}

function lineText({ name, price, quantity }: OrderLine): string {
  if (price <= 0) return `- ${quantity}x ${name}`;
  return `- ${quantity}x ${name} @ ${formatRupiah(price)} = ${formatRupiah(price * quantity)}`;
}

// Plain text with WhatsApp's own *bold* for the total; the owner reads it on a phone.
export function buildOrderMessage(
  lines: readonly OrderLine[],
  note: string,
  texts: OrderMessageTexts,
  recorded?: RecordedOrder,
): string {
  const ordered = lines.filter((line) => line.quantity > 0);
  const parts = [texts.intro, ...ordered.map(lineText)];
  if (ordered.some((line) => line.price > 0)) {
    const unpriced = ordered.some((line) => line.price <= 0) ? ` ${texts.unpriced}` : '';
    parts.push('', `*${texts.total}: ${formatRupiah(orderTotal(ordered))}*${unpriced}`);
  }
  const trimmed = note.trim();
  if (trimmed) parts.push('', `${texts.note}: ${trimmed}`);
  if (recorded) parts.push('', `${texts.name}: ${recorded.customer}`, `${texts.code}: ${recorded.code}`);
  return parts.join('\n');
}

/** The chat link WhatsApp opens on any phone or computer, with the message typed in. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
