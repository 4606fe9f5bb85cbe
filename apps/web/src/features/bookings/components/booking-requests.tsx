import { type Booking, type BookingOffering, LANGUAGE_NAMES } from '@webku/contract';
import { CalendarCheck, Check, CircleAlert, MessageCircle, RefreshCw, X } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListHeader } from '@/components/list-header';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { bookingWhen } from '@/lib/booking-when';
import { useSession } from '@/lib/session';
import { type AnsweredBooking, type BookingAnswer, useAnswerBooking, useBookings } from '../api/bookings-api';
import {
  BOOKING_STATE_BADGE,
  bookingPeriod,
  bookingState,
  depositText,
  splitBookings,
  unplacedDepositNote,
} from '../utils/booking-display';
import { AddBookingDialog } from './add-booking-dialog';

/** The request being answered, if any: one answer at a time. */
type Answering = { id: number; answer: BookingAnswer } | null;

function BookingRow({
  booking,
  answering,
  onAnswer,
}: {
  booking: Booking;
  answering: Answering;
  onAnswer: (answer: BookingAnswer) => void;
}) {
  const state = bookingState(booking);
  // A customer who booked on the second language's page gets the owner's messages in that language.
  const siteLanguage = useSession().company?.web_language ?? 'indonesia';
  const badge = BOOKING_STATE_BADGE[state];
  const isAnswering = (answer: BookingAnswer) => answering?.id === booking.id && answering.answer === answer;
  const deposit = depositText(booking);
  const unplaced = unplacedDepositNote(booking);
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between md:gap-6">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-neutral-900">{bookingPeriod(booking)}</p>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className="text-sm text-neutral-800 wrap-anywhere">{booking.offering_name}</p>
        <p className="text-sm text-neutral-700 wrap-anywhere">
          {booking.customer_name} · +{booking.customer_whatsapp}
          {booking.language && booking.language !== siteLanguage && (
            <> · pesan dalam {LANGUAGE_NAMES[booking.language]}</>
          )}
        </p>
        <p className="text-xs text-neutral-600">
          Kode <span className="font-mono font-medium text-neutral-800">{booking.code}</span>
          {state === 'pending' && booking.answer_by && ` · Jawab sebelum ${bookingWhen(booking.answer_by)}`}
          {deposit && ` · ${deposit}`}
        </p>
        {unplaced && (
          <p className="flex items-start gap-1.5 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {unplaced}
          </p>
        )}
      </div>
      {booking.status === 'pending' && (
        <div className="grid shrink-0 grid-cols-2 gap-2 md:flex">
          <Button
            size="compact"
            onClick={() => onAnswer('confirm')}
            isLoading={isAnswering('confirm')}
            disabled={answering !== null}
          >
            {!isAnswering('confirm') && <Check aria-hidden="true" />}
            Terima<span className="sr-only"> booking {booking.customer_name}</span>
          </Button>
          <Button
            variant="outline"
            size="compact"
            onClick={() => onAnswer('decline')}
            isLoading={isAnswering('decline')}
            disabled={answering !== null}
          >
            {!isAnswering('decline') && <X aria-hidden="true" />}
            Tolak<span className="sr-only"> booking {booking.customer_name}</span>
          </Button>
        </div>
      )}
      {booking.reminder_url && (
        <a
          href={booking.reminder_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-emerald-700 px-4 text-sm font-medium text-emerald-900 hover:bg-emerald-50"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          Kirim pengingat<span className="sr-only"> ke {booking.customer_name}</span>
        </a>
      )}
    </li>
  );
}

function BookingList({
  label,
  bookings,
  answering,
  onAnswer,
}: {
  label: string;
  bookings: Booking[];
  answering: Answering;
  onAnswer: (booking: Booking, answer: BookingAnswer) => void;
}) {
  return (
    <Card>
      <ul aria-label={label} className="divide-y divide-neutral-100">
        {bookings.map((booking) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            answering={answering}
            onAnswer={(answer) => onAnswer(booking, answer)}
          />
        ))}
      </ul>
    </Card>
  );
}

// A browser may hold the new tab back: the message stays one tap away.
function AnsweredNotice({ answered }: { answered: AnsweredBooking }) {
  return (
    <p className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 sm:flex-row sm:items-center sm:justify-between">
      <span>
        Pesan {answered.status === 'confirmed' ? 'penerimaan' : 'penolakan'} untuk {answered.customer_name}{' '}
        sudah disiapkan di WhatsApp.
      </span>
      <a
        href={answered.whatsapp_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 font-medium text-emerald-900 underline"
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        Buka WhatsApp
      </a>
    </p>
  );
}

export function BookingRequestsView({
  bookings,
  now,
  answering,
  answered,
  onAnswer,
}: {
  bookings: Booking[];
  now: number;
  answering: Answering;
  answered?: AnsweredBooking;
  onAnswer: (booking: Booking, answer: BookingAnswer) => void;
}) {
  const { upcoming, past } = splitBookings(bookings, now);
  return (
    <>
      {answered && <AnsweredNotice answered={answered} />}
      {bookings.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="Belum ada permintaan booking"
          description="Permintaan dari website muncul di sini. Terima atau tolak, lalu kirim jawabannya lewat WhatsApp."
        />
      ) : (
        <>
          {upcoming.length > 0 && (
            <BookingList
              label="Booking yang akan datang"
              bookings={upcoming}
              answering={answering}
              onAnswer={onAnswer}
            />
          )}
          {past.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-sm font-semibold text-neutral-700">Sudah lewat (7 hari terakhir)</h3>
              <BookingList
                label="Booking yang sudah lewat"
                bookings={past}
                answering={answering}
                onAnswer={onAnswer}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}

export function BookingRequests({ offerings }: { offerings: readonly BookingOffering[] }) {
  const bookings = useBookings();
  const answer = useAnswerBooking();
  const answering: Answering = answer.isPending
    ? { id: answer.variables.booking.id, answer: answer.variables.answer }
    : null;
  return (
    <section className="space-y-4" aria-label="Permintaan booking">
      <ListHeader
        title="Permintaan booking"
        count={bookings.data?.length}
        description="Yang akan datang paling atas. Setelah Anda menjawab, WhatsApp terbuka dengan pesan untuk pelanggan."
        actions={<AddBookingDialog offerings={offerings} />}
      />
      {bookings.isPending ? (
        <LinesSkeleton label="Memuat permintaan booking" />
      ) : bookings.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Permintaan booking gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => bookings.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <BookingRequestsView
          bookings={bookings.data}
          now={Date.now()}
          answering={answering}
          answered={answer.data}
          onAnswer={(booking, choice) => answer.mutate({ booking, answer: choice })}
        />
      )}
    </section>
  );
}
