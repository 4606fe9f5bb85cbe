import type { AccountSummary } from '@webku/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-errors';
import { formatWhen } from '@/lib/format-when';
import { clearSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useAccountSummary, useDeleteAccount } from '../api/site-data-api';

function SubscriptionWarning({
  subscription,
}: {
  subscription: NonNullable<AccountSummary['subscription']>;
}) {
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      Langganan <strong>{subscription.plan_name}</strong>
      {subscription.domain_url && (
        <>
          {' '}
          untuk <strong>{subscription.domain_url}</strong>
        </>
      )}
      {subscription.valid_until && <> berlaku sampai {formatWhen(subscription.valid_until)}</>} ikut berakhir,
      tanpa pengembalian dana, dan domain tidak lagi menampilkan website Anda.
    </p>
  );
}

// Account deletion: the owner types the site address, sees what ends, and confirms once more.
export function DeleteAccountCard() {
  const account = useAccountSummary();
  const removal = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const inputId = useId();
  const slug = account.data?.slug ?? '';
  const isMatch = !!slug && typed.trim().toLowerCase() === slug;
  // A member of the owner's team deletes only their own account; the company stays.
  const memberOnly = account.data?.member_only === true;

  const handleDelete = () =>
    removal.mutate(typed, {
      onSuccess: () => {
        clearSession();
        window.location.assign('/');
      },
      onError: (error) => notify.error(serverMessage(error) ?? 'Akun gagal dihapus. Coba lagi.'),
    });

  return (
    <Card border="danger">
      <CardHeader>
        <CardTitle>Hapus akun</CardTitle>
        <CardDescription>
          {memberOnly
            ? `Menghapus akun Anda dan keanggotaan Anda di tim. Website ${account.data?.company_name} tetap ada dan tetap dikelola pemiliknya.`
            : 'Menghapus akun, website, semua isinya, foto di pustaka, riwayat perubahan dan sesi masuk Anda. Website langsung tidak bisa dibuka lagi. Catatan pembayaran disimpan untuk pembukuan tanpa data pribadi. Unduh cadangan dulu jika ingin menyimpan isinya.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {account.data?.subscription && <SubscriptionWarning subscription={account.data.subscription} />}
        <div className="max-w-md space-y-1.5">
          <Label htmlFor={inputId}>
            Ketik <strong className="font-mono">{slug}</strong> untuk mengonfirmasi
          </Label>
          <Input
            id={inputId}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button variant="danger" disabled={!isMatch} onClick={() => setIsConfirming(true)}>
          Hapus akun
        </Button>
      </CardContent>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Hapus akun selamanya?"
        subject={
          account.data &&
          (memberOnly
            ? `Akun Anda dihapus; ${account.data.company_name} tetap ada.`
            : `${account.data.company_name} (${slug}) dan semua isinya akan dihapus.`)
        }
        confirmLabel="Hapus akun"
        isBusy={removal.isPending}
        note="Tindakan ini tidak bisa dibatalkan."
        onConfirm={handleDelete}
      >
        {account.data?.subscription && <SubscriptionWarning subscription={account.data.subscription} />}
      </ConfirmDialog>
    </Card>
  );
}
