import { describe, expect, it } from 'vitest';
import { storeInputSchema } from './store';

describe('storeInputSchema', () => {
  it.each([
    [0, 1],
    [-2, 1],
    ['x', 1],
    ['4', 4],
  ])('display_order %j -> %j', (display_order, expected) => {
    expect(storeInputSchema.parse({ name: 'Pusat', display_order }).display_order).toBe(expected);
  });

  it('accepts the server list form of opening hours', () => {
    const opening_hours = [
      { day_of_week: 'monday', opening_time: '08:00', closing_time: '17:00', is_closed: false },
      { day_of_week: 'sunday', opening_time: null, closing_time: null, is_closed: true },
    ];
    expect(storeInputSchema.parse({ name: 'Pusat', opening_hours }).opening_hours).toEqual(opening_hours);
  });

  it.each([
    [[{ day_of_week: 'monday', opening_time: '8:00', closing_time: '17:00', is_closed: false }]],
    [[{ day_of_week: 'monday', opening_time: null, closing_time: '17:00', is_closed: false }]],
    [[{ day_of_week: 'funday', opening_time: null, closing_time: null, is_closed: true }]],
    [
      [
        { day_of_week: 'monday', opening_time: null, closing_time: null, is_closed: true },
        { day_of_week: 'monday', opening_time: null, closing_time: null, is_closed: true },
      ],
    ],
  ])('rejects opening hours %j', (opening_hours) => {
    expect(storeInputSchema.safeParse({ name: 'Pusat', opening_hours }).success).toBe(false);
  });
});
