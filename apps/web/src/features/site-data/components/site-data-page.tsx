import { PageHeader } from '@/components/page-header';
import { useRole } from '@/lib/session';
import { BackupCard } from './backup-card';
import { DeleteAccountCard } from './delete-account-card';
import { RestorePointsCard } from './restore-points-card';

export function SiteDataPage() {
  // Backups and restore are the owner's; a member finds only their own account here.
  if (useRole() !== 'owner')
    return (
      <div className="space-y-6">
        <PageHeader title="Data & Cadangan" description="Akun Anda di tim usaha ini." />
        <DeleteAccountCard />
      </div>
    );
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
