import { PageHeader } from '@/components/page-header';
import { BackupCard } from './backup-card';
import { DeleteAccountCard } from './delete-account-card';
import { RestorePointsCard } from './restore-points-card';

export function SiteDataPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Data & Cadangan"
        description="Data website ini milik Anda: unduh salinannya, kembalikan isi yang lama, atau hapus akun."
      />
      <BackupCard />
      <RestorePointsCard />
      <DeleteAccountCard />
    </div>
  );
}
