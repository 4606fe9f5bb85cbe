import { describe, expect, it } from 'vitest';
import { buildAboutSection } from './about-section';
import { BuiltinContentProvider } from './builtin-provider';
import type { ContentInput } from './content-provider';

const provider = new BuiltinContentProvider({ now: () => new Date('2025-03-15T05:00:00Z') });

const welder: ContentInput = {
  brand_name: 'Las Jaya',
  business_type: 'bengkel las',
  web_language: 'indonesia',
  template_selected: 'layanan-jasa',
  short_description: '  bengkel las pagar dan kanopi.   melayani bekasi sejak 2010 ',
};

describe('buildAboutSection', () => {
  it("is the owner's own description, tidied: spaces, capitals and a closing full stop", () => {
    expect(buildAboutSection(welder.short_description, 'Las Jaya', 'indonesia')).toEqual({
      title: 'Tentang Kami',
      text: 'Bengkel las pagar dan kanopi. Melayani bekasi sejak 2010.',
      image: null,
    });
  });

  it('closes up the punctuation where a WhatsApp number is taken out', () => {
    expect(
      buildAboutSection('smoothing mulai 250rb. wa 0821 9988 7766, buka tiap hari', 'Salon', 'indonesia')
        .text,
    ).toBe('Smoothing mulai 250rb. Buka tiap hari.');
  });

  it('reads text typed with caps lock in sentence case, keeping the brand as the owner spells it', () => {
    expect(
      buildAboutSection('JAHIT KEBAYA DAN SERAGAM DI DEPOK! BUKA TIAP HARI', 'KAIN Ibu', 'indonesia').text,
    ).toBe('Jahit kebaya dan seragam di depok! Buka tiap hari.');
    expect(buildAboutSection('ROTI BAKAR KAIN IBU ENAK SEKALI', 'KAIN Ibu', 'indonesia').text).toBe(
      'Roti bakar KAIN Ibu enak sekali.',
    );
  });

  it('goes on in lower case after an abbreviation, which ends no sentence', () => {
    expect(
      buildAboutSection(
        'Fun dive 2 tanks 1.1jt incl. gear & lunch. open daily',
        'Amed Reef Divers',
        'english',
      ).text,
    ).toBe('Fun dive 2 tanks 1.1jt incl. gear & lunch. Open daily.');
    expect(buildAboutSection('buka senin s.d. sabtu, min. order 20 box', 'Dapur', 'indonesia').text).toBe(
      'Buka senin s.d. sabtu, min. order 20 box.',
    );
    expect(buildAboutSection('lokasi pertigaan jl. ahmad yani gresik', 'Slamet', 'indonesia').text).toBe(
      'Lokasi pertigaan jl. ahmad yani gresik.',
    );
  });

  it('keeps short names in capitals as written (AC, UMKM)', () => {
    expect(buildAboutSection('servis AC dan kulkas untuk UMKM', 'Dingin', 'english')).toEqual({
      title: 'About us',
      text: 'Servis AC dan kulkas untuk UMKM.',
      image: null,
    });
  });

  it("keeps the owner's paragraphs", () => {
    expect(buildAboutSection('Kursus jahit.\n\n\nKelas pagi dan sore', 'Jarum', 'indonesia').text).toBe(
      'Kursus jahit.\n\nKelas pagi dan sore.',
    );
  });

  it('has no text without a description, so the page leaves the section out', () => {
    expect(buildAboutSection('  \n ', 'Las Jaya', 'indonesia')).toEqual({
      title: 'Tentang Kami',
      text: null,
      image: null,
    });
  });
});

describe('the generated site', () => {
  it('carries only the description in its about section, never the facts added elsewhere', async () => {
    const content = await provider.generate({
      ...welder,
      business_type: 'warung makan padang',
      short_description: 'masakan padang rumahan di bandung',
    });
    // The hero and SEO texts add cuisine and city lines; "Tentang Kami" stays the owner's sentence.
    expect(content.about_section).toEqual({
      title: 'Tentang Kami',
      text: 'Masakan padang rumahan di bandung.',
      image: null,
    });
  });

  it('keeps the facilities the owner wrote in the about text, and out of the rooms', async () => {
    const content = await provider.generate({
      ...welder,
      brand_name: 'Kos Anggrek',
      business_type: 'kos putri',
      template_selected: 'layanan-jasa',
      short_description: 'Kamar mandi dalam, AC, wifi. Kamar 3x3 Rp 800.000 per bulan',
    });
    expect(content.about_section.text).toBe('Kamar mandi dalam, AC, wifi. Kamar 3x3 Rp 800.000 per bulan.');
    expect(
      content.menu_categories.flatMap((category) => category.items.map((item) => [item.name, item.price])),
    ).toEqual([['Kamar 3x3', 800_000]]);
  });

  it("starts the spec's two templates without a story, so their page is the spec's until the owner writes one", async () => {
    for (const template_selected of ['classic-website', 'minimalis-coffee-shop'] as const) {
      const content = await provider.generate({ ...welder, template_selected });
      expect(content.about_section, template_selected).toEqual({
        title: 'Tentang Kami',
        text: null,
        image: null,
      });
    }
    const shop = await provider.generate({ ...welder, template_selected: 'katalog-toko' });
    expect(shop.about_section.text).toBe('Bengkel las pagar dan kanopi. Melayani bekasi sejak 2010.');
  });

  it('titles the section in the language of the site', async () => {
    const content = await provider.generate({ ...welder, web_language: 'english' });
    expect(content.about_section.title).toBe('About us');
  });
});

describe('the WhatsApp number in the description', () => {
  it('is left out of the story, which the site shows on its buttons', () => {
    expect(
      buildAboutSection('2 kamar kosong, kamar AC 1,2jt/bln, WA 0813 4567 8899', 'Kos Mawar', 'indonesia')
        .text,
    ).toBe('2 kamar kosong, kamar AC 1,2jt/bln.');
    expect(
      buildAboutSection(
        'Cuci setrika 5rb/kg. Hub 0812-3456-7890 ya kak. Buka tiap hari',
        'Laundry',
        'indonesia',
      ).text,
    ).toBe('Cuci setrika 5rb/kg. Ya kak. Buka tiap hari.');
  });
});

describe('a description typed like a chat, one thought a line', () => {
  const chat =
    'laundry kiloan dkt kampus unhas\ncuci kering setrika 7rb/kg\nbisa antar jemput\nbuka jam 7 pagi smp 9 malem\nWA 0812 4455 7788';

  it('ends a sentence at each line the owner left without a full stop, so lines never run on', () => {
    expect(buildAboutSection(chat, 'Laundry Wangi', 'indonesia').text).toBe(
      'Laundry kiloan dkt kampus unhas. Cuci kering setrika 7rb/kg. Bisa antar jemput. Buka jam 7 pagi smp 9 malem.',
    );
    // A line that already ends on punctuation keeps it; a list line's bullet is no word of the story.
    expect(
      buildAboutSection('Menu kami:\n- nasi box 25rb,\n- tumpeng 150rb!\nPesan H-2', 'Dapur', 'indonesia')
        .text,
    ).toBe('Menu kami: nasi box 25rb, tumpeng 150rb! Pesan H-2.');
  });

  it('takes a line that ends with an emoji as ended: no full stop after the emoji, a capital after it', () => {
    expect(
      buildAboutSection(
        'Laundry kiloan murah 😊\ncuci kering 7rb/kg\nbuka tiap hari 🙏🏽',
        'Laundry',
        'indonesia',
      ).text,
    ).toBe('Laundry kiloan murah 😊 Cuci kering 7rb/kg. Buka tiap hari 🙏🏽');
  });

  it('writes the same sentences into the search and sharing description', async () => {
    const content = await provider.generate({
      ...welder,
      brand_name: 'Laundry Wangi',
      business_type: 'laundry kiloan',
      short_description: chat,
    });
    // Each sentence with its capital, as in Tentang Kami.
    expect(content.web_settings.og_description).toMatch(
      /^Laundry kiloan dkt kampus unhas\. Cuci kering setrika 7rb\/kg\. Bisa antar jemput\./,
    );
  });
});
