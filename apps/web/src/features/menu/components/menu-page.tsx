import type { AdminMenuItem, MenuCategory } from '@webku/contract';
import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { SectionSettingsCard } from '@/components/section-settings/section-settings-card';
import { Button } from '@/components/ui/button';
import { useMenuCategories, useMenuItems } from '@/lib/catalog-queries';
import { menuPageLine, useOfferWording } from '@/lib/offer-wording';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { sortByDisplayOrder, sortItemsByCategory } from '../utils/menu-form';
import { CategoryList } from './category-list';
import { ItemList } from './item-list';
import { MenuSuggestions } from './menu-suggestions';

function MenuLists({ categories, items }: { categories: MenuCategory[]; items: AdminMenuItem[] }) {
  const sorted = sortByDisplayOrder(categories);
  return (
    <>
      <CategoryList categories={sorted} items={items} />
      <MenuSuggestions />
      <ItemList categories={sorted} items={sortItemsByCategory(items, sorted)} />
    </>
  );
}

export function MenuPage() {
  const categories = useMenuCategories();
  const items = useMenuItems();
  const wording = useOfferWording();
  const error = categories.error ?? items.error;
  useLoadErrorToast(error, 'Failed to load menu data');

  return (
    <div className="space-y-8">
      <PageHeader title="Menu" description={menuPageLine(wording)} />
      <SectionSettingsCard type="menu" loadErrorMessage="Failed to load menu data" />
      {categories.isPending || items.isPending ? (
        <LinesSkeleton label="Memuat menu" />
      ) : error ? (
        <EmptyState
          icon={RefreshCw}
          title="Menu Anda gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => Promise.all([categories.refetch(), items.refetch()])}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <MenuLists categories={categories.data ?? []} items={items.data ?? []} />
      )}
    </div>
  );
}
