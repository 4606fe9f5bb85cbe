import { Link } from 'react-router';
import { SwitchRow } from '@/components/form/switch-row';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { failureReason } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useSetBookingActive } from '../api/bookings-api';

// Saved at the tap; while the server answers, the switch shows what was asked for.
export function BookingActiveSwitch({ isActive }: { isActive: boolean }) {
  const mutation = useSetBookingActive();
  const slug = useSession().company?.slug ?? '';
  const checked = mutation.isPending ? mutation.variables.is_active === true : isActive;
  const refusal = failureReason(mutation.error);
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <SwitchRow
        label="Terima booking lewat website"
        description={
          checked
            ? 'Pelanggan memilih layanan dan waktu yang masih kosong, lalu mengirim permintaan ke Anda.'
            : 'Nyalakan agar pelanggan bisa memesan waktu di website Anda. Anda menjawabnya di sini dan lewat WhatsApp.'
        }
        checked={checked}
        onCheckedChange={(on) => mutation.mutate({ is_active: on })}
        disabled={mutation.isPending}
      />
      {refusal && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{refusal}</p>
          <Link
            to={adminPath(slug, 'web-settings')}
            className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
          >
            Buka Web Settings
          </Link>
        </div>
      )}
    </Card>
  );
}
