import { describe, expect, it } from 'vitest';
import { buildContent } from './build-content';
import type { WebLanguage } from './content-provider';

const NOW = new Date('2026-03-01T03:00:00Z');

const site = (businessType: string, description: string, language: WebLanguage = 'indonesia') =>
  buildContent(
    {
      brand_name: 'Usaha Kita',
      business_type: businessType,
      short_description: description,
      web_language: language,
      template_selected: 'classic-website',
    },
    NOW,
  );

function items(businessType: string, description: string, language: WebLanguage) {
  return site(businessType, description, language).menu_categories.flatMap((category) => category.items);
}

const item = (list: ReturnType<typeof items>, name: string) => list.find((entry) => entry.name === name);

describe('the catalogue keeps what the owner wrote around a price', () => {
  it('says a starting price is one, in the site language, without changing the sum', () => {
    const indonesian = items('Catering', 'Nasi box mulai 45rb, tumpeng 350rb', 'indonesia');
    expect(item(indonesian, 'Nasi Box')).toMatchObject({
      price: 45_000,
      description: 'Harga mulai dari Rp 45.000.',
    });
    expect(item(indonesian, 'Tumpeng')).toMatchObject({ price: 350_000, description: '' });
    const english = items('Catering', 'Nasi box mulai 45rb, tumpeng 350rb', 'english');
    expect(item(english, 'Nasi Box')).toMatchObject({ price: 45_000, description: 'Prices from Rp 45.000.' });
  });

  it('keeps the unit of "1jt/bln", alone or with a starting price', () => {
    const rooms = items('Kos putri', 'Kamar AC 1jt/bln, kamar kipas mulai 750rb/bln', 'indonesia');
    expect(item(rooms, 'Kamar AC')).toMatchObject({ price: 1_000_000, description: 'Per bulan.' });
    expect(item(rooms, 'Kamar Kipas')).toMatchObject({
      price: 750_000,
      description: 'Harga mulai dari Rp 750.000 per bulan.',
    });
    const english = items('Kos putri', 'Kamar AC 1jt/bln', 'english');
    expect(item(english, 'Kamar AC')).toMatchObject({ price: 1_000_000, description: 'Per month.' });
  });

  it('names the units owners abbreviate', () => {
    const gas = items('Agen gas', 'elpiji 3kg 22rb/tabung', 'indonesia');
    expect(item(gas, 'Elpiji 3kg')?.description).toBe('Per tabung.');
    const english = items('Agen gas', 'elpiji 3kg 22rb/tabung', 'english');
    expect(item(english, 'Elpiji 3kg')?.description).toBe('Per cylinder.');
  });
});

describe('the section each offering is filed in', () => {
  const sections = (businessType: string, description: string) =>
    Object.fromEntries(
      site(businessType, description).menu_categories.flatMap((category) =>
        category.items.map((entry) => [entry.name, category.name]),
      ),
    );

  it('keeps an offering the kind does not know with the one named before it, never in the first section', () => {
    const salon = sections(
      'salon',
      'potong rambut 30rb, creambath 60rb, manicure 50rb, pedicure 60rb, extension 250rb',
    );
    expect(salon.Extension).toBe('Kuku');
    expect(salon.Manicure).toBe('Kuku');
    expect(salon['Potong Rambut']).toBe('Perawatan Rambut');
  });

  it('files an offering by the section word in its own name before its neighbour', () => {
    const salon = sections('salon', 'manicure 50rb, extension rambut 500rb, creambath 60rb');
    expect(salon['Extension Rambut']).toBe('Perawatan Rambut');
    expect(salon.Manicure).toBe('Kuku');
  });
});

describe('what the catalogue knows but the reader did not take', () => {
  const content = (businessType: string, description: string) => site(businessType, description);
  const names = (generated: ReturnType<typeof content>) =>
    generated.menu_categories.flatMap((category) => category.items.map((entry) => entry.name));

  it('is on the menu when it stands among the offerings the owner listed', () => {
    const menu = names(
      content('Rumah makan Padang', 'Rumah makan Padang dengan rendang, ayam pop, gulai tunjang'),
    );
    expect(menu).toHaveLength(3);
    expect(menu.find((name) => name.startsWith('Rendang'))).toBeDefined();
  });

  it('is shown to the owner, never published, when named in a question or a no', () => {
    const bakery = content('toko kue', 'bolu kemojo 45rb, roti sobek 20rb. pempek? ga jual ya kak');
    expect(names(bakery)).toEqual(['Bolu Kemojo', 'Roti Sobek']);
    expect(bakery.reading.unplaced).toContainEqual({ text: 'Pempek Kapal Selam', price: null });
  });

  it('is neither when only the business type names it', () => {
    const boutique = content('Butik hijab', 'Pashmina ceruty, bergo jersey dan gamis');
    expect(names(boutique)).toEqual(['Pashmina Ceruty', 'Bergo Jersey', 'Gamis']);
    expect(JSON.stringify(boutique.reading.unplaced)).not.toMatch(/hijab/i);
  });
});

describe('a dish among what comes with a box', () => {
  it('is neither published nor shown as left out', () => {
    const caterer = site(
      'catering nasi box',
      '• nasi box ayam bakar Rp25.000\n• nasi box rendang 30rb\nnasi box sdh termasuk sayur, sambal, kerupuk, buah & air mineral',
    );
    const names = caterer.menu_categories.flatMap((category) => category.items.map((entry) => entry.name));
    expect(names).toEqual(['Nasi Box Ayam Bakar', 'Nasi Box Rendang']);
    expect(JSON.stringify(caterer.reading.unplaced)).not.toMatch(/air mineral/i);
  });
});

describe('a dish that names the business', () => {
  it('is no item above the list, and one inside it', () => {
    const coto = buildContent(
      {
        brand_name: 'Coto Makassar Daeng Sitaba',
        business_type: 'coto makassar',
        short_description: 'Coto Makassar Daeng Sitaba 🍲 coto daging 25rb, coto campur 28rb, ketupat 2rb',
        web_language: 'indonesia',
        template_selected: 'classic-website',
      },
      NOW,
    );
    const names = coto.menu_categories.flatMap((category) => category.items.map((entry) => entry.name));
    expect(names).not.toContain('Coto Makassar');
    expect(JSON.stringify(coto.reading.unplaced)).not.toMatch(/coto makassar/i);
    expect(
      site('Sate Padang', 'Sate padang dan sate ayam di Jakarta Selatan').menu_categories.flatMap(
        (category) => category.items.map((entry) => entry.name),
      ),
    ).toContain('Sate Padang');
  });
});

describe('the zone the owner wrote with their hours', () => {
  it('is the site’s, where no zone written leaves it to the store’s city', () => {
    expect(site('gym', 'member mulai 45rb, buka 08.00-22.00 WIT').web_settings.time_zone).toBe(
      'Asia/Jayapura',
    );
    expect(site('gym', 'member 45rb, buka 08.00-22.00').web_settings.time_zone).toBeUndefined();
  });
});

describe('an offering the kind does not know, sharing a word with one filed before', () => {
  it('goes with that one, not with the one named just before it', () => {
    const depot = site('depot air isi ulang', 'isi ulang galon 5rb, gas 3kg 22rb, aqua galon 23rb');
    const sectionOf = (name: string) =>
      depot.menu_categories.find((category) => category.items.some((entry) => entry.name === name))?.name;
    expect(sectionOf('Aqua Galon')).toBe(sectionOf('Isi Ulang Galon'));
    expect(sectionOf('Aqua Galon')).not.toBe(sectionOf('Gas 3kg'));
  });
});

describe('chat shorthand in what the owner wrote of an item', () => {
  it('is written out for visitors', () => {
    const yoga = items('yoga studio', 'drop-in 150rb, vinyasa dlm bhs inggris', 'indonesia');
    expect(item(yoga, 'Vinyasa')?.description).toBe('Dalam bahasa inggris.');
  });
});

describe('the sections of a menu', () => {
  it("put a dish the catalogue files under a heading holding the kind's own section in that section", () => {
    const menu = site('Warung makan', 'nasi gudeg 18rb, ayam goreng 15rb, es teh 5rb').menu_categories;
    expect(menu.map((category) => [category.name, category.items.map((row) => row.name)])).toEqual([
      ['Hidangan Utama', ['Nasi Gudeg', 'Ayam Goreng']],
      ['Minuman', ['Es Teh']],
    ]);
  });
});

describe('the type the owner typed, on a site in the other language', () => {
  it('is said in the site language where the kind knows it by name', () => {
    const english = site('Kedai kopi', 'flat white 35k, cappuccino 35k di Bali', 'english');
    expect(english.hero_section.tagline).toBe('Coffee Shop in Bali.');
    expect(english.web_settings.website_title).toBe('Usaha Kita | Coffee Shop');
    expect(site('Jasa cuci AC', 'cuci AC 75rb di Jakarta', 'english').hero_section.tagline).toMatch(
      /^Air-Con Cleaning\b/,
    );
    // On a site in the owner's own language it stays as typed, and the second language has its own line
    // for search engines, the owner's offerings named as they wrote them.
    const indonesian = site('Kedai kopi', 'kopi susu 18rb di Bali');
    expect(indonesian.hero_section.tagline).toBe('Kedai kopi di Bali.');
    expect(indonesian.web_settings.translations?.english?.website_description).toBe(
      'Usaha Kita: Coffee Shop in Bali. We offer Kopi Susu.',
    );
  });
});

describe('the welcome article', () => {
  it('tells the owner’s words without the WhatsApp number, as “Tentang Kami” does', () => {
    const built = site('Warung makan', 'nasi pecel 12rb, es teh 5rb. buka jam 7 pagi. Wa 081234567890');
    const welcome = built.news_articles.find((article) => article.is_published)!;
    expect(welcome.content).toContain('Nasi pecel 12rb, es teh 5rb.');
    expect(welcome.content).not.toMatch(/0812|\bWa\b/);
  });
});
