import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { ImageField } from '@/components/image-field/image-field';

type ControlledImageFieldProps<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  name: Path<T>;
} & Omit<ComponentProps<typeof ImageField>, 'value' | 'onChange' | 'onBlur' | 'error'>;

export function ControlledImageField<T extends FieldValues, C, O>({
  control,
  name,
  ...props
}: ControlledImageFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          {...props}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
