import { PageHeader } from '@/components/page-header';
import { AssetManager } from './asset-manager';

export function AssetManagerPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Image Library"
        description="All photos and logos of your website, by section. Upload once, then pick them in any editor."
      />
      <AssetManager />
    </div>
  );
}
