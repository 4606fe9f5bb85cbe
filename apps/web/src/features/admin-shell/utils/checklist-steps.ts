import type { DashboardChecklistKey } from '@webku/contract';
import { SECTION_CHECKLIST_STEPS } from '@/lib/section-checklist-steps';

// The dashboard card "Dari deskripsi Anda", which its checklist step opens.
export const DESCRIPTION_CARD_ID = 'dari-deskripsi';

/** `hint` may depend on how much is still missing (the step's count from the server); `search` opens a tab of
 * the editor ('?tab=order') or a card of the dashboard ('#dari-deskripsi', with `sub` '' for the dashboard). */
export type ChecklistStep = {
  title: string;
  hint: string | ((missing: number) => string);
  sub: string;
  search?: string;
};

// What each step asks for and the editor that fills it in: the sections' own steps as their definitions
// word them, and the rest (the test checks that every step the server reports has its words).
export const CHECKLIST_STEPS = {
  ...Object.fromEntries(SECTION_CHECKLIST_STEPS.map(({ key, ...step }) => [key, step])),
  // The phrases generation could not place wait on the dashboard's own card, "Dari deskripsi Anda".
  description_phrases: {
    title: 'Periksa kata-kata dari deskripsi Anda',
    hint: (missing) => `${missing} hal dari deskripsi Anda belum kami pasang — tambahkan atau abaikan.`,
    sub: '',
    search: `#${DESCRIPTION_CARD_ID}`,
  },
  // One number for the WhatsApp button, the footer and every store without its own.
  phone: {
    title: 'Nomor WhatsApp / telepon',
    hint: 'Satu nomor untuk tombol WhatsApp, footer dan kartu toko, agar pelanggan bisa langsung menghubungi Anda.',
    sub: 'web-settings',
    search: '?tab=order',
  },
  store_address: {
    title: 'Alamat toko',
    hint: 'Tampil di kartu toko, lengkap dengan tautan peta.',
    sub: 'stores',
  },
  opening_hours: {
    title: 'Jam buka',
    hint: 'Jam buka belum diisi — website tidak menampilkan jam buka.',
    sub: 'stores',
  },
  // True of every template and language: only the price list writes "Tanya harga" ("Ask for price" on an
  // English site); the others show such an item without a price.
  menu_prices: {
    title: 'Harga menu',
    hint: (missing) =>
      `${missing} item belum ada harganya — pengunjung website tidak melihat harga item itu.`,
    sub: 'menu',
  },
  menu_photos: {
    title: 'Foto sendiri untuk menu',
    hint: 'Foto produk asli membuat pelanggan lebih yakin.',
    sub: 'menu',
  },
  social_links: {
    title: 'Media sosial',
    hint: 'Tautan Instagram, Facebook atau TikTok Anda.',
    sub: 'footer',
  },
  custom_domain: {
    title: 'Domain sendiri',
    hint: 'Alamat website seperti namatoko.com.',
    sub: 'subscriptions',
  },
} as Record<DashboardChecklistKey, ChecklistStep>;

// What an open step says under its title.
export function stepHint(step: ChecklistStep, missing = 0): string {
  return typeof step.hint === 'function' ? step.hint(missing) : step.hint;
}

// '24 item, 20 aktif': every entry the editor lists, and how many visitors see.
export function countCaption(total: number, active: number, noun: string, activeWord: string): string {
  return `${total} ${noun}, ${active} ${activeWord}`;
}
