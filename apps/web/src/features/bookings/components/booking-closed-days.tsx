import { BOOKING_LIMITS } from '@webku/contract';
import { CalendarX, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { closedDayText } from '../utils/booking-display';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Days off, leave or an event: the site offers no booking on them. Kept sorted; a day is added once.
export function BookingClosedDays({
  days,
  onChange,
  error,
}: {
  days: readonly string[];
  onChange: (days: string[]) => void;
  error?: string;
}) {
  const [day, setDay] = useState('');
  const isFull = days.length >= BOOKING_LIMITS.closedDays;
  const add = () => {
    if (!DAY.test(day) || days.includes(day) || isFull) return;
    onChange([...days, day].sort());
    setDay('');
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-neutral-800">Tanggal tutup</legend>
      <p className="text-xs text-neutral-600">
        Hari libur, cuti atau acara: pada tanggal ini website tidak menawarkan booking.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="booking-closed-day" className="sr-only">
          Tanggal tutup baru
        </label>
        <Input
          id="booking-closed-day"
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="sm:max-w-48"
        />
        <Button variant="outline" onClick={add} disabled={!DAY.test(day) || days.includes(day) || isFull}>
          <CalendarX aria-hidden="true" /> Tambah tanggal tutup
        </Button>
      </div>
      {isFull && (
        <p className="text-xs text-neutral-600">
          Sudah {BOOKING_LIMITS.closedDays} tanggal: hapus tanggal yang sudah lewat untuk menambah lagi.
        </p>
      )}
      {days.length === 0 ? (
        <p className="text-sm text-neutral-600">Belum ada tanggal tutup.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Tanggal tutup">
          {days.map((closed) => (
            <li
              key={closed}
              className="flex min-h-11 items-center gap-1 rounded-full border border-neutral-200 bg-neutral-50 pl-3 text-sm text-neutral-800"
            >
              {closedDayText(closed)}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Hapus tanggal tutup ${closedDayText(closed)}`}
                onClick={() => onChange(days.filter((other) => other !== closed))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
