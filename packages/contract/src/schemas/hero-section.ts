import { defineSection } from '../sections/fields';

/**
 * The hero: the first screen of every page (the background photo, logo, the business's name, a tagline and
 * one button), one row per company (`hero_sections`), made with the site. It keeps its original calls: `GET`
 * answers 404 for a site that has none, `PUT` saves (creating the row when it is missing), and the row's id
 * is in what the API answers and the public payload carries.
 */
export const hero = defineSection({
  rows: 'one',
  key: 'hero',
  table: 'hero_sections',
  part: 'hero_section',
  title: { id: 'Hero', en: 'Hero' },
  purpose: 'Hal pertama yang dilihat pengunjung: foto besar, nama usaha Anda dan satu tombol.',
  calls: 'made-save',
  fields: {
    background_image: {
      kind: 'image',
      label: 'Gambar Latar',
      named: 'Gambar latar',
      folder: 'hero',
      wide: true,
    },
    logo: { kind: 'image', label: 'Logo', folder: 'branding', usedAs: 'logo' },
    shop_name: { kind: 'text', label: 'Nama Toko', named: 'Nama toko', max: 120 },
    sub_name: { kind: 'text', label: 'Sub Nama', named: 'Sub nama', max: 120 },
    tagline: { kind: 'longText', label: 'Tagline', max: 300 },
    cta_text: { kind: 'text', label: 'Teks Tombol CTA', named: 'Teks tombol', max: 60 },
    cta_link: { kind: 'link', label: 'Tautan Tombol CTA', named: 'Tautan tombol', onSite: true },
  },
  groups: [
    {
      title: 'Gambar',
      description: 'Foto lebar tempat usaha atau produk Anda paling cocok.',
      fields: ['background_image', 'logo'],
    },
    { title: 'Teks', fields: ['shop_name', 'sub_name', 'tagline', 'cta_text', 'cta_link'] },
  ],
  checklist: {
    key: 'hero_photo',
    title: 'Foto sendiri di bagian atas (hero)',
    hint: 'Ganti gambar bawaan dengan foto toko Anda.',
    photo: 'background_image',
  },
});

export type HeroSection = ReturnType<typeof hero.answerOf>;
export const heroSectionInputSchema = hero.schemas.input;
export type HeroSectionInput = Partial<ReturnType<typeof hero.valuesOf>>;
