import {
  CLOSED_LABEL,
  DAY_NAMES_ID,
  DAYS_OF_WEEK,
  type DayOfWeek,
  EDITOR_DEFAULT_HOURS,
  isClosedText,
  type OpeningHoursEditor,
} from '@webku/contract';
import { Clock, CopyCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type DayField = `opening_hours.${DayOfWeek}`;
/** What the editor needs of a form whose values hold `opening_hours` (a store's, or the booking hours). */
export type HoursForm = {
  register: (name: DayField) => UseFormRegisterReturn;
  setValue: (name: DayField, value: string, options: { shouldDirty: true; shouldValidate: true }) => void;
  // biome-ignore lint/suspicious/noExplicitAny: any form whose values include opening_hours
  control: Control<any>;
  formState: { errors: { opening_hours?: Partial<Record<DayOfWeek, { message?: string }>> } };
};

// The editor form: one 'HH:MM - HH:MM' or 'Closed' per day ('Tutup' is read as 'Closed' too);
// the contract converts it to the list. `emptyHint` explains what blank hours mean where they are used.
export function HoursEditor({
  form,
  legend,
  emptyHint,
}: {
  form: HoursForm;
  legend: string;
  emptyHint?: ReactNode;
}) {
  const { register, setValue, control, formState } = form;
  const hours = useWatch({ control, name: 'opening_hours' }) as OpeningHoursEditor | undefined;
  const errors = formState.errors.opening_hours;

  const fillAll = (text: string) => {
    for (const day of DAYS_OF_WEEK)
      setValue(`opening_hours.${day}`, text, { shouldDirty: true, shouldValidate: true });
  };
  // The suggested hours are only offered: nothing is saved until the owner accepts or types them.
  const hasNoHours = DAYS_OF_WEEK.every((day) => !hours?.[day]?.trim());

  const toggleClosed = (day: DayOfWeek) => {
    const isClosed = isClosedText(hours?.[day]);
    setValue(`opening_hours.${day}`, isClosed ? EDITOR_DEFAULT_HOURS : CLOSED_LABEL, {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      <p className="text-xs text-neutral-600">
        Tulis jam seperti 09:00 - 21:00, atau Tutup jika libur hari itu.
      </p>
      {hasNoHours && (
        <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 sm:flex-row sm:items-center">
          <Clock className="hidden size-5 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
          <p className="flex-1 text-sm text-neutral-800">
            {emptyHint} Isi jamnya, atau pakai saran kami: {EDITOR_DEFAULT_HOURS} setiap hari.
          </p>
          <Button variant="outline" onClick={() => fillAll(EDITOR_DEFAULT_HOURS)}>
            Pakai {EDITOR_DEFAULT_HOURS}
          </Button>
        </div>
      )}
      <div className="divide-y divide-neutral-100 rounded-lg border border-neutral-200">
        {DAYS_OF_WEEK.map((day) => {
          const error = errors?.[day]?.message;
          const isClosed = isClosedText(hours?.[day]);
          const id = `hours-${day}`;
          return (
            <div
              key={day}
              className="grid grid-cols-[90px_1fr_auto] items-center gap-x-2 gap-y-1 px-3 py-2 sm:grid-cols-[110px_1fr_auto]"
            >
              <label htmlFor={id} className="text-sm text-neutral-800">
                {DAY_NAMES_ID[day]}
              </label>
              <Input
                id={id}
                placeholder="Kosong"
                surface={isClosed ? 'dimmed' : 'default'}
                className="tabular-nums"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`opening_hours.${day}`)}
              />
              <Button
                variant="ghost"
                size="xs"
                onClick={() => toggleClosed(day)}
                aria-label={isClosed ? `Buka hari ${DAY_NAMES_ID[day]}` : `Tutup hari ${DAY_NAMES_ID[day]}`}
              >
                {isClosed ? 'Buka' : 'Tutup'}
              </Button>
              {error && (
                <p id={`${id}-error`} className="col-span-2 col-start-2 text-xs text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <Button
        variant="outline"
        onClick={() => fillAll(hours?.monday ?? '')}
        disabled={!hours?.monday?.trim()}
      >
        <CopyCheck aria-hidden="true" /> Pakai jam hari Senin untuk setiap hari
      </Button>
    </fieldset>
  );
}
