import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { about } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssetPickerContext } from '@/components/image-field/asset-picker-context';
import { rowFormValues } from './field-editors';
import { OneRowForm } from './one-row-form';

describe('the form values of About us', () => {
  it('shows the stored section, empty fields as blank text', () => {
    expect(rowFormValues(about, { title: 'Cerita Kami', text: 'Kami ada.', image: null })).toEqual({
      title: 'Cerita Kami',
      text: 'Kami ada.',
      image: '',
    });
  });

  it("starts an untitled or unsaved section with the site's own title", () => {
    expect(rowFormValues(about, { title: null, text: null, image: null }).title).toBe('Tentang Kami');
    expect(rowFormValues(about, undefined)).toEqual({ title: 'Tentang Kami', text: '', image: '' });
  });
});

describe('the one-row form of About us', () => {
  const render = (stored: Record<string, unknown>) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <AssetPickerContext value={() => null}>
          <OneRowForm section={about} stored={stored} />
        </AssetPickerContext>
      </QueryClientProvider>,
    );

  it('draws its groups and fields, and says the section hides while its text is empty', () => {
    const html = render({ title: null, text: null, image: null });
    for (const words of ['Teks', 'Foto', 'Judul', 'Pisahkan paragraf dengan satu baris kosong.', 'Simpan'])
      expect(html).toContain(words);
    expect(html).toContain('Bagian Tentang Kami tidak tampil di website selama teksnya kosong.');
    expect(render({ title: 'Cerita', text: 'Kami ada.', image: null })).not.toContain('tidak tampil');
    // The site words an empty title itself and needs the text: only the photo is "(opsional)".
    expect(html.match(/\(opsional\)/g)).toHaveLength(1);
  });
});
