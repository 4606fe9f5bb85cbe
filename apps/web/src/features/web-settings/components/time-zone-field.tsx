import { SITE_TIME_ZONE_LABELS, SITE_TIME_ZONES } from '@webku/contract';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { Select } from '@/components/ui/select';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

// Until the owner picks one, the zone follows the city of the first store: the hint says so.
export function TimeZoneField({ form, isChosen }: { form: WebSettingsFormApi; isChosen: boolean }) {
  const { register, formState } = form;
  const error = formState.errors.time_zone?.message;
  const hint = isChosen
    ? 'Zona waktu pilihan Anda.'
    : 'Diusulkan dari kota toko Anda. Pilih sendiri bila tidak sesuai; setelah itu zona tidak lagi mengikuti kota toko.';
  return (
    <FormField id="time_zone" label="Zona waktu website" error={error} hint={hint}>
      <Select
        id="time_zone"
        aria-describedby={fieldDescribedBy('time_zone', { error, hint })}
        {...register('time_zone')}
      >
        {SITE_TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {SITE_TIME_ZONE_LABELS[zone]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
