import { addDays, type DashboardBookings } from '@webku/contract';
import { CalendarCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { bookingWhen, shortDay } from '@/lib/booking-when';
import { adminPath } from '@/lib/site-mode';
import { CardLink } from './card-link';

const COUNTS = [
  { key: 'requested', label: 'Diminta' },
  { key: 'confirmed', label: 'Diterima' },
  { key: 'missed', label: 'Terlewat' },
] as const;

type BookingSummaryProps = { slug: string; bookings: DashboardBookings };

// The dashboard's "Booking": the requests still waiting for the owner's answer, the soonest of them, and
// the last four weeks. Times are the site's, as the server wrote them.
export function BookingSummary({ slug, bookings }: BookingSummaryProps) {
  if (bookings.proposed) return <BookingProposal slug={slug} />;
  const next = bookings.next_waiting;
  const lastWeek = bookings.weeks.length - 1;
  return (
    <section aria-labelledby="bookings-heading">
      <Card className="p-4 sm:p-6" data-dashboard-bookings>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2
            id="bookings-heading"
            className="flex items-center gap-2 text-lg font-semibold text-neutral-900"
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <CalendarCheck className="size-4" aria-hidden="true" />
            </span>
            Booking
          </h2>
          {!bookings.is_active && <Badge tone="muted">Booking sedang dinonaktifkan</Badge>}
        </div>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col items-start">
            <p className="text-sm text-neutral-700" data-bookings-waiting={bookings.waiting}>
              {bookings.waiting > 0 ? (
                <>
                  <span className="mr-1.5 text-3xl font-bold tabular-nums text-neutral-900">
                    {bookings.waiting}
                  </span>
                  permintaan menunggu jawaban
                </>
              ) : (
                'Tidak ada permintaan yang menunggu'
              )}
            </p>
            {next && (
              <div className="mt-3 w-full rounded-lg bg-neutral-50 p-3 text-sm" data-bookings-next>
                <p className="text-xs font-medium text-neutral-600">Paling dekat</p>
                <p className="mt-0.5 font-semibold text-neutral-900 wrap-anywhere">
                  {next.customer_name} · {next.offering_name}
                </p>
                <p className="text-neutral-700 tabular-nums">{bookingWhen(next.start)}</p>
              </div>
            )}
            <CardLink to={adminPath(slug, 'booking')} word="Buka Booking" className="-mx-2 mt-2" />
          </div>
          <div>
            <table className="w-full text-sm tabular-nums">
              <caption className="sr-only">Booking empat minggu terakhir</caption>
              <thead className="text-xs font-medium text-neutral-600">
                <tr className="border-b border-neutral-200">
                  <th scope="col" className="py-2 pr-2 text-left font-medium">
                    Pekan
                  </th>
                  {COUNTS.map(({ key, label }) => (
                    <th key={key} scope="col" className="py-2 pl-2 text-right font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {bookings.weeks.map((week, index) => (
                  <tr key={week.week_start} data-bookings-week={week.week_start}>
                    <th scope="row" className="py-2 pr-2 text-left font-normal text-neutral-700">
                      {index === lastWeek
                        ? 'Pekan ini'
                        : `${shortDay(week.week_start)} – ${shortDay(addDays(week.week_start, 6))}`}
                    </th>
                    {COUNTS.map(({ key }) => (
                      <td key={key} className="py-2 pl-2 text-right font-semibold text-neutral-900">
                        {week[key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-neutral-600">
              Terlewat: tidak dijawab sampai batas waktunya, jadi tempatnya dilepas lagi.
            </p>
          </div>
        </div>
      </Card>
    </section>
  );
}

// A kind of business that books (a salon, a homestay) and never set it up: what it does, and the way there.
function BookingProposal({ slug }: { slug: string }) {
  return (
    <section aria-labelledby="bookings-heading">
      <Card className="p-4 sm:p-6" data-dashboard-bookings>
        <h2 id="bookings-heading" className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <CalendarCheck className="size-4" aria-hidden="true" />
          </span>
          Booking
        </h2>
        <p className="mt-3 max-w-prose text-sm text-neutral-700">
          Usaha seperti Anda biasanya menerima booking. Pelanggan memilih waktu yang masih kosong di website,
          lalu permintaannya masuk ke WhatsApp Anda. Booking masih mati sampai Anda menyalakannya.
        </p>
        <CardLink to={adminPath(slug, 'booking')} word="Atur Booking" className="-mx-2 mt-2" />
      </Card>
    </section>
  );
}
