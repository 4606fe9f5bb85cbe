import { formatRupiah } from '@webku/contract';
import { buildOrderMessage, type OrderLine, orderTotal, whatsappLink } from '../data/order-message';
import type { OrderClientConfig } from '../data/order-model';
import { initOrderSend } from './order-send';
import { MAX_QUANTITY, readOrder, writeOrder } from './order-storage';

type Line = OrderLine & { key: string };
type Row = { row: HTMLLIElement; quantity: HTMLInputElement; total: HTMLElement };

function element(tag: string, className: string, text = ''): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function setAll(selector: string, update: (node: HTMLElement) => void): void {
  for (const node of document.querySelectorAll<HTMLElement>(selector)) update(node);
}

// 'Pesan' adds to a list kept in sessionStorage; the dialog sends it as one WhatsApp message.
export function initOrder(): void {
  const root = document.querySelector<HTMLElement>('[data-order-config]');
  const list = root?.querySelector<HTMLElement>('[data-order-lines]');
  const note = root?.querySelector<HTMLTextAreaElement>('[data-order-note]');
  const send = root?.querySelector<HTMLAnchorElement>('[data-order-send]');
  const undo = root?.querySelector<HTMLButtonElement>('[data-order-undo]');
  const dialog = root?.closest('dialog');
  if (!root || !list || !note || !send || !undo || !dialog) return;
  const config = JSON.parse(root.dataset.orderConfig ?? '{}') as OrderClientConfig;
  const title = dialog.querySelector<HTMLElement>('.dialog-title');
  if (title) title.tabIndex = -1;

  // Names and prices are the page's, so a stored order never shows a stale or forged price.
  const catalogue = new Map<string, OrderLine>();
  for (const action of document.querySelectorAll<HTMLElement>('[data-order-add]')) {
    const price = Number(action.dataset.orderPrice);
    catalogue.set(action.dataset.orderAdd ?? '', {
      name: action.dataset.orderName ?? '',
      price: price > 0 ? price : 0,
      quantity: 0,
    });
  }
  const saved = readOrder(config.storageKey);
  let lines: Line[] = saved.lines.flatMap(({ key, quantity }) => {
    const item = catalogue.get(key);
    return item ? [{ ...item, key, quantity }] : [];
  });
  note.value = saved.note;
  const rows = new Map<string, Row>();
  const fill = (template: string, name: string) => template.replace('{name}', name);

  const announce = (text: string) => {
    const scope = dialog.open ? root : document.querySelector('.float-actions');
    const status = scope?.querySelector('[data-order-status]');
    if (status) status.textContent = text;
  };

  const quantityButton = (line: Line, step: 1 | -1) => {
    const button = element('button', 'qty-button', step > 0 ? '+' : '−') as HTMLButtonElement;
    button.type = 'button';
    button.dataset.orderStep = String(step);
    button.dataset.orderKey = line.key;
    button.setAttribute('aria-label', fill(step > 0 ? config.more : config.less, line.name));
    return button;
  };

  // Twenty boxes are typed, not tapped: a number field between the steps, 1 to MAX_QUANTITY.
  const quantityField = (line: Line) => {
    const field = element('input', 'qty-value') as HTMLInputElement;
    field.type = 'text';
    field.inputMode = 'numeric';
    field.pattern = '[0-9]*';
    field.autocomplete = 'off';
    field.dataset.orderQuantity = line.key;
    field.setAttribute('aria-label', fill(config.quantity, line.name));
    return field;
  };

  const newRow = (line: Line): Row => {
    const row = element('li', 'order-line') as HTMLLIElement;
    const quantity = quantityField(line);
    const total = element('span', 'order-line-total');
    const stepper = element('span', 'qty');
    stepper.append(quantityButton(line, -1), quantity, quantityButton(line, 1));
    row.append(
      element('span', 'order-line-name', line.name),
      element('span', 'order-line-price', line.price > 0 ? formatRupiah(line.price) : ''),
      stepper,
      total,
    );
    list.append(row);
    return { row, quantity, total };
  };

  // Shows the list on the page and keeps it for a reload; the list just read from storage needs no writing back.
  const sync = ({ save = true } = {}) => {
    for (const line of lines) {
      const row = rows.get(line.key) ?? newRow(line);
      rows.set(line.key, row);
      if (document.activeElement !== row.quantity) row.quantity.value = String(line.quantity);
      row.total.textContent = line.price > 0 ? formatRupiah(line.price * line.quantity) : '';
    }
    for (const [key, row] of rows) {
      if (lines.some((line) => line.key === key)) continue;
      row.row.remove();
      rows.delete(key);
    }
    const count = lines.reduce((sum, line) => sum + line.quantity, 0);
    const total = formatRupiah(orderTotal(lines));
    setAll('[data-order-total]', (node) => {
      node.textContent = total;
    });
    setAll('[data-order-count]', (node) => {
      node.textContent = String(count);
    });
    setAll('[data-order-filled]', (node) => {
      node.hidden = count === 0;
    });
    setAll('[data-order-empty]', (node) => {
      node.hidden = count > 0;
    });
    setAll('[data-order-bar]', (node) => {
      node.hidden = count === 0;
    });
    send.href = whatsappLink(config.number, buildOrderMessage(lines, note.value, config.message));
    if (!save) return;
    writeOrder(config.storageKey, {
      lines: lines.map(({ key, quantity }) => ({ key, quantity })),
      note: note.value,
    });
  };

  // What 'clear' removed, until the visitor takes it back or starts a new list.
  let cleared: { lines: Line[]; note: string } | null = null;
  const forgetCleared = () => {
    cleared = null;
    undo.hidden = true;
  };

  const change = (key: string, step: number) => {
    const line = lines.find((candidate) => candidate.key === key);
    setQuantity(key, (line?.quantity ?? 0) + step);
  };
  const setQuantity = (key: string, quantity: number) => {
    forgetCleared();
    const item = catalogue.get(key);
    const line = lines.find((candidate) => candidate.key === key);
    if (!item) return;
    if (!line) lines.push({ ...item, key, quantity: Math.max(0, quantity) });
    else line.quantity = Math.min(MAX_QUANTITY, quantity);
    lines = lines.filter((candidate) => candidate.quantity > 0);
    sync();
  };

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const add = event.target.closest<HTMLElement>('[data-order-add]');
    // Ctrl/Cmd-click still opens the one-item WhatsApp link in a new tab.
    if (add && !(event.ctrlKey || event.metaKey || event.shiftKey)) {
      event.preventDefault();
      const key = add.dataset.orderAdd ?? '';
      change(key, 1);
      announce(fill(config.added, catalogue.get(key)?.name ?? ''));
      return;
    }
    const stepper = event.target.closest<HTMLElement>('[data-order-step]');
    if (stepper && root.contains(stepper)) {
      const key = stepper.dataset.orderKey ?? '';
      change(key, Number(stepper.dataset.orderStep));
      const line = lines.find((candidate) => candidate.key === key);
      announce(line ? `${line.name}: ${line.quantity}` : fill(config.less, catalogue.get(key)?.name ?? ''));
      // A removed line takes its buttons with it; focus goes back to the dialog's heading.
      if (!line) title?.focus();
      return;
    }
    if (event.target.closest('[data-order-undo]') && cleared) {
      ({ lines } = cleared);
      note.value = cleared.note;
      forgetCleared();
      sync();
      title?.focus();
      return;
    }
    if (event.target.closest('[data-order-clear]') && root.contains(event.target)) {
      cleared = { lines, note: note.value };
      lines = [];
      note.value = '';
      sync();
      undo.hidden = false;
      undo.focus();
      announce(config.cleared);
    }
  });
  // While typing, a whole number counts at once (capped); leaving the field puts back what counts,
  // and 0 takes the line away as '−' does.
  root.addEventListener('input', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.dataset.orderQuantity) return;
    field.value = field.value.replace(/\D/g, '');
    const typed = Number.parseInt(field.value, 10);
    if (typed > 0) setQuantity(field.dataset.orderQuantity, typed);
  });
  root.addEventListener('change', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.dataset.orderQuantity) return;
    const key = field.dataset.orderQuantity;
    if (Number.parseInt(field.value, 10) === 0) {
      setQuantity(key, 0);
      announce(fill(config.less, catalogue.get(key)?.name ?? ''));
      title?.focus();
      return;
    }
    const line = lines.find((candidate) => candidate.key === key);
    field.value = String(line?.quantity ?? '');
    if (line) announce(`${line.name}: ${line.quantity}`);
  });
  note.addEventListener('input', () => sync());
  initOrderSend({
    root,
    send,
    pay: root.querySelector<HTMLButtonElement>('[data-order-pay]'),
    config,
    lines: () => lines,
    note,
    sent: () => {
      lines = [];
      note.value = '';
      sync();
    },
  });
  sync({ save: false });
}
