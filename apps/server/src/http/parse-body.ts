import type { Context } from 'hono';
import type { z } from 'zod';
import { BadRequestError, ValidationError } from './errors';

// Malformed JSON is a 400; JSON that breaks the shared schema is a 422 naming the field.
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(describeIssue(result.error.issues[0]));
  return result.data;
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request body';
  const field = issue.path.join('.');
  if (!field || issue.message.includes(field)) return issue.message;
  return `${field}: ${issue.message}`;
}
