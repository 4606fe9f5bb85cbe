import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRole } from '@/lib/session';
import { useBookingSettings } from '../api/bookings-api';
import { BookingActiveSwitch } from './booking-active-switch';
import { BookingCalendarCard } from './booking-calendar-card';
import { BookingRequests } from './booking-requests';
import { BookingSettingsForm } from './booking-settings-form';

export function BookingsPage() {
  const settings = useBookingSettings();
  // A Kasir answers bookings; the calendar feed and the settings are the owner's and the Pengelola's.
  const mayChangeSettings = useRole() !== 'cashier';
  return (
    <div className="space-y-8">
      <PageHeader
        title="Booking"
        description="Pelanggan memesan waktu untuk layanan Anda di website. Anda menerima atau menolak di sini, lalu WhatsApp membuka pesan jawabannya."
      />
      {settings.isPending ? (
        <LinesSkeleton label="Memuat pengaturan booking" />
      ) : settings.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Pengaturan booking gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => settings.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        mayChangeSettings && <BookingActiveSwitch isActive={settings.data.is_active} />
      )}
      <BookingRequests offerings={settings.data?.offerings ?? []} />
      {mayChangeSettings && <BookingCalendarCard />}
      {mayChangeSettings && settings.data && <BookingSettingsForm settings={settings.data} />}
    </div>
  );
}
