import { describe, expect, test } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { SITE_TEXTS } from '../texts/site-texts';
import { buildCommerceModel, orderableItem, qrisFileName } from './order-model';
import { storeMapEmbed } from './stores-model';

const ID = SITE_TEXTS.indonesia.order;
const EN = SITE_TEXTS.english.order;

const withWeb = (web: Partial<NonNullable<ReturnType<typeof fixturePayload>['web_settings']>>) => {
  const payload = fixturePayload();
  payload.web_settings = { ...payload.web_settings!, ...web };
  return payload;
};

describe('commerce model', () => {
  test('a number gives a chat button greeting the shop and ordering, in the site language', () => {
    const model = buildCommerceModel(withWeb({}), EN);
    expect(model.chat?.label).toBe('Chat with Kopi Senja on WhatsApp');
    expect(new URL(model.chat!.href).searchParams.get('text')).toBe('Hello Kopi Senja, I have a question.');
    expect(model.order?.config).toMatchObject({
      number: '6281234567890',
      storageKey: 'webku-order-7',
      message: { intro: 'Hello Kopi Senja, I would like to order:', total: 'Total', note: 'Note' },
      more: 'One more {name}',
    });
  });

  test('the switch turns ordering off but keeps the chat button; no number means neither', () => {
    const off = buildCommerceModel(withWeb({ is_whatsapp_order_enabled: false }), ID);
    expect(off.chat).not.toBeNull();
    expect(off.order).toBeNull();
    const none = buildCommerceModel(withWeb({ whatsapp_number: '  ' }), ID);
    expect([none.chat, none.order]).toEqual([null, null]);
    expect(buildCommerceModel({ ...fixturePayload(), web_settings: null }, ID)).toEqual({
      chat: null,
      order: null,
      qris: null,
    });
  });

  test("without JavaScript an item's action is a one-item message", () => {
    const { order } = buildCommerceModel(withWeb({}), ID);
    const href = order!.itemHref({ key: 'menu-1', name: 'Es Kopi Susu', price: 22000 });
    expect(href.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      'Halo Kopi Senja, saya mau pesan:\n- 1x Es Kopi Susu @ Rp 22.000 = Rp 22.000\n\n*Total: Rp 22.000*',
    );
  });

  test('QRIS shows the merchant name, else the shop name, and downloads under a readable name', () => {
    const named = buildCommerceModel(withWeb({ qris_image: '/media/u/a1.png', qris_merchant_name: 'KOPI SENJA BRAGA' }), ID);
    expect(named.qris).toEqual({ image: '/media/u/a1.png', merchant: 'KOPI SENJA BRAGA', fileName: 'qris-kopi-senja.png' });
    expect(buildCommerceModel(withWeb({ qris_image: '/media/u/a1.jpg' }), ID).qris?.merchant).toBe('Kopi Senja');
    expect(qrisFileName('https://cdn.example.id/q.JPEG?v=2', 'toko')).toBe('qris-toko.jpeg');
    expect(qrisFileName('https://cdn.example.id/qris', 'toko')).toBe('qris-toko');
  });

  test('items without a shown price order at 0', () => {
    expect(orderableItem('m-1', { name: 'Kue', price: 0 }).price).toBe(0);
    expect(orderableItem('m-2', { name: 'Kue', price: -5 }).price).toBe(0);
    expect(orderableItem('m-3', { name: 'Kue', price: 15000 }).price).toBe(15000);
  });
});

describe('store map embed', () => {
  test('asks Google for the address and city, and is absent without an address', () => {
    expect(storeMapEmbed({ address: 'Jl. Braga No. 58', city: 'Bandung' })).toBe(
      'https://www.google.com/maps?q=Jl.%20Braga%20No.%2058%2C%20Bandung&output=embed',
    );
    expect(storeMapEmbed({ address: ' ', city: 'Bandung' })).toBeNull();
  });
});
