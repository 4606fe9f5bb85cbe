import { describe, expect, test } from 'vitest';
import { minimalisCoffeeShop } from '@webku/contract';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { SITE_TEXTS } from '../texts/site-texts';
import { buildFooterModel, copyrightLine, policyLinks } from './footer-model';
import { siteLinks } from './site-links';
import { buildSiteModel } from './site-model';

const NOW = new Date('2026-12-31T18:00:00Z');
const EN = SITE_TEXTS.english;

describe('footer model', () => {
  test('copyright uses the stored year and text', () => {
    expect(copyrightLine(fixturePayload(), NOW, EN)).toBe('© 2025 Kopi Senja. Dibuat dengan cinta dan kepedulian.');
  });

  test('copyright defaults: current year in Jakarta and the company name alone, with no slogan', () => {
    const payload = fixturePayload();
    payload.footer_settings = null;
    expect(copyrightLine(payload, NOW, EN)).toBe('© 2027 Kopi Senja.');
  });

  test('privacy and terms links appear only when they have content', () => {
    const payload = fixturePayload();
    const links = siteLinks('home', '/kopi-senja');
    expect(policyLinks(payload, links, EN)).toEqual([
      { label: 'Privacy Policy', href: '/kopi-senja/privacy-policy' },
      { label: 'Terms & Conditions', href: '/kopi-senja/terms-and-conditions' },
    ]);
    payload.web_settings = { ...payload.web_settings!, privacy_policy: '<p><br></p>', terms_and_conditions: null };
    expect(policyLinks(payload, links, EN)).toEqual([]);
  });

  test('shop name and tagline fall back to the company and the tagline chain; socials only when set', () => {
    const payload = fixturePayload();
    payload.footer_settings = { ...payload.footer_settings!, shop_name: null, tagline: '', facebook_url: null };
    const footer = buildFooterModel(payload, siteLinks('home', ''), EN, NOW, []);
    expect(footer.shopName).toBe('Kopi Senja');
    expect(footer.tagline).toBe('Kopi enak, cerita hangat, setiap hari.');
    expect(footer.socials.map((social) => social.label)).toEqual(['Instagram', 'TikTok']);
  });

  test('quick links are the navigation\'s: the anchors of visible sections, with their labels', () => {
    const payload = fixturePayload();
    payload.news_section_settings = null;
    const site = buildSiteModel({
      payload,
      template: minimalisCoffeeShop,
      language: 'english',
      page: 'privacy-policy',
      basePath: '',
      now: NOW,
    });
    expect(site.footer.sectionLinks).toEqual(site.nav.links.map(({ label, href }) => ({ label, href })));
    expect(site.footer.sectionLinks).toEqual([
      { label: 'Menu', href: '/#menu' },
      { label: 'Merchandise', href: '/#merchandise' },
      { label: 'Toko', href: '/#contact' },
    ]);
  });

  test("the phone is the footer's own, else the business's WhatsApp number, else none", () => {
    const payload = fixturePayload();
    const phone = () => buildFooterModel(payload, siteLinks('home', ''), EN, NOW, []).phone;
    payload.footer_settings = { ...payload.footer_settings!, phone: '022 4201234' };
    expect(phone()).toBe('022 4201234');
    payload.footer_settings = { ...payload.footer_settings!, phone: null };
    payload.web_settings = { ...payload.web_settings!, whatsapp_number: '6285712345678' };
    expect(phone()).toBe('+62 857-1234-5678');
    payload.web_settings = { ...payload.web_settings!, whatsapp_number: null };
    expect(phone()).toBeNull();
  });
});
