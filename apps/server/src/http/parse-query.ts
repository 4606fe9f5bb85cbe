import type { z } from 'zod';
import { ValidationError } from '../errors';

/** A request's query string through its schema: a 422 naming the first problem when it does not fit. */
export function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Data tidak valid');
  return parsed.data;
}
