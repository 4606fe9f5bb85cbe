import type { OrderClientConfig } from '../data/order-model';

type SendParts = {
  root: HTMLElement;
  send: HTMLAnchorElement;
  /** "Bayar sekarang", when the owner takes orders paid online. */
  pay: HTMLButtonElement | null;
  config: OrderClientConfig;
  /** The list as it stands: each item's key ('menu-12', 'merchandise-3') and quantity. */
  lines: () => readonly { key: string; quantity: number }[];
  note: HTMLTextAreaElement;
  /** After the order is recorded: the list is sent, so it empties. */
  sent: () => void;
};

const ITEM_KEY = /^(menu|merchandise)-(\d+)$/;

// 'Kirim pesanan via WhatsApp' records the order first, then opens the chat the server wrote (it carries
// the order's code). A refusal (a bad number, an item gone "Habis") is shown above the button; when the
// server cannot be reached or fails, the chat opens as it always did, unrecorded. "Bayar sekarang" records
// the order with pay_online and goes to its receipt (the QRIS or the gateway's page); no payment script is
// loaded on the page, before or after the tap.
export function initOrderSend({ root, send, pay, config, lines, note, sent }: SendParts): void {
  const name = root.querySelector<HTMLInputElement>('[data-order-customer]');
  const whatsapp = root.querySelector<HTMLInputElement>('[data-order-whatsapp]');
  const error = root.querySelector<HTMLElement>('[data-order-error]');
  if (!name || !whatsapp || !error) return;
  let sending = false;
  const refuse = (message: string, field?: HTMLInputElement) => {
    error.textContent = message;
    error.hidden = false;
    field?.focus();
  };

  const submit = async (event: MouseEvent, payOnline: boolean) => {
    if (!payOnline && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
    event.preventDefault();
    if (sending) return;
    const customer = { name: name.value.trim(), whatsapp: whatsapp.value.trim() };
    if (!customer.name || !customer.whatsapp) {
      // Nothing was sent: the statistics do not count it as an order.
      event.stopPropagation();
      refuse(config.needContact, customer.name ? whatsapp : name);
      return;
    }
    error.hidden = true;
    const items = lines().flatMap(({ key, quantity }) => {
      const [, kind, id] = ITEM_KEY.exec(key) ?? [];
      if (!kind) return [];
      return [{ [kind === 'menu' ? 'menu_item_id' : 'merchandise_id']: Number(id), quantity }];
    });
    sending = true;
    const button = payOnline ? pay : send;
    button?.setAttribute('aria-disabled', 'true');
    try {
      const response = await fetch(config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          items,
          customer_name: customer.name,
          customer_whatsapp: customer.whatsapp,
          note: note.value.trim() || undefined,
          language: document.documentElement.lang === 'en' ? 'english' : 'indonesia',
          ...(payOnline ? { pay_online: true } : {}),
        }),
      });
      const body = (await response.json()) as {
        data?: { whatsapp_url: string; payment?: { receipt_url: string } };
        message?: string;
      };
      if (body.data) {
        sent();
        location.assign(
          payOnline && body.data.payment ? body.data.payment.receipt_url : body.data.whatsapp_url,
        );
      } else if (response.status < 500 && body.message) refuse(body.message);
      else if (!payOnline) location.assign(send.href);
    } catch {
      if (!payOnline) location.assign(send.href);
    } finally {
      sending = false;
      button?.removeAttribute('aria-disabled');
    }
  };
  send.addEventListener('click', (event) => submit(event, false));
  pay?.addEventListener('click', (event) => submit(event, true));
}
