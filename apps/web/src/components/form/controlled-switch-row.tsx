import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { SwitchRow } from './switch-row';

type ControlledSwitchRowProps<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  name: Path<T>;
} & Omit<ComponentProps<typeof SwitchRow>, 'checked' | 'onCheckedChange'>;

export function ControlledSwitchRow<T extends FieldValues, C, O>({
  control,
  name,
  ...props
}: ControlledSwitchRowProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchRow {...props} checked={!!field.value} onCheckedChange={field.onChange} />
      )}
    />
  );
}
