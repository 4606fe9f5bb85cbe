import type { OrderableItem, OrderModel } from '../../data/order-model';
import { Icon } from '../../ui/icons';

// A one-item WhatsApp message without JavaScript; the script turns it into 'add to the order list'.
export function OrderAction({ item, order }: { item: OrderableItem; order: OrderModel | null }) {
  if (!order) return null;
  return (
    <a
      className="order-add"
      href={order.itemHref(item)}
      target="_blank"
      rel="noopener noreferrer"
      data-order-add={item.key}
      data-order-name={item.name}
      data-order-price={item.price}
      aria-label={order.texts.actionLabel(item.name)}
    >
      <Icon name="plus" />
      {order.texts.action}
    </a>
  );
}
