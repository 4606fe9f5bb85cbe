import { type WebSettings, webSettingsInputSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  FIELDS_BY_TAB,
  firstTabWithError,
  toWebSettingsFormValues,
  webSettingsRequest,
} from './web-settings-form';

describe('web settings form', () => {
  it('starts empty, with the default template and font, when nothing is stored', () => {
    const values = toWebSettingsFormValues(null);
    expect(values.website_title).toBe('');
    expect(values.privacy_policy).toBe('');
    expect(values.template_selected).toBe('minimalis-coffee-shop');
    expect(values.title_text_font_family).toBe('Comfortaa, sans-serif');
  });

  it('covers every field of the record across the five tabs', () => {
    const fields = Object.values(FIELDS_BY_TAB).flat().sort();
    expect(fields).toHaveLength(20);
    expect(Object.keys(toWebSettingsFormValues(null)).sort()).toEqual(fields);
  });

  it('creates with POST when there is no id and updates with PUT /{id} otherwise', () => {
    const values = webSettingsInputSchema.parse({
      ...toWebSettingsFormValues(null),
      website_title: 'Kopi Senja',
    });
    const create = webSettingsRequest(null, values);
    expect(create).toMatchObject({ method: 'POST', path: '/admin/web-settings' });
    expect(create.body).toMatchObject({
      website_title: 'Kopi Senja',
      meta_author: null,
      template_selected: 'minimalis-coffee-shop',
    });
    expect(webSettingsRequest(12, values)).toMatchObject({ method: 'PUT', path: '/admin/web-settings/12' });
  });

  it('stores emptied legal editors as null', () => {
    const values = webSettingsInputSchema.parse({
      ...toWebSettingsFormValues({ id: 1 } as WebSettings),
      terms_and_conditions: '<p><br></p>',
    });
    expect(webSettingsRequest(1, values).body.terms_and_conditions).toBeNull();
  });

  it('finds the tab of the first invalid field', () => {
    expect(firstTabWithError(['og_image'])).toBe('seo');
    expect(firstTabWithError(['og_image', 'favicon_icon_file'])).toBe('general');
    expect(firstTabWithError([])).toBeNull();
  });
});
