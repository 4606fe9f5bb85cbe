import { defineSection } from '../sections/fields';

/**
 * The footer: the business's name and tagline, social profiles, contact and copyright line at the bottom
 * of every page, one row per company (`footer_settings`), made with the site. It keeps its original calls
 * (POST creates, PUT updates, the row's id in what the API answers) and always shows. copyright_year is
 * text so owners can write a range such as '2019-2025'.
 */
export const footer = defineSection({
  rows: 'one',
  key: 'footer',
  table: 'footer_settings',
  part: 'footer_settings',
  title: { id: 'Footer', en: 'Footer' },
  purpose: 'Kontak, media sosial dan baris hak cipta di bagian bawah setiap halaman.',
  calls: 'create-update',
  fields: {
    shop_name: { kind: 'text', label: 'Nama Toko', named: 'Nama toko', max: 120 },
    tagline: { kind: 'longText', label: 'Tagline', max: 300 },
    instagram_url: { kind: 'link', label: 'URL Instagram', social: 'instagram' },
    facebook_url: { kind: 'link', label: 'URL Facebook', social: 'facebook' },
    tiktok_url: { kind: 'link', label: 'URL TikTok', social: 'tiktok' },
    address: { kind: 'longText', label: 'Alamat', max: 500 },
    phone: { kind: 'phone', label: 'Telepon' },
    email: { kind: 'email', label: 'Email' },
    copyright_year: { kind: 'year', label: 'Tahun', named: 'Tahun hak cipta' },
    copyright_text: { kind: 'text', label: 'Teks Hak Cipta', named: 'Teks hak cipta', max: 200 },
  },
  groups: [
    { title: 'Info Merek', fields: ['shop_name', 'tagline'] },
    {
      title: 'Tautan Media Sosial',
      description: 'Nama akun (contoh @kopisenja) atau alamat profil Anda. Yang kosong tidak ditampilkan.',
      fields: ['instagram_url', 'facebook_url', 'tiktok_url'],
    },
    { title: 'Info Kontak', fields: ['address', 'phone', 'email'] },
    { title: 'Hak Cipta', fields: ['copyright_year', 'copyright_text'] },
  ],
});

export type FooterSettings = ReturnType<typeof footer.answerOf>;
export const footerSettingsInputSchema = footer.schemas.input;
export type FooterSettingsInput = Partial<ReturnType<typeof footer.valuesOf>>;
