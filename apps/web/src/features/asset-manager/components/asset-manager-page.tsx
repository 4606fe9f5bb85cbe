import { PageHeader } from '@/components/page-header';
import { AssetManager } from './asset-manager';

export function AssetManagerPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Pustaka Gambar"
        description="Semua foto dan logo website Anda, per bagian. Unggah sekali, lalu pilih di editor mana pun."
      />
      <AssetManager />
    </div>
  );
}
