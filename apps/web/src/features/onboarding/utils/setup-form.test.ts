import { describe, expect, it } from 'vitest';
import { type SetupFormValues, validateSetupForm } from './setup-form';

const filled: SetupFormValues = {
  brand_name: '  Kopi Senja ',
  business_type: 'Kedai kopi',
  web_language: 'indonesia',
  template_selected: 'minimalis-coffee-shop',
  short_description: 'Kopi susu gula aren di Yogyakarta.',
};

describe('validateSetupForm', () => {
  it('trims every field and adds the default title font', () => {
    expect(validateSetupForm(filled)).toEqual({
      ok: true,
      body: {
        brand_name: 'Kopi Senja',
        business_type: 'Kedai kopi',
        web_language: 'indonesia',
        template_selected: 'minimalis-coffee-shop',
        short_description: 'Kopi susu gula aren di Yogyakarta.',
        title_text_font_family: 'Comfortaa, sans-serif',
      },
    });
  });

  it('lists the fields that are empty after trimming', () => {
    expect(validateSetupForm({ ...filled, brand_name: '   ', short_description: '' })).toEqual({
      ok: false,
      missing: ['brand_name', 'short_description'],
    });
  });

  it('rejects a value outside the closed lists', () => {
    expect(validateSetupForm({ ...filled, template_selected: 'other' })).toEqual({
      ok: false,
      missing: ['template_selected'],
    });
  });
});
