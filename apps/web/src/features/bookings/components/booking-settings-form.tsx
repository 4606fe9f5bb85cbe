import {
  BOOKING_LIMITS,
  type BookingSettings,
  bookingHoursEditorSchema,
  bookingHoursListToEditor,
  bookingSettingsInputSchema,
  DEPOSIT_LIMITS,
  SECTIONS,
} from '@webku/contract';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { HoursEditor } from '@/components/form/hours-editor';
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
import { BookingClassTimes } from './booking-class-times';
import { BookingClosedDays } from './booking-closed-days';
import { OfferingNumberField } from './offering-number-field';

// The same rules the server parses the settings with; the switch above saves is_active on its own. The
// weekly hours are edited as the stores' are, a day's ranges on one line separated by commas
// ('07:00 - 08:30, 17:00 - 18:30'), and sent only when the owner sets their own.
const settingsFormSchema = bookingSettingsInputSchema
  .pick({
    capacity: true,
    lead_minutes: true,
    horizon_days: true,
    hold_minutes: true,
    closed_days: true,
    offerings: true,
  })
  .extend({ opening_hours: bookingHoursEditorSchema });

export const toSettingsFormValues = (settings: BookingSettings) => ({
  capacity: settings.capacity,
  lead_minutes: settings.lead_minutes,
  horizon_days: settings.horizon_days,
  hold_minutes: settings.hold_minutes,
  closed_days: settings.closed_days,
  opening_hours: bookingHoursListToEditor(settings.hours),
  offerings: settings.offerings.map(
    ({ id, is_bookable, unit, duration_minutes, places, class_times, deposit, deposit_percent }) => ({
      id,
      is_bookable,
      unit,
      duration_minutes,
      places,
      class_times,
      deposit,
      deposit_percent,
    }),
  ),
});

const asNumber = { valueAsNumber: true } as const;
// An empty box: the offering shares the business's places (or, for a deposit, asks none).
const asPlaces = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) };

/** What the customer picks instead of a length, for an offering not booked by the minute. */
const STAY_LENGTH = {
  night: 'Tamu memilih jumlah malam',
  day: 'Penyewa memilih jumlah hari',
  month: 'Penyewa memilih bulan mulai dan jumlah bulan',
} as const;

export function BookingSettingsForm({ settings }: { settings: BookingSettings }) {
  const form = useSchemaForm(settingsFormSchema, { defaultValues: toSettingsFormValues(settings) });
  const { register, handleSubmit, reset, setValue, control, formState } = form;
  const errors = formState.errors;
  const save = useSaveBookingSettings();
  const refusal = failureReason(save.error);
  const slug = useSession().company?.slug ?? '';
  const [ownHours, setOwnHours] = useState(settings.hours_source === 'own');
  const closedDays = useWatch({ control, name: 'closed_days' }) ?? [];
  const offeringChoices = useWatch({ control, name: 'offerings' }) ?? [];

  const chooseOwnHours = (own: boolean) => {
    setOwnHours(own);
    // Back to the stores' hours: what was typed for the own hours is dropped, not kept half-valid.
    if (!own) setValue('opening_hours', bookingHoursListToEditor(settings.hours), { shouldValidate: true });
  };

  const onSubmit = handleSubmit(async ({ opening_hours, ...values }) => {
    try {
      const saved = await save.mutateAsync({ ...values, hours: ownHours ? opening_hours : null });
      reset(toSettingsFormValues(saved));
      setOwnHours(saved.hours_source === 'own');
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
            hint="Dihitung hanya di jam booking (07.00-21.00 di hari tanpa jam booking), jadi permintaan malam hari menunggu Anda bangun. Selama itu waktunya disimpan untuk pelanggan; lewat dari itu, permintaan kedaluwarsa."
            error={errors.hold_minutes?.message}
            {...register('hold_minutes', asNumber)}
          />
        </div>
      </FormSection>
      <FormSection
        title="Jam booking"
        description="Website hanya menawarkan waktu di dalam jam ini, kecuali pada tanggal tutup."
      >
        <fieldset className="space-y-2">
          <legend className="sr-only">Sumber jam booking</legend>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
            <input
              type="radio"
              name="booking-hours-source"
              className="mt-0.5 size-4 accent-brand-700"
              checked={!ownHours}
              onChange={() => chooseOwnHours(false)}
            />
            <span className="space-y-1">
              <span className="block font-medium text-neutral-900">Ikuti jam buka toko</span>
              <span className="block text-neutral-700">
                {settings.hours_source === 'own'
                  ? 'Jam buka toko pertama yang aktif; 09.00 - 17.00 setiap hari bila toko belum punya jam buka.'
                  : HOURS_SOURCE_TEXT[settings.hours_source]}
              </span>
            </span>
          </label>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
            <input
              type="radio"
              name="booking-hours-source"
              className="mt-0.5 size-4 accent-brand-700"
              checked={ownHours}
              onChange={() => chooseOwnHours(true)}
            />
            <span className="space-y-1">
              <span className="block font-medium text-neutral-900">Atur jam booking sendiri</span>
              <span className="block text-neutral-700">
                Misalnya bila layanan hanya sore hari, atau berbeda dari jam buka toko.
              </span>
            </span>
          </label>
        </fieldset>
        {ownHours ? (
          <HoursEditor
            form={form}
            legend="Jam booking per hari (beberapa rentang dipisah koma, misalnya 07:00 - 08:30, 17:00 - 18:30)"
            emptyHint="Jam booking belum diisi, jadi tidak ada waktu yang ditawarkan."
          />
        ) : (
          <p className="flex items-start gap-2 text-sm text-neutral-700">
            <Clock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              Jam buka toko diatur di{' '}
              <Link
                to={adminPath(slug, SECTIONS.stores.admin.route)}
                className="font-medium text-brand-700 underline"
              >
                halaman {SECTIONS.stores.admin.label}
              </Link>
              .
            </span>
          </p>
        )}
        <BookingClosedDays
          days={closedDays}
          onChange={(days) => setValue('closed_days', days, { shouldDirty: true, shouldValidate: true })}
          error={errors.closed_days?.message ?? errors.closed_days?.root?.message}
        />
      </FormSection>
      <FormSection
        title="Layanan"
        description="Pilih layanan yang bisa dibooking, lamanya, tempatnya sendiri (misalnya 3 kamar Double, 2 kursi cukur, 12 tempat kelas yoga), jadwal kelas bila ada, dan uang muka yang dibayar online saat booking; kosongkan tempat agar memakai jumlah tempat sekaligus. Daftarnya diambil dari menu Anda."
      >
        {settings.offerings.length === 0 ? (
          <p className="text-sm text-neutral-700">
            Belum ada layanan. Tambahkan dulu di menu, lalu atur lamanya di sini.
          </p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {settings.offerings.map((offering, index) => {
              const id = `booking-offering-${offering.id}`;
              const error =
                errors.offerings?.[index]?.duration_minutes?.message ??
                errors.offerings?.[index]?.places?.message ??
                errors.offerings?.[index]?.deposit?.message ??
                errors.offerings?.[index]?.deposit_percent?.message;
              const unit = offeringChoices[index]?.unit ?? offering.unit;
              return (
                <li
                  key={offering.id}
                  className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto_11rem_9rem_8rem] sm:items-end sm:gap-4"
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
                      <option value="month">Per bulan (kos)</option>
                    </Select>
                  </div>
                  {unit === 'time' ? (
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
                  ) : (
                    <p className="text-sm text-neutral-700 sm:pb-2.5">{STAY_LENGTH[unit]}</p>
                  )}
                  <OfferingNumberField
                    id={`${id}-places`}
                    label={unit === 'night' || unit === 'month' ? 'Jumlah kamar' : 'Tempat sendiri'}
                    offering={offering.name}
                    limits={BOOKING_LIMITS.capacity}
                    step={1}
                    placeholder="Ikut umum"
                    invalid={Boolean(error)}
                    describedBy={error ? `${id}-error` : `${id}-places-hint`}
                    field={register(`offerings.${index}.places`, asPlaces)}
                  >
                    <span id={`${id}-places-hint`} className="sr-only">
                      Kosongkan agar memakai jumlah tempat sekaligus
                    </span>
                  </OfferingNumberField>
                  <div className="grid gap-2 sm:col-span-5 sm:grid-cols-[11rem_13rem] sm:gap-4">
                    <OfferingNumberField
                      id={`${id}-deposit`}
                      label="Uang muka (Rp)"
                      offering={offering.name}
                      limits={DEPOSIT_LIMITS}
                      step={1000}
                      placeholder="Tanpa uang muka"
                      invalid={Boolean(error)}
                      describedBy={error ? `${id}-error` : `${id}-deposit-hint`}
                      field={register(`offerings.${index}.deposit`, asPlaces)}
                    />
                    <OfferingNumberField
                      id={`${id}-deposit-percent`}
                      label="Atau persen dari harga (%)"
                      offering={offering.name}
                      limits={DEPOSIT_LIMITS.percent}
                      step={5}
                      placeholder="Tanpa uang muka"
                      invalid={Boolean(error)}
                      describedBy={error ? `${id}-error` : `${id}-deposit-hint`}
                      field={register(`offerings.${index}.deposit_percent`, asPlaces)}
                    />
                    <p id={`${id}-deposit-hint`} className="text-xs text-neutral-700 sm:col-span-2">
                      Isi salah satu. Dibayar online saat pelanggan booking, bila Uang muka booking menyala di
                      Pembayaran Online; persen dihitung dari harga di menu.
                    </p>
                  </div>
                  {error && (
                    <p id={`${id}-error`} className="text-sm text-red-700 sm:col-span-5">
                      {error}
                    </p>
                  )}
                  {unit === 'time' && (
                    <BookingClassTimes
                      index={index}
                      name={offering.name}
                      control={control as never}
                      register={register as never}
                      errors={errors as never}
                    />
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
      <FormActions
        isSaving={save.isPending}
        label="Simpan"
        isDirty={formState.isDirty || ownHours !== (settings.hours_source === 'own')}
      />
    </form>
  );
}
