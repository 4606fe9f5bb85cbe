import { AdminLayout } from '@/features/admin-shell/components/admin-layout';
import { AssetPickerProvider } from './asset-picker';

export function AdminLayoutRoute() {
  return (
    <AssetPickerProvider>
      <AdminLayout />
    </AssetPickerProvider>
  );
}
