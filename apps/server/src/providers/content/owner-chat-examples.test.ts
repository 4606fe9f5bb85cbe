import { describe, expect, it } from 'vitest';
import { buildContent } from './build-content';

const NOW = new Date('2026-12-01T03:00:00Z');

function site(businessType: string, description: string) {
  return buildContent(
    {
      brand_name: 'Usaha Kita',
      business_type: businessType,
      web_language: 'indonesia',
      template_selected: 'layanan-jasa',
      short_description: description,
    },
    NOW,
  );
}

const items = (businessType: string, description: string) =>
  site(businessType, description).menu_categories.flatMap((category) =>
    category.items.map((item) => ({ name: item.name, price: item.price, description: item.description })),
  );
const names = (businessType: string, description: string) =>
  items(businessType, description).map((item) => item.name);

// Owners who described their business as people write in a chat, and what a person reads in their words.
describe('every offering the owner named, and nothing that is not one', () => {
  it.each([
    ['rental kamera', 'Sewa kamera, lensa dan tripod', ['Sewa Kamera', 'Lensa', 'Tripod']],
    ['cuci mobil', 'Cuci mobil dan motor', ['Cuci Mobil', 'Cuci Motor']],
    [
      'sewa lapangan',
      'Sewa lapangan voli dan basket per jam',
      ['Sewa Lapangan Voli', 'Sewa Lapangan Basket'],
    ],
    [
      'antar jemput',
      'Antar jemput sekolah, juga ke stasiun',
      ['Antar Jemput Sekolah', 'Antar Jemput ke Stasiun'],
    ],
    ['kos', 'Paket harian plus paket bulanan', ['Paket Harian', 'Paket Bulanan']],
    [
      'yoga studio',
      'morning hatha, power yoga and evening meditation',
      ['Morning Hatha', 'Power Yoga', 'Evening Meditation'],
    ],
    [
      'freediving',
      'beginner and advanced freediving courses',
      ['Beginner Freediving Courses', 'Advanced Freediving Courses'],
    ],
    ['kursus', 'kelas reguler dan intensif', ['Kelas Reguler', 'Kelas Intensif']],
  ])('%s: "%s"', (businessType, description, expected) => {
    expect(names(businessType, description)).toEqual(expected);
  });

  it('takes no length, staff, adjective, place or call to act for an offering, nor puts a price near one on it', () => {
    const read = items(
      'spa',
      'pijat tradisional 2 jam per sesi, terapis berpengalaman, ready tiap hari, dekat pasar Minggu, pesan sekarang 50rb',
    );
    expect(read.map((item) => item.name)).toEqual(['Pijat Tradisional']);
    expect(read[0]!.price).toBe(0);
    expect(site('spa', 'pesan sekarang 50rb, pijat 2 jam').reading.unplaced).toEqual([
      { text: 'pesan sekarang', price: 50_000 },
    ]);
  });

  it('reads a yoga studio written as a chat: "drop-in 150rb", a class time, a language', () => {
    const read = items('yoga studio', 'drop-in 150rb, kelas jam 5 sore, vinyasa dlm bhs inggris');
    expect(read.map((item) => [item.name, item.price])).toEqual([
      ['Drop-in', 150_000],
      ['Vinyasa', 0],
    ]);
    expect(read[1]!.description).toMatch(/bahasa inggris/i);
  });

  it('reads a barbershop: no street as a service, "cukur+cuci" whole, hours and city placed, a tidy hero', () => {
    const content = site(
      'Barbershop',
      'Barbershop di makassar jl. pettarani. cukur 35rb, cukur+cuci 45rb, buka jam 10 pagi smp 9 malem, minggu libur',
    );
    const read = content.menu_categories.flatMap((category) => category.items);
    expect(read.map((item) => [item.name, item.price])).toEqual([
      ['Cukur', 35_000],
      ['Cukur + Cuci', 45_000],
    ]);
    expect(content.hero_section.tagline).toBe('Barbershop di Makassar.');
    expect(content.sections.menu.description).not.toMatch(/cukur/i);
    const store = content.stores[0]!;
    expect([store.city, store.address]).toEqual(['Makassar', 'Jl. Pettarani']);
    expect(store.opening_hours.find((day) => day.day_of_week === 'monday')).toMatchObject({
      opening_time: '10:00',
      closing_time: '21:00',
    });
    expect(store.opening_hours.find((day) => day.day_of_week === 'sunday')?.is_closed).toBe(true);
  });

  it('names the area a caterer serves as a place, however the owner typed it', () => {
    const content = site(
      'Catering',
      'nasi kotak mulai 25rb, snack box 12rb. pesan H-2 ya kak. solo dan sekitarnya',
    );
    expect(content.hero_section.tagline).toBe('Katering untuk wilayah Solo.');
    expect(content.hero_section.translations?.english?.tagline).toBe('Catering for the Solo area.');
    expect(content.stores[0]!.city).toBe('Solo');
    // The meta description is built from what was read, not pasted from the chat.
    expect(content.web_settings.website_description).toMatch(
      /: Katering untuk wilayah Solo\. Tersedia Nasi Kotak dan Snack Box\.$/,
    );
    expect(content.web_settings.website_description).not.toMatch(/H-2|kak/);
  });

  it('reads a tutor: the session keeps its price, "jg bisa" is no part of a name, the number is the business number', () => {
    const content = site(
      'les privat',
      '1x pertemuan 90 menit Rp 100.000 persiapan UTBK jg bisa. WA 0813 1234 5678',
    );
    const read = content.menu_categories.flatMap((category) => category.items);
    expect(read.map((item) => [item.name, item.price])).toEqual([
      ['Les Privat', 100_000],
      ['Persiapan UTBK', 0],
    ]);
    expect(content.web_settings.whatsapp_number).toBe('6281312345678');
    expect(JSON.stringify(read)).not.toMatch(/WA|0813/);
  });

  it('takes availability for no room, and keeps the period of a price', () => {
    const read = items('kos', 'kos putri 1,2jt/bln, 2 kamar kosong, sdh ada kasur');
    expect(read.map((item) => [item.name, item.price])).toEqual([['Kos Putri', 1_200_000]]);
    expect(read[0]!.description).toMatch(/per bulan/i);
  });

  it('gives a session price to each subject named with it, and keeps "lepas kunci" with the car', () => {
    expect(
      items('les privat', 'les privat matematika & fisika SMP SMA, 1x pertemuan 90 menit 100rb').map(
        (item) => [item.name, item.price],
      ),
    ).toEqual([
      ['Les Privat Matematika', 100_000],
      ['Fisika SMP SMA', 100_000],
    ]);
    expect(names('rental mobil', 'sewa avanza 350rb/hari lepas kunci, innova 600rb/hari')).toEqual([
      'Sewa Avanza Lepas Kunci',
      'Innova',
    ]);
  });

  it('leaves a price written by a call to act for the owner, in English too', () => {
    const content = site('surf school', 'surf lessons 350k, board rental 100k, book now 50k');
    expect(content.menu_categories.flatMap((category) => category.items.map((item) => item.name))).toEqual([
      'Surf Lessons',
      'Board Rental',
    ]);
    expect(content.reading.unplaced).toEqual([{ text: 'book now', price: 50_000 }]);
  });
});
