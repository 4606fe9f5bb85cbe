import { formatRupiah, type Order, type OrderStatus } from '@webku/contract';
import { Check, MessageCircle, RefreshCw, ShoppingBag, X } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListHeader } from '@/components/list-header';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useOrders, useSetOrderStatus } from '../api/orders-api';

export const ORDER_STATUS_BADGE: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  new: { label: 'Baru', tone: 'warning' },
  paid: { label: 'Lunas', tone: 'brand' },
  done: { label: 'Selesai', tone: 'success' },
  cancelled: { label: 'Dibatalkan', tone: 'muted' },
};

// '7 Des 2026 · 09.41' in the browser's own zone (an owner in Indonesia reads their own clock).
const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

type Changing = { id: number; status: 'done' | 'cancelled' } | null;

function OrderRow({
  order,
  changing,
  onChange,
}: {
  order: Order;
  changing: Changing;
  onChange: (status: 'done' | 'cancelled') => void;
}) {
  const badge = ORDER_STATUS_BADGE[order.status];
  const isOpen = order.status === 'new' || order.status === 'paid';
  const isChanging = (status: 'done' | 'cancelled') =>
    changing?.id === order.id && changing.status === status;
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:justify-between md:gap-6">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-mono font-semibold text-neutral-900">{order.code}</p>
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <p className="text-sm font-semibold text-neutral-900">{formatRupiah(order.total)}</p>
        </div>
        <ul className="text-sm text-neutral-800" aria-label={`Isi pesanan ${order.code}`}>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a stored order never move.
            <li key={index} className="wrap-anywhere">
              {item.quantity}× {item.name}
              {item.price > 0 && (
                <span className="text-neutral-600"> · {formatRupiah(item.price * item.quantity)}</span>
              )}
            </li>
          ))}
        </ul>
        {order.note && <p className="text-sm text-neutral-700 wrap-anywhere">Catatan: {order.note}</p>}
        <p className="text-sm text-neutral-700 wrap-anywhere">
          {order.customer_name} · +{order.customer_whatsapp}
        </p>
        <p className="text-xs text-neutral-600">
          Dipesan {when.format(new Date(order.created_at))}
          {order.paid_at && ` · Dibayar ${when.format(new Date(order.paid_at))}`}
        </p>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 md:flex">
        <a
          href={`https://wa.me/${order.customer_whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          className="col-span-2 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-emerald-700 px-4 text-sm font-medium text-emerald-900 hover:bg-emerald-50"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          Chat<span className="sr-only"> {order.customer_name}</span>
        </a>
        {isOpen && (
          <>
            <Button
              size="compact"
              onClick={() => onChange('done')}
              isLoading={isChanging('done')}
              disabled={changing !== null}
            >
              {!isChanging('done') && <Check aria-hidden="true" />}
              Selesai<span className="sr-only"> pesanan {order.code}</span>
            </Button>
            <Button
              variant="outline"
              size="compact"
              onClick={() => onChange('cancelled')}
              isLoading={isChanging('cancelled')}
              disabled={changing !== null}
            >
              {!isChanging('cancelled') && <X aria-hidden="true" />}
              Batalkan<span className="sr-only"> pesanan {order.code}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** The orders to handle first, then the done and cancelled ones. */
export function OrdersView({
  orders,
  changing,
  onChange,
}: {
  orders: Order[];
  changing: Changing;
  onChange: (order: Order, status: 'done' | 'cancelled') => void;
}) {
  const open = orders.filter((order) => order.status === 'new' || order.status === 'paid');
  const closed = orders.filter((order) => order.status === 'done' || order.status === 'cancelled');
  const rows = (label: string, shown: Order[]) => (
    <Card>
      <ul aria-label={label} className="divide-y divide-neutral-100">
        {shown.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            changing={changing}
            onChange={(status) => onChange(order, status)}
          />
        ))}
      </ul>
    </Card>
  );
  if (orders.length === 0)
    return (
      <EmptyState
        icon={ShoppingBag}
        title="Belum ada pesanan"
        description="Pesanan dari tombol “Kirim pesanan via WhatsApp” di website muncul di sini dalam beberapa detik."
      />
    );
  return (
    <>
      <section className="space-y-4" aria-label="Pesanan yang perlu diproses">
        <ListHeader
          title="Perlu diproses"
          count={open.length}
          description="Yang terbaru paling atas. Daftar ini diperbarui sendiri setiap beberapa detik."
        />
        {open.length > 0 ? (
          rows('Pesanan yang perlu diproses', open)
        ) : (
          <p className="text-sm text-neutral-600">Semua pesanan sudah diproses.</p>
        )}
      </section>
      {closed.length > 0 && (
        <section className="space-y-4" aria-label="Pesanan selesai dan dibatalkan">
          <ListHeader title="Selesai dan dibatalkan" count={closed.length} />
          {rows('Pesanan selesai dan dibatalkan', closed)}
        </section>
      )}
    </>
  );
}

export function OrdersPage() {
  const orders = useOrders();
  const setStatus = useSetOrderStatus();
  const changing: Changing = setStatus.isPending
    ? { id: setStatus.variables.order.id, status: setStatus.variables.status }
    : null;
  return (
    <div className="space-y-8">
      <PageHeader
        title="Pesanan"
        description="Pesanan yang pelanggan kirim dari website, dengan harga saat dipesan. Tandai selesai setelah pesanan diambil atau diantar."
      />
      {orders.isPending ? (
        <LinesSkeleton label="Memuat pesanan" />
      ) : orders.isError && !orders.data ? (
        <EmptyState
          icon={RefreshCw}
          title="Pesanan gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => orders.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <OrdersView
          orders={orders.data ?? []}
          changing={changing}
          onChange={(order, status) => setStatus.mutate({ order, status })}
        />
      )}
    </div>
  );
}
