import { RICH_TEXT_EDITOR } from '@webku/contract';

export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block'],
  ['link'],
  ['clean'],
];

// Quill names its toolbar buttons in English; owners hear these instead.
export const RICH_TEXT_TOOLBAR_LABELS: Record<string, string> = {
  '.ql-header': 'Gaya teks',
  '.ql-bold': 'Tebal',
  '.ql-italic': 'Miring',
  '.ql-underline': 'Garis bawah',
  '.ql-strike': 'Coret',
  '.ql-list[value="ordered"]': 'Daftar bernomor',
  '.ql-list[value="bullet"]': 'Daftar berpoin',
  '.ql-blockquote': 'Kutipan',
  '.ql-code-block': 'Blok kode',
  '.ql-link': 'Tautan',
  '.ql-clean': 'Hapus format',
  '.ql-image': 'Sisipkan gambar',
};

// The image button opens the image library; its upload offers the types the editor accepts.
export const RICH_TEXT_IMAGE_TYPES = 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon';

// The editor's limits: indent levels 1-8 and the sizes small/large/huge are Quill's own whitelists,
// kept as formats so pasted content with them survives.
export const RICH_TEXT_INDENT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const RICH_TEXT_SIZES = ['small', 'large', 'huge'] as const;

export const RICH_TEXT_FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'list',
  'blockquote',
  'code-block',
  'link',
  'indent',
  'size',
  'image',
];

export const RICH_TEXT_MODULES = {
  toolbar: RICH_TEXT_TOOLBAR,
  history: {
    delay: RICH_TEXT_EDITOR.historyDelayMs,
    maxStack: RICH_TEXT_EDITOR.historyMaxSteps,
    userOnly: true,
  },
  clipboard: { matchVisual: false },
};

// With an image handler (the library is there) the toolbar ends with an image button.
export function richTextModules(onImage?: () => void) {
  return {
    ...RICH_TEXT_MODULES,
    toolbar: onImage
      ? { container: [...RICH_TEXT_TOOLBAR, ['image']], handlers: { image: onImage } }
      : RICH_TEXT_TOOLBAR,
  };
}

// Quill reports an emptied editor as '<p><br></p>'; store that as no content at all. Quill 2.0's
// semantic HTML also writes every space as &nbsp;, which would stop the public site wrapping lines.
export function normalizeEditorHtml(html: string | null | undefined): string {
  const value = (html ?? '').replace(/&nbsp;/g, ' ');
  const text = value
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<\/?(p|h[1-6]|ol|ul|li|blockquote|pre)[^>]*>/gi, '')
    .trim();
  return text === '' ? '' : value;
}
