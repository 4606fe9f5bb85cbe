import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf, maxLengths } from './field-limits';
import { menuItemInputSchema } from './menu-item';
import { storeInputSchema } from './store';

describe('field limits come from the schema', () => {
  it('reads the limits of a form schema', () => {
    expect(maxLengths(menuItemInputSchema)).toEqual({ name: 120, description: 1000, image: 2048 });
    expect(maxLengths(storeInputSchema)).toMatchObject({ name: 120, city: 80, address: 500 });
  });

  it('sees through optional, nullable and piped schemas, and ignores non-text fields', () => {
    expect(maxLengthOf(z.string().max(5).nullish())).toBe(5);
    expect(maxLengthOf(z.string().max(7).pipe(z.string()))).toBe(7);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(3))).toBeUndefined();
  });
});
