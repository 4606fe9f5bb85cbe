import { describe, expect, test } from 'vitest';
import { servicesPayload } from '../../../../tests/support/site/services-payload';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { siteTexts } from '../texts/site-texts';
import { buildServiceInfo, hasServiceInfo } from './service-info-model';

const id = siteTexts('indonesia');
const en = siteTexts('english');
// A Tuesday 10:00 and a Sunday 10:00 in Western Indonesia Time.
const TUESDAY = new Date('2026-11-24T03:00:00Z');
const SUNDAY = new Date('2026-11-29T03:00:00Z');

describe('service info band', () => {
  test("today's hours come from the first store, in the site's time zone and language", () => {
    const payload = servicesPayload();
    expect(buildServiceInfo(payload, id, TUESDAY).today?.text).toBe('Buka hari ini 08.00–17.00');
    expect(buildServiceInfo(payload, en, TUESDAY).today?.text).toBe('Open today 08:00–17:00');
    expect(buildServiceInfo(payload, id, SUNDAY).today?.text).toBe('Tutup hari ini');
    // Monday 00:30 WIB is still Sunday 17:30 UTC: the site's day counts, not the server's.
    expect(buildServiceInfo(payload, id, new Date('2026-11-29T17:30:00Z')).today?.text).toBe(
      'Buka hari ini 08.00–17.00',
    );
  });

  test("a store open round the clock says so, never 'Buka hari ini 00.00–23.59'", () => {
    const payload = servicesPayload();
    payload.stores[0] = {
      ...payload.stores[0]!,
      opening_hours: payload.stores[0]!.opening_hours.map((hour) => ({
        ...hour,
        is_closed: false,
        opening_time: '00:00',
        closing_time: '23:59',
      })),
    };
    expect(buildServiceInfo(payload, id, TUESDAY).today?.text).toBe('Buka 24 jam');
    expect(buildServiceInfo(payload, en, SUNDAY).today?.text).toBe('Open 24 hours');
  });

  test('the week the script picks from starts on Sunday', () => {
    const week = buildServiceInfo(servicesPayload(), id, TUESDAY).today?.week;
    expect(week).toHaveLength(7);
    expect(week?.[0]).toBe('Tutup hari ini');
    expect(week?.[6]).toBe('Buka hari ini 08.00–17.00');
  });

  test('the area served is the cities of the visible stores, each once', () => {
    const payload = servicesPayload();
    expect(buildServiceInfo(payload, id, TUESDAY).area).toBe('Bandung, Cimahi dan Kabupaten Bandung');
    payload.stores = [...payload.stores, { ...payload.stores[1]!, id: 9, is_active: false, city: 'Garut' }];
    payload.stores[2] = { ...payload.stores[2]!, city: 'Bandung' };
    expect(buildServiceInfo(payload, en, TUESDAY).area).toBe('Bandung and Cimahi');
  });

  test('the address is the first store’s, else the footer’s', () => {
    const payload = servicesPayload();
    expect(buildServiceInfo(payload, id, TUESDAY).address).toBe('Jl. Terusan Jakarta No. 112, Antapani');
    payload.stores = [];
    expect(buildServiceInfo(payload, id, TUESDAY).address).toBe(
      'Jl. Terusan Jakarta No. 112, Antapani, Bandung',
    );
  });

  test('nothing the owner did not give: no stores and no footer address leave the band out', () => {
    const payload = fixturePayload();
    payload.stores = [];
    payload.footer_settings = { ...payload.footer_settings!, address: '  ' };
    const info = buildServiceInfo(payload, id, TUESDAY);
    expect(info).toEqual({ today: null, address: null, area: null });
    expect(hasServiceInfo(info)).toBe(false);
  });

  test('a store without hours gives no hours line, not the default hours', () => {
    const payload = servicesPayload();
    payload.stores = [{ ...payload.stores[0]!, opening_hours: [], city: null }];
    const info = buildServiceInfo(payload, id, TUESDAY);
    expect(info.today).toBeNull();
    expect(info.area).toBeNull();
    expect(info.address).toBe('Jl. Terusan Jakarta No. 112, Antapani');
  });
});
