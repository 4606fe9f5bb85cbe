import type { OrderableItem, OrderModel } from '../../data/order-model';
import { Icon } from '../../ui/icons';

// A one-item WhatsApp message without JavaScript; the script turns it into 'add to the order list'.
// An item sold out ('Habis') has no action at all, only its label, so the script cannot add it either.
// An item the owner takes bookings for is booked, never put in the order list: 'Booking' only.
export function OrderAction({
  item,
  order,
  soldOut,
}: {
  item: OrderableItem;
  order: OrderModel | null;
  soldOut: string | null;
}) {
  if (soldOut) return <span className="sold-out-tag">{soldOut}</span>;
  if (item.booking)
    return (
      <a className="order-add" href={item.booking.href} aria-label={`${item.booking.label}: ${item.name}`}>
        <Icon name="calendar" />
        {item.booking.label}
      </a>
    );
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
