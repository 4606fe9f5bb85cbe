import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesMessage } from './issues-message';

const schema = z.object({
  name: z.string().min(1, { error: 'name is required' }),
  count: z.number(),
  tags: z.array(z.string().max(2)),
});

describe('issuesMessage', () => {
  it.each([
    [{ name: '', count: 1, tags: [] }, 'name is required'],
    [{ name: 'a', count: 'x', tags: [] }, 'count: Invalid input: expected number, received string'],
    [{ name: 'a', count: 1, tags: ['abc'] }, 'tags.0: Too big: expected string to have <=2 characters'],
    [{ name: '', count: 1, tags: ['ok'] }, 'name is required'],
    [{ count: 1, tags: [] }, 'name: Invalid input: expected string, received undefined'],
  ])('%j -> %j', (input, expected) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesMessage(result.error)).toBe(expected);
  });

  it('joins several issues', () => {
    const result = schema.safeParse({ name: '', count: 'x', tags: [] });
    expect(result.success || issuesMessage(result.error)).toBe(
      'name is required; count: Invalid input: expected number, received string',
    );
  });

  it('uses the bare message for a root issue', () => {
    const result = z.string().safeParse(1);
    expect(result.success || issuesMessage(result.error)).toBe(
      'Invalid input: expected string, received number',
    );
  });
});
