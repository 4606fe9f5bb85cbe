import type { z } from 'zod';

type Check = { _zod: { def: { check?: string; maximum?: unknown } } };
type Def = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; checks?: Check[] };

// The longest text a field accepts, read from its schema so forms and API share one number.
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const def = current._zod.def as Def;
    if (def.type === 'string') {
      const limits = (def.checks ?? [])
        .map((check) => check._zod.def)
        .filter((check) => check.check === 'max_length' && typeof check.maximum === 'number')
        .map((check) => check.maximum as number);
      return limits.length ? Math.min(...limits) : undefined;
    }
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return undefined;
}

// Every top-level text field's limit, e.g. { name: 120, description: 1000 }.
export function maxLengths(schema: { shape: Record<string, z.core.$ZodType> }): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field);
    if (max !== undefined) limits[key] = max;
  }
  return limits;
}
