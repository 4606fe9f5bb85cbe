import { API, formatRupiah } from '@webku/contract';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { SoldOutSwitch } from '@/components/sold-out-switch';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMenuCategories, useMenuItems, useMerchandise } from '@/lib/catalog-queries';
import { queryKeys } from '@/lib/query-keys';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';

type Row = {
  id: number;
  name: string;
  price?: number | null;
  sold_out?: boolean;
  sold_out_until?: string | null;
};

function StockList({
  title,
  rows,
  path,
  listKey,
}: {
  title: string;
  rows: Row[];
  path: (id: number) => string;
  listKey: readonly unknown[];
}) {
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-neutral-100" aria-label={title}>
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-44">
                <p className="break-words font-medium text-neutral-900">{row.name}</p>
                {row.price ? (
                  <p className="text-sm tabular-nums text-neutral-600">{formatRupiah(row.price)}</p>
                ) : null}
              </div>
              <SoldOutSwitch item={row} path={path} listKey={listKey} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

// The counter's screen: every menu item and product with its "Habis" switch, and nothing to edit. A Kasir
// lands here; the owner and Pengelola have it too for a quick round at closing time.
export function StockPage() {
  const categories = useMenuCategories();
  const items = useMenuItems();
  const goods = useMerchandise();
  useLoadErrorToast(categories.error ?? items.error ?? goods.error, 'Gagal memuat daftar stok');
  const order = new Map(
    (categories.data ?? []).map((category, index) => [category.id, category.display_order ?? index]),
  );
  const menu = [...(items.data ?? [])]
    .filter((item) => item.is_active !== false)
    .sort(
      (a, b) =>
        (order.get(a.category_id) ?? 0) - (order.get(b.category_id) ?? 0) ||
        a.display_order - b.display_order,
    );
  const products = [...(goods.data ?? [])].filter((item) => item.is_active !== false);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Stok & Habis"
        description="Ketuk saklar bila sesuatu habis. Tanda Habis langsung tampil di website, dan kembali tersedia besok pagi kecuali Anda mengubahnya."
      />
      {items.isPending || goods.isPending ? (
        <LinesSkeleton label="Memuat daftar stok" />
      ) : menu.length + products.length === 0 ? (
        <p className="text-neutral-600">Belum ada menu atau produk untuk ditandai habis.</p>
      ) : (
        <>
          <StockList title="Menu" rows={menu} path={API.admin.menu.itemSoldOut} listKey={queryKeys.menu} />
          <StockList
            title="Produk"
            rows={products}
            path={API.admin.merchandise.itemSoldOut}
            listKey={queryKeys.merchandise}
          />
        </>
      )}
    </div>
  );
}
