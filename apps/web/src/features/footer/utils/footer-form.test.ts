import { footerSettingsInputSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { footerRequest, toFooterFormValues } from './footer-form';

describe('footer form', () => {
  it('starts a missing footer with the company name and empty fields', () => {
    const values = toFooterFormValues(null, 'Kopi Senja');
    expect(values.shop_name).toBe('Kopi Senja');
    expect(values.email).toBe('');
    expect(Object.keys(values)).toHaveLength(10);
  });

  it('creates without an id and updates with one, sending null for blanks', () => {
    const values = footerSettingsInputSchema.parse({
      shop_name: 'Kopi Senja',
      email: '',
      copyright_year: 2025,
    });
    expect(footerRequest(null, values)).toEqual({
      method: 'POST',
      body: { shop_name: 'Kopi Senja', email: null, copyright_year: '2025' },
    });
    expect(footerRequest(3, values).method).toBe('PUT');
  });

  it('rejects a malformed email before anything is sent', () => {
    const result = footerSettingsInputSchema.safeParse({ email: 'halo@' });
    expect(result.success).toBe(false);
  });
});
