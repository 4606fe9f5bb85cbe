import type { Template, WebLanguage } from '@webku/contract';

// Texts of spec §2 "Public site", word for word; they are shown whatever the site language is.
export const SITE_TEXTS = {
  emptyCategory: 'No items available in this category',
  bestSeller: '★ Best Seller',
  recommended: '👍 Recommended',
  detailSuffix: ' Detail',
  noDescription: 'No description available',
  noImages: 'No images available',
  closed: 'Closed',
  nowOpen: 'Now Open',
  viewOnMap: 'View on Map',
  visitStore: 'Visit Store',
  mainStore: 'Main Store',
  defaultHours: 'Daily 8:00 AM - 10:00 PM',
  contentNotAvailable: 'Content Not Available',
  copyrightSuffix: ' Made with love and care.',
  privacyPolicy: 'Privacy Policy',
  termsAndConditions: 'Terms & Conditions',
  quickLinks: 'Quick Links',
  contactInfo: 'Contact Info',
  followUs: 'Follow Us',
  companyNotFound: 'Company Not Found',
  templateNotFound: 'Template Not Found',
  pageNotFound: 'Page Not Found',
} as const;

export const TEMPLATE_DEFAULTS: Record<Template, { ctaText: string; storesTitle: string }> = {
  'minimalis-coffee-shop': { ctaText: 'See Our Menu', storesTitle: 'Our Stores' },
  'classic-website': { ctaText: 'Get Started', storesTitle: 'Contact' },
};

export const POLICY_TITLES: Record<WebLanguage, { privacy: string; terms: string }> = {
  english: { privacy: 'Privacy Policy', terms: 'Terms and Conditions' },
  indonesia: { privacy: 'Kebijakan Privasi', terms: 'Syarat dan Ketentuan' },
};

// Small interface words the spec does not fix, in the site's language.
export const UI_WORDS: Record<
  WebLanguage,
  {
    welcome: (name: string) => string;
    openMenu: string;
    close: string;
    previous: string;
    next: string;
    readMore: string;
    items: string;
    skipToContent: string;
  }
> = {
  english: {
    welcome: (name) => `Welcome to ${name}.`,
    openMenu: 'Open navigation',
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
    readMore: 'Read more',
    items: 'items',
    skipToContent: 'Skip to content',
  },
  indonesia: {
    welcome: (name) => `Selamat datang di ${name}.`,
    openMenu: 'Buka navigasi',
    close: 'Tutup',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    readMore: 'Baca selengkapnya',
    items: 'menu',
    skipToContent: 'Langsung ke konten',
  },
};
