import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { buildLocalBusinessJsonLd } from './json-ld';
import { serializeJsonLd } from './serialize-json-ld';

const build = (payload = fixturePayload()) =>
  buildLocalBusinessJsonLd({
    payload,
    name: 'Kopi Senja',
    description: 'Kopi enak.',
    siteUrl: 'https://webku.id/kopi-senja',
    imageUrl: 'https://webku.id/media/builtin/coffee/hero.svg',
    origin: 'https://webku.id',
  });

describe('LocalBusiness JSON-LD', () => {
  test('is a café with contacts, address in ID, price range and social profiles', () => {
    const data = build();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: 'Kopi Senja',
      url: 'https://webku.id/kopi-senja',
      image: 'https://webku.id/media/builtin/coffee/hero.svg',
      telephone: '+62 812-3456-7890',
      email: 'halo@kopisenja.id',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Braga No. 58, Bandung 40111',
        addressCountry: 'ID',
      },
      priceRange: '$$',
      sameAs: [
        'https://instagram.com/kopisenja',
        'https://facebook.com/kopisenja',
        'https://www.tiktok.com/@kopisenja',
      ],
    });
  });

  test('has one location per active store with opening hours grouped by time', () => {
    const departments = build().department as Record<string, unknown>[];
    expect(departments).toHaveLength(3);
    expect(departments[0]).toMatchObject({
      '@type': 'CafeOrCoffeeShop',
      name: 'Kopi Senja Braga',
      image: 'https://webku.id/media/builtin/coffee/store-1.svg',
      hasMap: 'https://maps.google.com/?q=Kopi+Senja+Braga',
      address: {
        streetAddress: 'Jl. Braga No. 58, Braga, Kec. Sumur Bandung',
        addressLocality: 'Bandung',
        addressCountry: 'ID',
      },
    });
    const hours = departments[0]?.openingHoursSpecification as {
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }[];
    expect(hours).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
          'https://schema.org/Saturday',
          'https://schema.org/Sunday',
        ],
        opens: '07:00',
        closes: '22:00',
      },
    ]);
    expect(departments[2]).not.toHaveProperty('openingHoursSpecification');
  });

  test('leaves unset fields out instead of sending null', () => {
    const payload = fixturePayload();
    payload.footer_settings = null;
    payload.web_settings = { ...payload.web_settings!, whatsapp_number: null };
    payload.stores = [];
    const data = build(payload);
    for (const key of ['telephone', 'email', 'address', 'sameAs', 'department'])
      expect(data).not.toHaveProperty(key);
  });

  test("gives the business's WhatsApp number as its telephone when the footer has none", () => {
    const payload = fixturePayload();
    payload.footer_settings = { ...payload.footer_settings!, phone: null };
    payload.web_settings = { ...payload.web_settings!, whatsapp_number: '6285712345678' };
    expect(build(payload).telephone).toBe('+62 857-1234-5678');
  });

  test('serialization cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});
