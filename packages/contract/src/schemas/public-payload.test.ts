import { describe, expect, it } from 'vitest';
import { publicPayloadSchema } from './public-payload';

const company = { id: 1, name: 'Kopi Senja', slug: 'kopi-senja', description: null, logo: null };

const emptyPayload = {
  company,
  web_settings: null,
  hero_section: null,
  footer_settings: null,
  about_section: null,
  menu_section_settings: null,
  merchandise_section_settings: null,
  news_section_settings: null,
  stores_section_settings: null,
  menu_categories: [],
  merchandise_items: [],
  news_articles: [],
  stores: [],
};

describe('publicPayloadSchema', () => {
  it('accepts a company that has not been generated yet, and reads a payload from before row sections as having none', () => {
    expect(publicPayloadSchema.parse(emptyPayload)).toEqual({
      ...emptyPayload,
      row_sections: {},
      booking: null,
    });
  });

  it('reads a payload from before the about section existed as having none', () => {
    const { about_section: _about, ...older } = emptyPayload;
    expect(publicPayloadSchema.parse(older).about_section).toBeNull();
  });

  it('defaults nested lists that a server leaves out', () => {
    const parsed = publicPayloadSchema.parse({
      ...emptyPayload,
      menu_categories: [
        { id: 1, name: 'Coffee', slug: 'coffee', display_order: 1, is_active: true, image: null },
      ],
      stores: [
        {
          id: 1,
          name: 'Pusat',
          city: null,
          address: null,
          google_map_url: null,
          store_image: null,
          display_order: 1,
          is_active: true,
        },
      ],
    });
    expect(parsed.menu_categories[0]?.menu_items).toEqual([]);
    expect(parsed.stores[0]?.opening_hours).toEqual([]);
    expect(parsed.stores[0]?.whatsapp_number).toBeNull();
  });

  it('rejects a payload without a company', () => {
    expect(publicPayloadSchema.safeParse({ ...emptyPayload, company: null }).success).toBe(false);
  });
});
