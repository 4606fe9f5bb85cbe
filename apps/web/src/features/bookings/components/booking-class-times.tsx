import { DAY_NAMES_ID, DAYS_OF_WEEK, MAX_CLASS_TIMES } from '@webku/contract';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

type ClassTimeValues = {
  offerings: { class_times?: { day_of_week: (typeof DAYS_OF_WEEK)[number]; time: string }[] }[];
};

/**
 * A class's fixed weekly times ('Senin 07:00'), each row a day and a time; with none, the offering is
 * offered at any time in the booking hours. A class needs its own places (its seats), which the schema
 * asks for beside them.
 */
export function BookingClassTimes({
  index,
  name,
  control,
  register,
  errors,
}: {
  index: number;
  name: string;
  control: Control<ClassTimeValues>;
  register: UseFormRegister<ClassTimeValues>;
  errors: FieldErrors<ClassTimeValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `offerings.${index}.class_times` });
  const id = `booking-offering-${index}-class`;
  const listError = errors.offerings?.[index]?.class_times;
  return (
    <fieldset className="space-y-2 sm:col-span-5" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-neutral-900">
        Jadwal kelas<span className="sr-only">: {name}</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        {fields.length
          ? 'Hanya jam-jam ini yang ditawarkan; isi tempat sendiri dengan jumlah kursi kelas.'
          : 'Kosong: ditawarkan kapan saja di jam booking. Tambah jadwal untuk kelas di jam tetap.'}
      </p>
      {fields.length > 0 && (
        <ul className="space-y-2">
          {fields.map((field, row) => {
            const rowId = `${id}-${row}`;
            const error =
              listError?.[row]?.time?.message ?? listError?.[row]?.day_of_week?.message ?? undefined;
            return (
              <li key={field.id} className="space-y-1">
                <div className="flex flex-wrap items-end gap-2">
                  <div className="min-w-28 flex-1 space-y-1">
                    <Label htmlFor={`${rowId}-day`}>
                      Hari<span className="sr-only"> kelas {row + 1}</span>
                    </Label>
                    <Select
                      id={`${rowId}-day`}
                      defaultValue={field.day_of_week}
                      {...register(`offerings.${index}.class_times.${row}.day_of_week`)}
                    >
                      {DAYS_OF_WEEK.map((day) => (
                        <option key={day} value={day}>
                          {DAY_NAMES_ID[day]}
                        </option>
                      ))}
                    </Select>
                  </div>
                  <div className="w-36 space-y-1">
                    <Label htmlFor={`${rowId}-time`}>
                      Jam<span className="sr-only"> kelas {row + 1}</span>
                    </Label>
                    <Input
                      id={`${rowId}-time`}
                      type="time"
                      defaultValue={field.time}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${rowId}-error` : undefined}
                      {...register(`offerings.${index}.class_times.${row}.time`)}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost-danger"
                    size="icon"
                    aria-label={`Hapus jadwal kelas ${row + 1}: ${name}`}
                    onClick={() => remove(row)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                {error && (
                  <p id={`${rowId}-error`} className="text-sm text-red-700">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {listError?.message && <p className="text-sm text-red-700">{listError.message}</p>}
      <Button
        type="button"
        variant="outline"
        size="compact"
        disabled={fields.length >= MAX_CLASS_TIMES}
        onClick={() => append({ day_of_week: 'monday', time: '07:00' })}
      >
        <Plus aria-hidden="true" />
        Tambah jadwal<span className="sr-only">: {name}</span>
      </Button>
    </fieldset>
  );
}
