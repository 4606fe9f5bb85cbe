import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defineRowSection, FIELD_KIND_NAMES, type SectionRow } from '@webku/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetPickerContext } from '@/components/image-field/asset-picker-context';
import { useRowForm } from '../hooks/use-row-form';
import { EDITOR_OF_KIND, RowFields, type RowFormApi, rowFormValues, rowPayload } from './field-editors';
import { RowList } from './row-list';

// A section with one field of every kind, for these tests only.
const section = defineRowSection({
  key: 'sample_rows',
  table: 'sample_rows',
  title: { id: 'Contoh Baris', en: 'Sample rows' },
  noun: 'baris',
  purpose: 'Baris contoh untuk menguji editor.',
  icon: 'images',
  fields: {
    title: { kind: 'text', label: 'Judul', required: true, max: 80, help: 'Satu baris pendek.' },
    body: { kind: 'longText', label: 'Isi', max: 500 },
    story: { kind: 'richText', label: 'Cerita' },
    price: { kind: 'rupiah', label: 'Harga' },
    seats: { kind: 'number', label: 'Jumlah kursi', min: 1, max: 50 },
    featured: { kind: 'switch', label: 'Unggulan', initial: true, help: 'Tampil paling depan.' },
    photo: { kind: 'image', label: 'Foto', folder: 'sample-rows' },
    link: { kind: 'link', label: 'Tautan' },
    profile: { kind: 'link', label: 'Instagram', social: 'instagram' },
    phone: { kind: 'phone', label: 'Telepon' },
    email: { kind: 'email', label: 'Email' },
    year: { kind: 'year', label: 'Tahun' },
    size: {
      kind: 'choice',
      label: 'Ukuran',
      required: true,
      options: [
        { value: 'small', label: 'Kecil' },
        { value: 'large', label: 'Besar' },
      ],
    },
    day: { kind: 'date', label: 'Tanggal', shownUntil: true },
    opens: { kind: 'time', label: 'Jam buka' },
  },
  nameField: 'title',
  anchor: 'contoh',
  before: 'footer',
  layouts: ['list'],
  maxRows: 3,
  suggestedFor: { families: [], kinds: [] },
});

const stored = (id: number, values: Partial<SectionRow> = {}): SectionRow => ({
  id,
  display_order: id,
  is_active: true,
  title: `Baris ${id}`,
  body: null,
  story: null,
  price: 12500,
  seats: 4,
  featured: false,
  photo: `/uploads/sample-rows/${id}.webp`,
  link: 'https://contoh.id/baris',
  profile: null,
  phone: null,
  email: null,
  year: null,
  size: 'large',
  day: '2026-03-01',
  opens: '08:30',
  ...values,
});

// The opening tag of the first element with this attribute, e.g. 'id="x"'.
function tagWith(html: string, attribute: string): string {
  const tag = html.match(new RegExp(`<[a-z]+ [^>]*${attribute}[^>]*>`))?.[0];
  if (!tag) throw new Error(`no element with ${attribute}`);
  return tag;
}
const tagOf = (html: string, id: string) => tagWith(html, `id="${id}"`);

function renderFields(row: SectionRow | null, edit: (form: RowFormApi) => RowFormApi = (form) => form) {
  function Fields() {
    return <RowFields section={section} form={edit(useRowForm(section, row))} />;
  }
  return renderToStaticMarkup(
    <AssetPickerContext value={() => null}>
      <Fields />
    </AssetPickerContext>,
  );
}

describe('field editors', () => {
  it('has an editor for every field kind', () => {
    expect(Object.keys(EDITOR_OF_KIND).sort()).toEqual([...FIELD_KIND_NAMES].sort());
    for (const kind of FIELD_KIND_NAMES) expect(EDITOR_OF_KIND[kind].Input, kind).toBeTypeOf('function');
  });

  it('is tested with a section holding every kind', () => {
    const kinds = new Set(Object.values(section.fields).map((field) => field.kind));
    expect([...kinds].sort()).toEqual([...FIELD_KIND_NAMES].sort());
  });

  // The typed fields are uncontrolled: the browser gets their values from the form, not from the markup.
  it('draws an input of its kind for every field, labelled, with its help and limits', () => {
    const html = renderFields(stored(1));
    for (const [key, field] of Object.entries(section.fields)) {
      expect(html, key).toContain(`>${field.label}`);
    }
    expect(tagOf(html, 'sample_rows-title')).toMatch(/type="text".*maxLength="80".*name="title"/);
    expect(html).toContain(
      '<p id="sample_rows-title-hint" class="text-xs text-neutral-600">Satu baris pendek.</p>',
    );
    expect(tagOf(html, 'sample_rows-body')).toMatch(/^<textarea .*maxLength="500"/);
    // Quill loads in the browser only: here the rich text's placeholder stands under its label.
    expect(html).toMatch(
      /for="sample_rows-story">Cerita.*?<\/label><div aria-hidden="true" class="[^"]*animate-pulse/,
    );
    expect(tagOf(html, 'sample_rows-price')).toContain('inputMode="text"');
    expect(tagOf(html, 'sample_rows-seats')).toMatch(/type="number".*min="1".*max="50"/);
    expect(tagWith(html, 'role="switch"')).toContain('aria-checked="false"');
    expect(html).toContain('Tampil paling depan.');
    expect(tagOf(html, 'sample_rows-photo')).toContain('value="/uploads/sample-rows/1.webp"');
    expect(html).toContain('Pilih gambar');
    expect(tagOf(html, 'sample_rows-link')).toContain('type="url"');
    // A social profile may be an account name: plain text, not capitalised.
    expect(tagOf(html, 'sample_rows-profile')).toMatch(/type="text".*autoCapitalize="none"/);
    expect(tagOf(html, 'sample_rows-phone')).toMatch(/type="tel".*inputMode="tel".*autoComplete="tel"/);
    expect(tagOf(html, 'sample_rows-email')).toMatch(/type="email".*inputMode="email"/);
    expect(tagOf(html, 'sample_rows-year')).toContain('inputMode="numeric"');
    expect(tagOf(html, 'sample_rows-size')).toMatch(/^<select /);
    expect(html).toContain('<option value="small">Kecil</option><option value="large">Besar</option>');
    expect(html).not.toContain('Tidak dipilih');
    expect(tagOf(html, 'sample_rows-day')).toContain('type="date"');
    expect(tagOf(html, 'sample_rows-opens')).toContain('type="time"');
    // Only the required fields go without "(opsional)".
    expect(html.match(/\(opsional\)/g)).toHaveLength(12);
  });

  it('shows the message of a refused field under it', () => {
    const html = renderFields(null, (form) => ({
      ...form,
      formState: { ...form.formState, errors: { title: { type: 'custom', message: 'Judul wajib diisi' } } },
    }));
    expect(tagOf(html, 'sample_rows-title')).toMatch(
      /aria-invalid="true".*aria-describedby="sample_rows-title-hint sample_rows-title-error"/,
    );
    expect(html).toContain(
      '<p id="sample_rows-title-error" class="text-sm text-red-700">Judul wajib diisi</p>',
    );
  });
});

describe('the row form', () => {
  it('starts a new row empty, a switch on its initial value and a required choice on its first option', () => {
    expect(rowFormValues(section, null)).toEqual({
      title: '',
      body: '',
      story: '',
      price: '',
      seats: '',
      featured: true,
      photo: '',
      link: '',
      profile: '',
      phone: '',
      email: '',
      year: '',
      size: 'small',
      day: '',
      opens: '',
    });
  });

  it('refuses an empty new row with the messages of its required fields, in Indonesian', () => {
    const result = section.schemas.input.safeParse(rowFormValues(section, null));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Judul wajib diisi'],
    ]);
  });

  it("gives back a stored row's values once the form's text is parsed", () => {
    const row = stored(2, { story: '<p>Sekali <strong>waktu</strong></p>', body: 'Dua\nbaris' });
    const parsed = section.schemas.input.parse(rowFormValues(section, row));
    const { id: _id, display_order: _order, is_active: _active, ...fields } = row;
    expect(rowPayload(section, parsed)).toEqual(fields);
  });

  it('sends blanks as null and an emptied rich text as nothing', () => {
    const parsed = section.schemas.input.parse({
      ...rowFormValues(section, null),
      title: 'Baru',
      story: '<p><br></p>',
    });
    expect(rowPayload(section, parsed)).toMatchObject({ title: 'Baru', story: null, body: null, day: null });
  });
});

describe('the row list', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const render = (rows: SectionRow[]) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <RowList section={section} rows={rows} />
      </QueryClientProvider>,
    );

  it('invites the first row when there is none', () => {
    const html = render([]);
    expect(html).toContain('Belum ada baris');
    expect(html).toContain('Tambahkan baris pertama Anda.');
    expect(html).toContain('Tambah baris');
  });

  it('names each row, shows its image, marks hidden rows and offers moves that stay inside the list', () => {
    const html = render([stored(1), stored(2, { is_active: false }), stored(3, { title: '  ' })]);
    expect(html).toContain('Baris 1');
    expect(html).toContain('src="/uploads/sample-rows/2.webp"');
    expect(html.match(/>Disembunyikan</g)).toHaveLength(2); // the table and the phone card
    expect(html).toContain('aria-label="Naikkan “Baris 3”"'); // the third row has no title
    expect(tagWith(html, 'data-move="1:-1"')).toContain('disabled=""');
    expect(tagWith(html, 'data-move="1:1"')).not.toContain('disabled=""');
    expect(tagWith(html, 'data-move="3:1"')).toContain('disabled=""');
    expect(tagWith(html, 'aria-label="Tampilkan “Baris 2” di website"')).toContain('aria-checked="false"');
  });

  it('says when a shown row is past its last day (in WIB while the site’s zone is unknown)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rows = [stored(1), stored(2, { day: null }), stored(3, { is_active: false })];
    // 23:59 WIB on 1 March, its last day: still shown.
    vi.setSystemTime(new Date('2026-03-01T16:59:00Z'));
    expect(render(rows)).not.toContain('Sudah berakhir');
    // 00:00 WIB on 2 March: the first row is off the site; a row with no day, or hidden already, is not marked.
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    const html = render(rows);
    expect(html.match(/>Sudah berakhir, tidak tampil</g)).toHaveLength(2); // the table and the phone card
    expect(html.indexOf('Sudah berakhir')).toBeLessThan(html.indexOf('Baris 2'));
  });

  it('stops adding at the most rows and says why', () => {
    const html = render([stored(1), stored(2), stored(3)]);
    expect(html).toContain('Sudah 3 baris, jumlah terbanyak. Hapus satu dulu untuk menambah yang baru.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*><svg[^>]*>.*?<\/svg> Tambah baris/);
    expect(render([stored(1), stored(2)])).not.toContain('jumlah terbanyak');
  });
});
