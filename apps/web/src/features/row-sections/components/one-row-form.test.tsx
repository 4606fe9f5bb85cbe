import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { about, footer } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssetPickerContext } from '@/components/image-field/asset-picker-context';
import type { OneRowParts } from '@/lib/one-row-parts';
import { rowFormValues, rowPayload } from './field-editors';
import { OneRowForm, oneRowFormValues } from './one-row-form';

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

describe('the one-row form of the footer', () => {
  const parts: OneRowParts = {
    start: { shop_name: 'Kopi Senja' },
    looks: { phone: { placeholder: '+62 812-7777-8888', hint: 'Kosong: nomor WhatsApp usaha.' } },
    saveLabel: 'Simpan Perubahan',
  };
  const render = (stored: Record<string, unknown> | null) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <AssetPickerContext value={() => null}>
          <OneRowForm section={footer} stored={stored} parts={parts} />
        </AssetPickerContext>
      </QueryClientProvider>,
    );

  it('starts a footer not made yet with the business name and empty fields', () => {
    const values = oneRowFormValues(footer, null, parts.start);
    expect(values.shop_name).toBe('Kopi Senja');
    expect(values.email).toBe('');
    expect(Object.keys(values)).toHaveLength(10);
    expect(oneRowFormValues(footer, { id: 3, shop_name: null }, parts.start).shop_name).toBe('');
  });

  it('sends blanks as null and a year as text, and refuses a malformed email before anything is sent', () => {
    const values = footer.schemas.input.parse({ shop_name: 'Kopi Senja', email: '', copyright_year: 2025 });
    expect(JSON.parse(JSON.stringify(rowPayload(footer, values)))).toEqual({
      shop_name: 'Kopi Senja',
      email: null,
      copyright_year: '2025',
    });
    expect(footer.schemas.input.safeParse({ email: 'halo@' }).success).toBe(false);
  });

  it('draws its labels and its own hints, marks nothing "(opsional)" and keeps its save button', () => {
    const html = render(null);
    for (const words of [
      'Info Merek',
      'Nama Toko',
      'Tautan Media Sosial',
      'URL Instagram',
      'URL TikTok',
      'Info Kontak',
      'Telepon',
      'Kosong: nomor WhatsApp usaha.',
      'placeholder="+62 812-7777-8888"',
      'Hak Cipta',
      'Teks Hak Cipta',
      'Simpan Perubahan',
    ])
      expect(html).toContain(words);
    expect(html).not.toContain('(opsional)');
    expect(html).not.toContain('tidak tampil');
  });
});
