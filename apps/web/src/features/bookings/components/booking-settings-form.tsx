import { BOOKING_LIMITS, type BookingSettings, bookingSettingsInputSchema, SECTIONS } from '@webku/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { TextField } from '@/components/form/text-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { failureReason } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveBookingSettings } from '../api/bookings-api';
import { HOURS_SOURCE_TEXT } from '../utils/booking-display';

// The same rules the server parses the settings with; the switch above saves is_active on its own.
const settingsFormSchema = bookingSettingsInputSchema.pick({
  capacity: true,
  lead_minutes: true,
  horizon_days: true,
  hold_minutes: true,
  offerings: true,
});

export const toSettingsFormValues = (settings: BookingSettings) => ({
  capacity: settings.capacity,
  lead_minutes: settings.lead_minutes,
  horizon_days: settings.horizon_days,
  hold_minutes: settings.hold_minutes,
  offerings: settings.offerings.map(({ id, is_bookable, unit, duration_minutes }) => ({
    id,
    is_bookable,
    unit,
    duration_minutes,
  })),
});

const asNumber = { valueAsNumber: true } as const;

export function BookingSettingsForm({ settings }: { settings: BookingSettings }) {
  const { register, handleSubmit, reset, formState } = useSchemaForm(settingsFormSchema, {
    defaultValues: toSettingsFormValues(settings),
  });
  const errors = formState.errors;
  const save = useSaveBookingSettings();
  const refusal = failureReason(save.error);
  const slug = useSession().company?.slug ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(toSettingsFormValues(await save.mutateAsync(values)));
    } catch {
      // The failure toast is already shown and the reason stands above the button; the edits stay.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Pengaturan booking">
      <FormSection
        title="Waktu dan tempat"
        description="Website hanya menawarkan waktu yang masih ada tempatnya, di dalam jam booking."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="booking-capacity"
            label="Jumlah tempat sekaligus"
            type="number"
            inputMode="numeric"
            min={BOOKING_LIMITS.capacity.min}
            max={BOOKING_LIMITS.capacity.max}
            step={1}
            hint="Kursi, karyawan atau ruangan yang bisa melayani pada waktu yang sama."
            error={errors.capacity?.message}
            {...register('capacity', asNumber)}
          />
          <TextField
            id="booking-lead"
            label="Batas pesan sebelum mulai (menit)"
            type="number"
            inputMode="numeric"
            min={BOOKING_LIMITS.leadMinutes.min}
            max={BOOKING_LIMITS.leadMinutes.max}
            step={1}
            hint="Misalnya 60: pelanggan bisa memesan paling lambat satu jam sebelumnya."
            error={errors.lead_minutes?.message}
            {...register('lead_minutes', asNumber)}
          />
          <TextField
            id="booking-horizon"
            label="Bisa dipesan sampai (hari ke depan)"
            type="number"
            inputMode="numeric"
            min={BOOKING_LIMITS.horizonDays.min}
            max={BOOKING_LIMITS.horizonDays.max}
            step={1}
            error={errors.horizon_days?.message}
            {...register('horizon_days', asNumber)}
          />
          <TextField
            id="booking-hold"
            label="Batas waktu menjawab (menit)"
            type="number"
            inputMode="numeric"
            min={BOOKING_LIMITS.holdMinutes.min}
            max={BOOKING_LIMITS.holdMinutes.max}
            step={1}
            hint="Selama itu waktunya disimpan untuk pelanggan. Lewat dari itu, permintaan kedaluwarsa."
            error={errors.hold_minutes?.message}
            {...register('hold_minutes', asNumber)}
          />
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-800 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              Jam booking: <span className="font-medium">{HOURS_SOURCE_TEXT[settings.hours_source]}</span>
            </span>
          </p>
          {settings.hours_source !== 'own' && (
            <Link
              to={adminPath(slug, SECTIONS.stores.admin.route)}
              className="font-medium text-brand-700 underline"
            >
              Atur jam buka toko
            </Link>
          )}
        </div>
      </FormSection>
      <FormSection
        title="Layanan"
        description="Pilih layanan yang bisa dibooking dan lamanya. Daftarnya diambil dari menu Anda."
      >
        {settings.offerings.length === 0 ? (
          <p className="text-sm text-neutral-700">
            Belum ada layanan. Tambahkan dulu di menu, lalu atur lamanya di sini.
          </p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {settings.offerings.map((offering, index) => {
              const id = `booking-offering-${offering.id}`;
              const error = errors.offerings?.[index]?.duration_minutes?.message;
              return (
                <li
                  key={offering.id}
                  className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto_9rem_9rem] sm:items-end sm:gap-4"
                >
                  <p className="font-medium text-neutral-900 wrap-anywhere sm:pb-2.5">{offering.name}</p>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-neutral-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      {...register(`offerings.${index}.is_bookable`)}
                    />
                    Bisa dibooking<span className="sr-only">: {offering.name}</span>
                  </label>
                  <div className="space-y-1.5">
                    <Label htmlFor={`${id}-unit`}>
                      Cara booking<span className="sr-only">: {offering.name}</span>
                    </Label>
                    <Select id={`${id}-unit`} {...register(`offerings.${index}.unit`)}>
                      <option value="time">Per waktu</option>
                      <option value="night">Per malam (kamar)</option>
                      <option value="day">Per hari (sewa)</option>
                    </Select>
                  </div>
                  <div className="space-y-1.5">
                    <Label htmlFor={id}>
                      Lama (menit)<span className="sr-only">: {offering.name}</span>
                    </Label>
                    <Input
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={BOOKING_LIMITS.durationMinutes.min}
                      max={BOOKING_LIMITS.durationMinutes.max}
                      step={15}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      {...register(`offerings.${index}.duration_minutes`, asNumber)}
                    />
                  </div>
                  {error && (
                    <p id={`${id}-error`} className="text-sm text-red-700 sm:col-span-4">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </FormSection>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <FormActions isSaving={save.isPending} label="Simpan" isDirty={formState.isDirty} />
    </form>
  );
}
