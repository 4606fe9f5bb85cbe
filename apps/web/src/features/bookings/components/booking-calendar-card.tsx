import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';
import { useBookingCalendar, useRenewBookingCalendar } from '../api/bookings-api';

// The owner's private calendar address: booked and waiting requests show up in Google Calendar.
export function BookingCalendarCard() {
  const calendar = useBookingCalendar();
  const renew = useRenewBookingCalendar();
  const [isAsking, setIsAsking] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Alamat kalender disalin');
    } catch {
      notify.error('Alamat gagal disalin. Pilih alamatnya, lalu salin sendiri.');
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Kalender</CardTitle>
        <CardDescription>
          Alamat pribadi ini menampilkan booking yang diterima dan permintaan yang menunggu jawaban di
          kalender Anda. Jangan bagikan ke orang lain. Di Google Calendar: Setelan › Tambahkan kalender › Dari
          URL, lalu tempel alamat ini.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {calendar.isPending ? (
          <LinesSkeleton label="Memuat alamat kalender" />
        ) : calendar.isError ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-neutral-700">Alamat kalender gagal dimuat.</p>
            <Button variant="outline" onClick={() => calendar.refetch()}>
              Coba lagi
            </Button>
          </div>
        ) : (
          <>
            <div className="space-y-1.5">
              <Label htmlFor="booking-calendar-url">Alamat kalender</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="booking-calendar-url"
                  className="min-w-0"
                  surface="readOnly"
                  readOnly
                  value={calendar.data.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button className="shrink-0" onClick={() => copy(calendar.data.url)}>
                  <Copy className="size-4" aria-hidden="true" />
                  Salin
                </Button>
              </div>
            </div>
            <Button variant="outline" onClick={() => setIsAsking(true)}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Buat alamat baru
            </Button>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Buat alamat kalender baru?"
        subject="Alamat lama langsung berhenti bekerja."
        confirmLabel="Buat alamat baru"
        busyLabel="Membuat..."
        note="Kalender yang memakai alamat lama tidak lagi menerima booking. Tambahkan alamat baru di Google Calendar setelah ini."
        isBusy={renew.isPending}
        onConfirm={() => renew.mutate(undefined, { onSettled: () => setIsAsking(false) })}
      />
    </Card>
  );
}
