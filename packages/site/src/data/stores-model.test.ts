import { describe, expect, test } from 'vitest';
import { classicWebsite, layananJasa, minimalisCoffeeShop } from '@webku/contract';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { SITE_TEXTS } from '../texts/site-texts';

import { type BusinessContact, businessContact } from './business-contact';
import { buildStoresModel, classicStoreColumns, storeMapLink } from './stores-model';

const EN = SITE_TEXTS.english;
const NO_CONTACT: BusinessContact = { whatsapp: null, phone: null, address: null, email: null };

describe('stores model', () => {
  test('the classic grid has 2 columns for fewer than 3 stores, else 3', () => {
    expect([0, 1, 2, 3, 7].map(classicStoreColumns)).toEqual([2, 2, 2, 3, 3]);
  });

  test("'View on Map' opens the map link, otherwise 'Visit Store' searches the address", () => {
    const [braga, kemang] = fixturePayload().stores;
    expect(storeMapLink(braga!, EN)).toEqual({ label: 'View on Map', href: 'https://maps.google.com/?q=Kopi+Senja+Braga' });
    const visit = storeMapLink(kemang!, EN);
    expect(visit?.label).toBe('Visit Store');
    expect(storeMapLink(kemang!, SITE_TEXTS.indonesia)?.label).toBe('Kunjungi Toko');
    expect(visit?.href).toContain('https://www.google.com/maps/search/?api=1&query=Kopi%20Senja%20Kemang');
  });

  test('no map button when the owner gave neither a map link nor an address', () => {
    const [, kemang] = fixturePayload().stores;
    const bare = { ...kemang!, google_map_url: null, address: null };
    expect(storeMapLink(bare, EN)).toBeNull();
    expect(storeMapLink({ ...bare, address: '  ' }, EN)).toBeNull();
    expect(storeMapLink({ ...bare, address: 'Jl. Kemang Raya 5' }, EN)?.href).toBe(
      'https://www.google.com/maps/search/?api=1&query=Kopi%20Senja%20Kemang%2C%20Jl.%20Kemang%20Raya%205%2C%20Jakarta%20Selatan',
    );
  });

  test('default titles: Our Stores (coffee), Contact (classic)', () => {
    const payload = fixturePayload();
    const setting = { ...payload.stores_section_settings!, title: null };
    expect(buildStoresModel(setting, payload.stores, NO_CONTACT, minimalisCoffeeShop, EN).title).toBe('Our Stores');
    expect(buildStoresModel(setting, payload.stores, NO_CONTACT, classicWebsite, EN).title).toBe('Contact');
  });

  test('only active stores, a placeholder image when none is set', () => {
    const payload = fixturePayload();
    const model = buildStoresModel(payload.stores_section_settings!, payload.stores, NO_CONTACT, classicWebsite, EN);
    expect(model.stores.map((store) => store.name)).toEqual([
      'Kopi Senja Braga',
      'Kopi Senja Kemang',
      'Kopi Senja Prawirotaman',
    ]);
    expect(model.stores[2]?.image).toBe('/media/builtin/generic/store-3.svg');
    expect(model.columns).toBe(3);
  });

  test('a store without a photo shows the store of the kind of business, not of the template', () => {
    const payload = fixturePayload();
    const model = buildStoresModel(
      payload.stores_section_settings!,
      payload.stores,
      businessContact(payload),
      layananJasa,
      EN,
      'restaurant',
    );
    expect(model.stores[2]?.image).toBe('/media/builtin/restaurant/store-3.svg');
  });

  test("the 'Main Store' fallback uses the footer contacts or placeholders, and shows no hours", () => {
    const payload = fixturePayload();
    const fromFooter = buildStoresModel(payload.stores_section_settings!, [], businessContact(payload), classicWebsite, EN);
    expect(fromFooter.mainStore).toEqual({
      name: 'Main Store',
      address: 'Jl. Braga No. 58, Bandung 40111',
      phone: '+62 812-3456-7890',
      email: 'halo@kopisenja.id',
      hours: { kind: 'none' },
    });
    const placeholders = buildStoresModel(payload.stores_section_settings!, [], NO_CONTACT, classicWebsite, EN).mainStore;
    expect([placeholders.address, placeholders.phone, placeholders.email]).toEqual([
      'Address coming soon',
      'Phone coming soon',
      'Email coming soon',
    ]);
  });

  test("a store without its own WhatsApp number is reached on the business's; its own number wins", () => {
    const payload = fixturePayload();
    const model = buildStoresModel(payload.stores_section_settings!, payload.stores, businessContact(payload), classicWebsite, EN);
    const [braga, kemang] = model.stores;
    expect(braga?.whatsapp?.href).toMatch(/^https:\/\/wa\.me\/6281234567891\?/);
    expect(kemang?.whatsapp?.href).toMatch(/^https:\/\/wa\.me\/6281234567890\?/);
    const none = buildStoresModel(payload.stores_section_settings!, payload.stores, NO_CONTACT, classicWebsite, EN);
    expect(none.stores.map((store) => store.whatsapp !== null)).toEqual([true, false, false]);
  });

  test("the 'Main Store' card shows the business's WhatsApp number when the footer has no phone", () => {
    const payload = fixturePayload();
    payload.footer_settings = { ...payload.footer_settings!, phone: '  ' };
    payload.web_settings = { ...payload.web_settings!, whatsapp_number: '6285712345678' };
    const contact = businessContact(payload);
    expect(buildStoresModel(payload.stores_section_settings!, [], contact, classicWebsite, EN).mainStore.phone).toBe(
      '+62 857-1234-5678',
    );
  });
});
