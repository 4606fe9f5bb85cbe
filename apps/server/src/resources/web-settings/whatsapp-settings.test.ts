import type { Store, WebSettings } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

const get = () => site.api.get<WebSettings>('/admin/web-settings');
const put = async (body: Record<string, unknown>) =>
  site.api.put<WebSettings>(`/admin/web-settings/${(await get()).data.id}`, body);
const NUMBER_MESSAGE = 'Nomor WhatsApp harus nomor Indonesia, contoh 0812-3456-7890 atau +62 812-3456-7890';

describe('WhatsApp and QRIS web settings', () => {
  it('starts with no number, no QRIS and ordering switched on', async () => {
    const { data } = await get();
    expect(data).toMatchObject({
      whatsapp_number: null,
      is_whatsapp_order_enabled: true,
      qris_image: null,
      qris_merchant_name: null,
    });
  });

  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['62812 3456 7890', '6281234567890'],
  ])('stores %s as %s and publishes it', async (typed, stored) => {
    const res = await put({ whatsapp_number: typed });
    expect(res.status).toBe(200);
    expect(res.data.whatsapp_number).toBe(stored);
    expect((await publicData(site.t, site.owner.slug)).web_settings?.whatsapp_number).toBe(stored);
  });

  it.each(['+1 415 555 0100', 'hubungi kami', '0812', 12345])(
    'refuses %j with an Indonesian message that says how to write it, keeping the stored number',
    async (typed) => {
      await put({ whatsapp_number: '081234567890' });
      const res = await put({ whatsapp_number: typed });
      expectRejected(res, 'whatsapp_number');
      if (typeof typed === 'string') expect(res.message).toBe(NUMBER_MESSAGE);
      expect((await get()).data.whatsapp_number).toBe('6281234567890');
    },
  );

  it('clears the number with null or an empty text', async () => {
    for (const empty of [null, '', '   ']) {
      await put({ whatsapp_number: '081234567890' });
      const res = await put({ whatsapp_number: empty });
      expect(res.status).toBe(200);
      expect(res.data.whatsapp_number).toBeNull();
    }
  });

  it('switches ordering off and on, and refuses a switch that is not yes or no', async () => {
    expect((await put({ is_whatsapp_order_enabled: false })).data.is_whatsapp_order_enabled).toBe(false);
    expect((await publicData(site.t, site.owner.slug)).web_settings?.is_whatsapp_order_enabled).toBe(false);
    expectRejected(await put({ is_whatsapp_order_enabled: 'ya' }), 'is_whatsapp_order_enabled');
    expect((await put({ is_whatsapp_order_enabled: true })).data.is_whatsapp_order_enabled).toBe(true);
  });

  it('takes an uploaded QRIS image and merchant name, and refuses a script URL or an overlong name', async () => {
    const res = await put({ qris_image: '/media/u/qris.png', qris_merchant_name: 'KOPI SENJA BRAGA' });
    expect(res.data).toMatchObject({
      qris_image: '/media/u/qris.png',
      qris_merchant_name: 'KOPI SENJA BRAGA',
    });
    expectRejected(await put({ qris_image: 'javascript:alert(1)' }), 'qris_image');
    expectRejected(await put({ qris_merchant_name: 'x'.repeat(121) }), 'qris_merchant_name');
    expect((await get()).data.qris_image).toBe('/media/u/qris.png');
  });
});

describe('a store WhatsApp number', () => {
  const store = { name: 'Kopi Senja Braga', city: 'Bandung', address: 'Jl. Braga No. 58' };

  it('is normalised on create and update, and refused when not Indonesian', async () => {
    const created = await site.api.post<Store>('/admin/stores', {
      ...store,
      whatsapp_number: '0857 1234 5678',
    });
    expect(created.status).toBe(201);
    expect(created.data.whatsapp_number).toBe('6285712345678');
    const bad = await site.api.put<Store>(`/admin/stores/${created.data.id}`, {
      ...store,
      whatsapp_number: '+44 20 7946 0958',
    });
    expectRejected(bad, 'whatsapp_number');
    expect(bad.message).toBe(NUMBER_MESSAGE);
    const cleared = await site.api.put<Store>(`/admin/stores/${created.data.id}`, {
      ...store,
      whatsapp_number: null,
    });
    expect(cleared.data.whatsapp_number).toBeNull();
  });
});

describe('the public page with WhatsApp and QRIS', () => {
  const page = async () => {
    const res = await site.t.api(`/${site.owner.slug}`);
    return { res, html: await res.text() };
  };

  it('shows the floating chat button and an order action per item once a number exists', async () => {
    await put({ whatsapp_number: '0812 3456 7890', is_whatsapp_order_enabled: true, qris_image: null });
    const { html } = await page();
    expect(html).toContain('class="whatsapp-float" href="https://wa.me/6281234567890?text=');
    const actions = [...html.matchAll(/<a class="order-add" href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(actions.length).toBeGreaterThan(3);
    // Without JavaScript an action is a one-item message to the shop's number.
    const text = new URL(actions[0]!.replaceAll('&amp;', '&')).searchParams.get('text') ?? '';
    expect(text).toMatch(/^Halo .+, saya mau pesan:\n- 1x .+/);
    expect(html).toContain('id="order"');
    expect(html).not.toContain('id="qris"');
  });

  it('keeps the chat button but drops ordering when the owner switches it off', async () => {
    await put({ whatsapp_number: '0812 3456 7890', is_whatsapp_order_enabled: false });
    const { html } = await page();
    expect(html).toContain('class="whatsapp-float"');
    // No item carries an order action (the stylesheet still names the attribute).
    expect(html).not.toMatch(/<a [^>]*data-order-add=/);
    expect(html).not.toContain('id="order"');
  });

  it('shows neither without a number, and the QRIS dialog and footer link with a QRIS image', async () => {
    await put({ whatsapp_number: null, is_whatsapp_order_enabled: true, qris_image: '/media/u/qris.png' });
    const { html } = await page();
    expect(html).not.toContain('wa.me');
    expect(html).toContain('id="qris"');
    expect(html).toContain('class="footer-qris" href="#qris"');
    expect(html).toContain('download="qris-');
  });

  it('offers a store map that loads only on request, and allows exactly Google Maps in frames', async () => {
    await site.api.post<Store>('/admin/stores', {
      name: 'Kopi Senja Kemang',
      address: 'Jl. Kemang Raya No. 21',
    });
    const { res, html } = await page();
    expect(html).toContain(
      'data-map-embed="https://www.google.com/maps?q=Jl.%20Kemang%20Raya%20No.%2021&amp;output=embed"',
    );
    expect(html).not.toContain('<iframe');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
