import { defineSection, textParagraphs } from '../sections/fields';

export const ABOUT_TITLE_MAX = 80;
export const ABOUT_TEXT_MAX = 2000;
export const ABOUT_PARAGRAPHS_MAX = 12;

/**
 * "Tentang Kami": the owner's own words about the business, one row per company (`about_sections`). The
 * text is plain text in paragraphs, never HTML: the page prints it as text, so nothing in it is markup to
 * sanitise. The section shows once it has text; a title or photo alone is not a section.
 */
export const about = defineSection({
  rows: 'one',
  key: 'about',
  table: 'about_sections',
  part: 'about_section',
  title: { id: 'Tentang Kami', en: 'About us' },
  purpose: 'Cerita singkat usaha Anda.',
  fields: {
    // An untitled section shows 'Tentang Kami' on the site: the editor starts from the same title.
    title: { kind: 'text', label: 'Judul', max: ABOUT_TITLE_MAX, initial: 'Tentang Kami' },
    text: {
      kind: 'longText',
      label: 'Teks',
      max: ABOUT_TEXT_MAX,
      paragraphs: ABOUT_PARAGRAPHS_MAX,
      help: 'Pisahkan paragraf dengan satu baris kosong.',
    },
    image: { kind: 'image', label: 'Gambar', folder: 'about' },
  },
  shownBy: 'text',
  groups: [
    {
      title: 'Teks',
      description: 'Ceritakan usaha Anda dengan kata-kata Anda sendiri.',
      fields: ['title', 'text'],
    },
    {
      title: 'Foto',
      description: 'Foto Anda, tim, atau tempat usaha. Tanpa foto, teks tampil di tengah.',
      fields: ['image'],
    },
  ],
  // The owner's story shows with their own photo beside it.
  checklist: {
    key: 'about_photo',
    title: 'Cerita dan foto di Tentang Kami',
    hint: 'Perkenalkan usaha Anda dengan kata-kata dan foto sendiri.',
    photo: 'image',
    needs: 'text',
  },
});

/** The paragraphs of the text as the page shows them. */
export const aboutParagraphs = textParagraphs;

export type AboutSection = ReturnType<typeof about.valuesOf>;
export const aboutSectionInputSchema = about.schemas.input;
export type AboutSectionInput = Partial<AboutSection>;
