import { type WebSettings, webSettingsInputSchema } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  FIELDS_BY_TAB,
  firstTabWithError,
  tabFromSearch,
  toWebSettingsFormValues,
  webSettingsRequest,
  withPickedZone,
} from './web-settings-form';

describe('web settings form', () => {
  it('starts empty, with the default template and font, when nothing is stored', () => {
    const values = toWebSettingsFormValues(null);
    expect(values.website_title).toBe('');
    expect(values.privacy_policy).toBe('');
    expect(values.template_selected).toBe('minimalis-coffee-shop');
    expect(values.title_text_font_family).toBe('Comfortaa, sans-serif');
  });

  it('covers every field of the record across the six tabs, the second language among them', () => {
    const fields = Object.values(FIELDS_BY_TAB).flat().sort();
    expect(fields).toHaveLength(26);
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

  it('shows a stored WhatsApp number grouped, and saves it normalised', () => {
    const values = toWebSettingsFormValues({ id: 1, whatsapp_number: '6281234567890' } as WebSettings);
    expect(values.whatsapp_number).toBe('+62 812-3456-7890');
    expect(values.is_whatsapp_order_enabled).toBe(true);
    const parsed = webSettingsInputSchema.parse(values);
    expect(webSettingsRequest(1, parsed).body.whatsapp_number).toBe('6281234567890');
  });

  it('saves a cleared WhatsApp number as null', () => {
    const parsed = webSettingsInputSchema.parse({ ...toWebSettingsFormValues(null), whatsapp_number: '' });
    expect(webSettingsRequest(1, parsed).body.whatsapp_number).toBeNull();
  });

  it('shows the stored zone, WIB before there is one, and sends it only once the owner picked one', () => {
    expect(toWebSettingsFormValues(null).time_zone).toBe('Asia/Jakarta');
    const values = webSettingsInputSchema.parse(
      toWebSettingsFormValues({ id: 1, time_zone: 'Asia/Makassar' } as WebSettings),
    );
    expect(values.time_zone).toBe('Asia/Makassar');
    expect(webSettingsRequest(1, withPickedZone(values, false)).body).not.toHaveProperty('time_zone');
    expect(webSettingsRequest(1, withPickedZone(values, true)).body.time_zone).toBe('Asia/Makassar');
  });

  it('finds the tab of the first invalid field', () => {
    expect(firstTabWithError(['whatsapp_number'])).toBe('order');
    expect(firstTabWithError(['og_image'])).toBe('seo');
    expect(firstTabWithError(['og_image', 'favicon_icon_file'])).toBe('general');
    expect(firstTabWithError([])).toBeNull();
  });

  it('opens the tab named in the address, else the first one', () => {
    expect(tabFromSearch('?tab=order')).toBe('order');
    expect(tabFromSearch('?tab=constructor')).toBe('general');
    expect(tabFromSearch('')).toBe('general');
  });
});
