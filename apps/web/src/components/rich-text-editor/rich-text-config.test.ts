import { describe, expect, it } from 'vitest';
import {
  normalizeEditorHtml,
  RICH_TEXT_FORMATS,
  RICH_TEXT_MODULES,
  RICH_TEXT_TOOLBAR,
  richTextModules,
} from './rich-text-config';

describe('rich-text editor configuration', () => {
  it('offers exactly the agreed toolbar, no more and no fewer buttons', () => {
    expect(RICH_TEXT_TOOLBAR.flat()).toEqual([
      { header: [1, 2, 3, false] },
      'bold',
      'italic',
      'underline',
      'strike',
      { list: 'ordered' },
      { list: 'bullet' },
      'blockquote',
      'code-block',
      'link',
      'clean',
    ]);
  });

  it('adds the image button, handled by the library, only when a library is there', () => {
    const onImage = () => undefined;
    expect(richTextModules(onImage).toolbar).toEqual({
      container: [...RICH_TEXT_TOOLBAR, ['image']],
      handlers: { image: onImage },
    });
    expect(richTextModules().toolbar).toBe(RICH_TEXT_TOOLBAR);
    expect(RICH_TEXT_FORMATS).toContain('image');
  });

  it('keeps 100 undo steps merged over 1000 ms', () => {
    expect(RICH_TEXT_MODULES.history).toMatchObject({ maxStack: 100, delay: 1000 });
  });

  it('allows indent and size formats', () => {
    expect(RICH_TEXT_FORMATS).toEqual(expect.arrayContaining(['indent', 'size', 'link', 'list']));
  });
});

describe('normalizeEditorHtml', () => {
  it('treats an emptied editor as no content', () => {
    expect(normalizeEditorHtml('<p><br></p>')).toBe('');
    expect(normalizeEditorHtml('<p>&nbsp;</p><p><br/></p>')).toBe('');
    expect(normalizeEditorHtml(null)).toBe('');
  });

  it('turns the non-breaking spaces Quill writes back into spaces', () => {
    expect(normalizeEditorHtml('<p>Isi&nbsp;berita&nbsp;baru</p>')).toBe('<p>Isi berita baru</p>');
  });

  it('keeps real content untouched', () => {
    expect(normalizeEditorHtml('<h2>Syarat</h2><p>Isi</p>')).toBe('<h2>Syarat</h2><p>Isi</p>');
  });
});
