import { normalizeText, writtenPrices } from '@webku/content-packs';
import { type PublicPayload, TEMPLATES } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedHourRows, loadOwnerCorpus } from '../../../../../tests/support/server/owner-corpus';
import { ownerWithSite, publicData } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { htmlText } from '../../../../../tests/support/site/html-text';

// Owners who write the way people chat, each generated through the setup API onto one of the four
// templates in turn, and read back as a visitor sees the page. The rule under test: the public page
// publishes only what the owner said.
const CORPUS = loadOwnerCorpus();
// A price as the site formats it ("Rp 1.200.000"), not the owner's own "Rp 1,2 juta" in the About text.
const RUPIAH = /Rp\s?(\d{1,3}(?:\.\d{3})*)(?![\d,.]*\d)(?!\s*(?:juta|jt|ribu|rb|k)\b)/g;
const padded = (text: string) => ` ${normalizeText(text)} `;

type Generated = { html: string; text: string; payload: PublicPayload };

let t: TestServer;
const sites = new Map<string, Generated>();

beforeAll(async () => {
  t = await startTestServer();
  for (const [index, entry] of CORPUS.entries()) {
    const owner = await ownerWithSite(
      t,
      entry.brand_name,
      {
        business_type: entry.business_type,
        short_description: entry.description,
        web_language: entry.language,
        template_selected: TEMPLATES[index % TEMPLATES.length]!,
      },
      { goods: false },
    );
    const html = await (await t.api(`/${owner.slug}`)).text();
    sites.set(entry.id, { html, text: htmlText(html), payload: await publicData(t, owner.slug) });
  }
}, 600_000);
afterAll(() => t?.close());

describe('sites generated from owners writing the way people chat', () => {
  it.each(CORPUS.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
    const site = sites.get(entry.id)!;
    const written = new Set([
      ...writtenPrices(entry.description).map((price) => price.value),
      ...entry.offerings.flatMap((offering) => (offering.price ? [offering.price] : [])),
    ]);
    // Every price on the page is one the owner wrote.
    const shown = [...site.text.matchAll(RUPIAH)].map((match) => Number(match[1]!.replace(/\./g, '')));
    for (const price of shown) expect(written, `Rp ${price} on the page`).toContain(price);
    // Every price the owner wrote on an offering is on the page, on that offering.
    const items = site.payload.menu_categories.flatMap((category) => category.menu_items);
    for (const offering of entry.offerings) {
      if (!offering.price) continue;
      expect(shown, `${offering.name} at Rp ${offering.price}`).toContain(offering.price);
      expect(
        items.some((item) => Number(item.price) === offering.price),
        `an item priced ${offering.price}`,
      ).toBe(true);
    }
    // Nothing that only looks like an offering is sold as one.
    for (const phrase of entry.not_offerings) {
      expect(
        items.map((item) => normalizeText(item.name)),
        `"${phrase}" is not an item`,
      ).not.toContain(normalizeText(phrase));
    }
    // Hours appear exactly when the owner gave them.
    const rows = [...site.html.matchAll(/class="hours-row"/g)].length;
    const expected = expectedHourRows(entry);
    if (expected) expect(rows).toBeGreaterThanOrEqual(expected.length);
    else {
      expect(rows).toBe(0);
      expect(site.text).not.toContain('08.00 - 22.00');
      expect(site.text).not.toContain('8:00 AM - 10:00 PM');
    }
  });

  it('names most of what owners offer in their words', () => {
    let found = 0;
    let total = 0;
    for (const entry of CORPUS) {
      const names = sites
        .get(entry.id)!
        .payload.menu_categories.flatMap((category) => category.menu_items.map((item) => padded(item.name)));
      for (const offering of entry.offerings) {
        total += 1;
        const wanted = padded(offering.name);
        if (names.some((name) => name.includes(wanted) || wanted.includes(name))) found += 1;
      }
    }
    expect(found / total).toBeGreaterThanOrEqual(0.8);
  });
});
