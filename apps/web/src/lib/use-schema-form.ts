import { zodResolver } from '@hookform/resolvers/zod';
import { indonesianErrorMap, maxLengths } from '@webku/contract';
import { useEffect, useMemo } from 'react';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import { notify } from './toast';

// Structural view of a zod 4 schema, so that apps/web needs no direct zod import.
type ZodSchemaLike = { _zod: { input: unknown; output: unknown } };
export type SchemaInput<S extends ZodSchemaLike> = S['_zod']['input'] & FieldValues;
export type SchemaOutput<S extends ZodSchemaLike> = S['_zod']['output'];

// One schema, three users: the form validates with the same contract schema the server parses,
// in Indonesian, and every registered text input carries the schema's maxLength.
export function useSchemaForm<S extends ZodSchemaLike>(
  schema: S,
  options: Omit<UseFormProps<SchemaInput<S>, unknown, SchemaOutput<S>>, 'resolver'> = {},
) {
  const form = useForm<SchemaInput<S>, unknown, SchemaOutput<S>>({
    mode: 'onTouched',
    ...options,
    // The resolver's own generics cannot follow S; the schema is the one the types come from.
    resolver: zodResolver(schema as never, { error: indonesianErrorMap } as never) as never,
  });
  const limits = useMemo(() => maxLengths(schema as never), [schema]);
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  useEffect(() => {
    if (hasErrors) notify.dismissSuccess();
  }, [hasErrors]);
  const register = ((name: string, registerOptions?: object) => {
    const props = form.register(name as never, registerOptions);
    const maxLength = limits[name];
    return maxLength ? { ...props, maxLength } : props;
  }) as typeof form.register;
  return { ...form, register };
}
