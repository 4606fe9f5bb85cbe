import { expect } from 'vitest';

// Test samples for the rich-text fields (news content, terms, privacy policy) and what must survive.

// Everything the editor toolbar can produce: headings 1-3, bold, italic, underline, strike, lists,
// blockquote, code block, links (web, mail, phone) and images (web and raster data: URLs).
export const EDITOR_HTML =
  '<h1>Judul</h1><h2>Sub</h2><h3>Kecil</h3><p><strong>tebal</strong> <em>miring</em> <u>garis</u> <s>coret</s></p>' +
  '<ol><li>satu</li></ol><ul><li>dua</li></ul><blockquote>kutipan</blockquote><pre>kode</pre>' +
  '<p><a href="https://kopisenja.id/promo">web</a> <a href="mailto:halo@kopisenja.id">surel</a> ' +
  '<a href="tel:+62812">telepon</a></p><img src="https://images.example.id/a.jpg" />' +
  '<img src="data:image/png;base64,iVBORw0KGgo=" />';

export const HOSTILE_HTML =
  '<script>alert(1)</script><img src="https://images.example.id/b.jpg" onerror="alert(1)">' +
  '<a href="javascript:alert(1)">klik</a><iframe src="https://evil.example"></iframe>' +
  '<p style="position:fixed" class="x">teks</p><img src="javascript:alert(1)"><object data="x"></object>';

export function expectEditorMarkupKept(html: string | null | undefined) {
  for (const tag of [
    '<h1>',
    '<h2>',
    '<h3>',
    '<strong>',
    '<em>',
    '<u>',
    '<s>',
    '<ol>',
    '<ul>',
    '<blockquote>',
    '<pre>',
  ]) {
    expect(html).toContain(tag);
  }
  expect(html).toContain('href="https://kopisenja.id/promo"');
  expect(html).toContain('href="mailto:halo@kopisenja.id"');
  expect(html).toContain('href="tel:+62812"');
  expect(html).toContain('<img src="https://images.example.id/a.jpg" />');
  expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
}

// The hostile sample loses its scripts, handlers, javascript: URLs, frames, objects and styles,
// while its harmless parts (the image, the paragraph text) stay.
export function expectHostileMarkupGone(html: string | null | undefined) {
  expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<object|style=|class=/i);
  expect(html).toContain('<img src="https://images.example.id/b.jpg" />');
  expect(html).toContain('<p>teks</p>');
}
