import { addMonths, type BookingOffering, MAX_STAY_MONTHS } from '@webku/contract';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { failureReason } from '@/lib/api-errors';
import { useAddBooking } from '../api/bookings-api';

type Fields = { offering: string; date: string; time: string; end: string; name: string; whatsapp: string };

// A booking the owner took by phone or at the counter: accepted at once where a place is free; the
// server's refusal (full, outside the hours) stays in the dialog with what was typed.
export function AddBookingDialog({ offerings }: { offerings: readonly BookingOffering[] }) {
  const [open, setOpen] = useState(false);
  const first = offerings[0];
  const empty: Fields = {
    offering: String(first?.id ?? ''),
    date: '',
    time: '',
    end: '',
    name: '',
    whatsapp: '',
  };
  const [fields, setFields] = useState<Fields>(empty);
  const add = useAddBooking(() => {
    setOpen(false);
    setFields(empty);
  });
  const picked = fields.offering || String(first?.id ?? '');
  const offering = offerings.find((item) => String(item.id) === picked);
  const isStay = offering !== undefined && offering.unit !== 'time';
  const isMonths = offering?.unit === 'month';
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A kos: a first month ('2027-01') and how many, sent as the first of that month and of the one after.
    const firstMonth = `${fields.date.slice(0, 7)}-01`;
    const stay = isMonths
      ? { start: firstMonth, end: addMonths(firstMonth, Number(fields.end)) }
      : { start: fields.date, end: fields.end };
    add.mutate({
      offering_id: Number(picked),
      ...(isStay ? stay : { start: `${fields.date}T${fields.time}` }),
      customer_name: fields.name,
      customer_whatsapp: fields.whatsapp,
    });
  };
  if (!first) return null;
  return (
    <>
      <Button variant="outline" size="compact" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Tambah booking
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Tambah booking"
        description="Untuk booking yang Anda terima lewat telepon atau langsung: langsung diterima, jika masih ada tempat."
      >
        <form className="space-y-4" onSubmit={submit} aria-label="Tambah booking">
          <div className="space-y-1.5">
            <Label htmlFor="add-booking-offering">Layanan</Label>
            <Select id="add-booking-offering" value={picked} onChange={set('offering')}>
              {offerings.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="add-booking-date"
              label={isMonths ? 'Bulan mulai' : isStay ? 'Tanggal mulai' : 'Tanggal'}
              type={isMonths ? 'month' : 'date'}
              required
              value={isMonths ? fields.date.slice(0, 7) : fields.date}
              onChange={set('date')}
            />
            {isMonths ? (
              <TextField
                id="add-booking-end"
                label="Berapa bulan"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_STAY_MONTHS}
                required
                value={fields.end}
                onChange={set('end')}
              />
            ) : isStay ? (
              <TextField
                id="add-booking-end"
                label={offering.unit === 'night' ? 'Tanggal check-out' : 'Tanggal kembali'}
                type="date"
                required
                value={fields.end}
                onChange={set('end')}
              />
            ) : (
              <TextField
                id="add-booking-time"
                label="Jam"
                type="time"
                required
                value={fields.time}
                onChange={set('time')}
              />
            )}
          </div>
          <TextField
            id="add-booking-name"
            label="Nama"
            required
            maxLength={80}
            value={fields.name}
            onChange={set('name')}
          />
          <TextField
            id="add-booking-whatsapp"
            label="Nomor WhatsApp"
            type="tel"
            required
            maxLength={40}
            hint="Contoh: 0812-3456-7890"
            value={fields.whatsapp}
            onChange={set('whatsapp')}
          />
          {failureReason(add.error) && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {failureReason(add.error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Batal
            </Button>
            <Button type="submit" isLoading={add.isPending}>
              Simpan booking
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
