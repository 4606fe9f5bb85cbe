import type { PublicPayload } from '@webku/contract';
import { fixtureMerchandise, fixtureNews, fixtureStores } from './fixture-catalog';
import { fixtureImage as img } from './fixture-image';
import { fixtureMenuCategories } from './fixture-menu';

const section = (
  section_type: 'menu' | 'merchandise' | 'news' | 'stores',
  title: string,
  description: string,
) => ({
  section_type,
  is_active: true,
  title,
  description,
  google_drive_menu_url: null,
  google_drive_menu_qr_code: null,
});

const PRIVACY = `<h2>Kebijakan Privasi Kopi Senja</h2>
<p>Kami hanya menyimpan data yang Anda berikan saat memesan, seperti nama dan nomor WhatsApp.</p>
<ul><li>Data tidak dijual kepada pihak lain.</li><li>Anda dapat meminta data dihapus kapan saja.</li></ul>
<p>Pertanyaan? Kirim email ke <a href="mailto:halo@kopisenja.id">halo@kopisenja.id</a>.</p>
<p>Terakhir diperbarui 1 Juni 2025.</p>`;

const TERMS = `<h2>Syarat dan Ketentuan</h2><p>Harga dapat berubah sewaktu-waktu tanpa pemberitahuan.</p>
<ol><li>Promo tidak dapat digabung.</li><li>Voucher berlaku 30 hari.</li></ol>
<p><a href="https://kopisenja.id/promo" target="_blank" rel="noopener">Lihat promo</a></p>`;

/** A realistic coffee-shop payload: 4 categories × 6 items, 6 merchandise, 6 news, 3 stores, plus hidden rows. */
export function fixturePayload(): PublicPayload {
  return {
    company: {
      id: 7,
      name: 'Kopi Senja',
      slug: 'kopi-senja',
      description: 'Kedai kopi rumahan dengan biji Nusantara.',
      logo: null,
    },
    web_settings: {
      id: 1,
      website_title: 'Kopi Senja | Kedai Kopi & Espresso Bar',
      website_description:
        'Kopi Senja: kopi susu gula aren, manual brew, dan pastry segar di Bandung, Jakarta, dan Yogyakarta.',
      meta_keywords: 'kopi senja, kedai kopi, kopi susu, bandung',
      meta_author: 'Kopi Senja',
      meta_robots: 'index,follow',
      og_title: 'Kopi Senja – Kedai Kopi & Espresso Bar',
      og_description: 'Kopi enak, cerita hangat, setiap hari.',
      og_image: img('hero'),
      og_type: 'website',
      favicon_icon_file: img('favicon'),
      navigation_logo: null,
      navigation_logo_placeholder: 'Kopi Senja',
      navigation_menu_text: 'Menu',
      navigation_merchandise_text: 'Merchandise',
      navigation_news_text: 'Berita',
      navigation_stores_text: 'Toko',
      template_selected: 'minimalis-coffee-shop',
      title_text_font_family: 'Comfortaa, sans-serif',
      terms_and_conditions: TERMS,
      privacy_policy: PRIVACY,
      whatsapp_number: '6281234567890',
      is_whatsapp_order_enabled: true,
      qris_image: null,
      qris_merchant_name: null,
      order_links: [],
      google_review_url: null,
      time_zone: 'Asia/Jakarta',
      second_language: null,
    },
    hero_section: {
      id: 1,
      background_image: img('hero'),
      logo: img('favicon'),
      shop_name: 'Kopi Senja',
      sub_name: 'Kedai Kopi & Espresso Bar',
      tagline: 'Kopi enak, cerita hangat, setiap hari.',
      cta_text: 'Lihat Menu',
      cta_link: '#menu',
    },
    about_section: null,
    footer_settings: {
      id: 1,
      shop_name: 'Kopi Senja',
      tagline: 'Diseduh dengan hati, disajikan dengan senyum.',
      instagram_url: 'https://instagram.com/kopisenja',
      facebook_url: 'https://facebook.com/kopisenja',
      tiktok_url: 'https://www.tiktok.com/@kopisenja',
      address: 'Jl. Braga No. 58, Bandung 40111',
      phone: '+62 812-3456-7890',
      email: 'halo@kopisenja.id',
      copyright_year: '2025',
      copyright_text: 'Kopi Senja. Dibuat dengan cinta dan kepedulian.',
    },
    menu_section_settings: {
      ...section(
        'menu',
        'Menu Kami',
        'Kopi susu andalan, seduhan klasik, dan kudapan yang dipanggang setiap pagi.',
      ),
      google_drive_menu_url: 'https://drive.google.com/file/d/kopi-senja-menu/view',
    },
    merchandise_section_settings: section(
      'merchandise',
      'Merchandise',
      'Bawa pulang biji kopi dan perlengkapan ngopi.',
    ),
    news_section_settings: section(
      'news',
      'Kabar Terbaru',
      'Biji kopi baru, kelas seduh, dan promo dari bar kami.',
    ),
    stores_section_settings: section(
      'stores',
      'Toko Kami',
      'Mampir ke kedai kami: kursinya nyaman, kopinya selalu segar.',
    ),
    menu_categories: fixtureMenuCategories(),
    merchandise_items: fixtureMerchandise(),
    news_articles: fixtureNews(),
    stores: fixtureStores(),
    row_sections: {},
    booking: null,
  };
}
