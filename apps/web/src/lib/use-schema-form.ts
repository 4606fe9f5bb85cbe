import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';

// Structural view of a zod 4 schema, so that apps/web needs no direct zod import.
type ZodSchemaLike = { _zod: { input: unknown; output: unknown } };
export type SchemaInput<S extends ZodSchemaLike> = S['_zod']['input'] & FieldValues;
export type SchemaOutput<S extends ZodSchemaLike> = S['_zod']['output'];

// One schema, three users: the form validates with the same contract schema the server parses.
export function useSchemaForm<S extends ZodSchemaLike>(
  schema: S,
  options: Omit<UseFormProps<SchemaInput<S>, unknown, SchemaOutput<S>>, 'resolver'> = {},
) {
  return useForm<SchemaInput<S>, unknown, SchemaOutput<S>>({
    mode: 'onTouched',
    ...options,
    // The resolver's own generics cannot follow S; the schema is the one the types come from.
    resolver: zodResolver(schema as never) as never,
  });
}
