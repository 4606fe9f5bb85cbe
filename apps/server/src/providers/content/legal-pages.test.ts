import { describe, expect, it } from 'vitest';
import { BuiltinContentProvider } from './builtin-provider';
import type { WebLanguage } from './content-provider';
import { possessive } from './legal';
import { VISITOR_STATISTICS } from './legal-clauses';

// The owner gives five setup fields and a one-line description; the generated terms and privacy policy
// speak in the owner's name, so they may only say what is true of every Webku site.

const provider = new BuiltinContentProvider({ now: () => new Date('2026-11-24T05:00:00Z') });

// One setup per set of built-in pictures (checked below through the site's hero image).
const BUSINESSES: Record<string, { brand: string; type: string; description: string }> = {
  coffee: {
    brand: 'Kopi Senja',
    type: 'Kedai kopi',
    description: 'Kedai kopi kecil dengan kopi susu gula aren',
  },
  restaurant: { brand: 'Uni Ros', type: 'Rumah makan Padang', description: 'Rendang dan gulai khas Minang' },
  bakery: { brand: 'Roti Bu Sri', type: 'Toko roti', description: 'Roti dan kue ulang tahun rumahan' },
  fashion: { brand: 'Butik Melati', type: 'Butik busana muslim', description: 'Gamis dan hijab harian' },
  beauty: { brand: 'Salon Ayu', type: 'Salon kecantikan', description: 'Potong rambut dan creambath' },
  services: { brand: 'Jaya Teknik', type: 'Servis AC', description: 'Cuci dan perbaikan AC rumah' },
  lodging: { brand: 'Omah Jogja', type: 'Homestay', description: 'Kamar keluarga dekat Malioboro' },
  tourism: { brand: 'Ombak', type: 'Surf school', description: 'Surf lessons and board rental' },
  generic: { brand: 'Pajak Tertib', type: 'Konsultan pajak', description: 'Konsultasi pajak dan pembukuan' },
};

// Commitments an owner never made: payment methods, deposits and refunds, pre-order and pick-up
// deadlines, delivery, response deadlines, security claims, trade rules of one kind of business.
const INVENTED: Record<WebLanguage, readonly string[]> = {
  indonesia: [
    'tunai',
    'transfer bank',
    'qris',
    'dompet digital',
    'metode pembayaran',
    'dibayar lunas',
    'uang muka',
    'pengembalian dana',
    'dikembalikan',
    'paling lambat',
    'hari sebelum',
    'tidak diambil',
    'jasa pengiriman',
    'pengiriman',
    '3 x 24',
    'jam sejak',
    'enkripsi',
    'penukaran',
    'garansi',
    'reservasi',
    'alergi',
    'toko kami',
    'di toko',
    'tidak menjual data',
  ],
  english: [
    'cash',
    'bank transfer',
    'qris',
    'e-wallet',
    'payment method',
    'paid in full',
    'deposit',
    'refund',
    'days ahead',
    'not collected',
    'courier',
    'deliver',
    '3 x 24',
    'within',
    'encrypt',
    'exchange',
    'warranty',
    'booking',
    'allerg',
    'our store',
    'in store',
    'never sells',
  ],
};

// What every generated page must still say ({brand} stands for the owner's brand, {brandPossessive} for
// its English possessive).
const REQUIRED: Record<WebLanguage, { terms: readonly string[]; privacy: readonly string[] }> = {
  indonesia: {
    terms: [
      'Syarat dan Ketentuan ini berlaku untuk penggunaan situs web {brand}.',
      'Harga, foto, dan ketersediaan yang ditampilkan di situs ini dapat berubah sewaktu-waktu.',
      'WhatsApp',
      'Pesanan baru disepakati setelah {brand} mengonfirmasinya kepada Anda',
      'di-hosting oleh Webku',
      'Ketentuan ini tunduk pada hukum Republik Indonesia.',
      'kepada {brand} melalui kontak yang tercantum di situs ini.',
      '{brand} dapat mengubah Syarat dan Ketentuan ini sewaktu-waktu.',
    ],
    privacy: [
      'Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi',
      'situs ini tidak mengumpulkan data apa pun tentang Anda',
      'bila Anda sendiri memilih untuk mengirimkannya, misalnya melalui pesan WhatsApp',
      VISITOR_STATISTICS.indonesia.paragraph,
      'di-hosting oleh Webku',
      'meminta penghapusannya, serta menarik kembali persetujuan',
      'hubungi {brand} melalui kontak yang tercantum di situs ini.',
      'Kebijakan ini tunduk pada hukum Republik Indonesia.',
      '{brand} dapat mengubah Kebijakan Privasi ini sewaktu-waktu.',
    ],
  },
  english: {
    terms: [
      'These Terms and Conditions apply to your use of {brandPossessive} website.',
      'Prices, photos and availability shown on this site may change at any time.',
      'WhatsApp',
      'An order is only agreed once {brand} confirms it to you',
      'hosted by Webku',
      'These terms are governed by the laws of the Republic of Indonesia.',
      'to {brand} through the contacts on this website.',
      '{brand} may change these Terms and Conditions at any time.',
    ],
    privacy: [
      'Indonesian Law No. 27 of 2022 on Personal Data Protection',
      'it collects no data about you',
      'if you choose to send it yourself, for example in a WhatsApp message',
      VISITOR_STATISTICS.english.paragraph,
      'hosted by Webku',
      'to ask for it to be deleted, and to withdraw any consent',
      'contact {brand} through the contacts on this website.',
      'This policy is governed by the laws of the Republic of Indonesia.',
      '{brand} may change this Privacy Policy at any time.',
    ],
  },
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const cases = Object.keys(BUSINESSES).flatMap((kind) =>
  (['indonesia', 'english'] as const).map((language) => ({ kind, language })),
);

describe('generated terms and privacy policy promise nothing the owner did not give', () => {
  it.each(cases)('$kind site in $language', async ({ kind, language }) => {
    const business = BUSINESSES[kind]!;
    const content = await provider.generate({
      brand_name: business.brand,
      business_type: business.type,
      web_language: language,
      template_selected: 'minimalis-coffee-shop',
      short_description: business.description,
    });
    expect(content.web_settings.og_image).toContain(`${kind}/hero`);
    const terms = text(content.web_settings.terms_and_conditions);
    const privacy = text(content.web_settings.privacy_policy);

    for (const [page, body] of [
      ['terms', terms],
      ['privacy', privacy],
    ] as const) {
      for (const phrase of INVENTED[language])
        expect(body.toLowerCase(), `${page}: "${phrase}"`).not.toContain(phrase);
      for (const phrase of REQUIRED[language][page])
        expect(body, `${page}: "${phrase}"`).toContain(
          phrase
            .replaceAll('{brandPossessive}', possessive(business.brand))
            .replaceAll('{brand}', business.brand),
        );
    }

    // The public site sets no cookies: the word appears only where the policy says visits are counted
    // without them (its heading, the pointer to it, and the statistics paragraph itself, once).
    const statistics = VISITOR_STATISTICS[language];
    expect(terms).not.toMatch(/cookie/i);
    expect(privacy.split(statistics.paragraph)).toHaveLength(2);
    const rest = privacy
      .replace(statistics.paragraph, '')
      .replace(`3. ${statistics.title}`, '')
      .replace(
        language === 'indonesia' ? 'statistik kunjungan tanpa cookie' : 'cookie-less visit statistics',
        '',
      );
    expect(rest).not.toMatch(/cookie/i);
  });
});

describe('the English pages of a brand ending in s', () => {
  it("write its possessive with the apostrophe alone (Divers' website, never Divers's)", async () => {
    const content = await provider.generate({
      brand_name: 'Amed Reef Divers',
      business_type: 'dive shop',
      web_language: 'english',
      template_selected: 'layanan-jasa',
      short_description: 'PADI dive center in Amed, east Bali',
    });
    for (const page of [content.web_settings.terms_and_conditions, content.web_settings.privacy_policy]) {
      expect(text(page)).toContain('Amed Reef Divers’ website');
      expect(text(page)).not.toContain('Divers’s');
    }
    expect(possessive('Ombak')).toBe('Ombak’s');
    expect(possessive('BOSS')).toBe('BOSS’');
  });
});
