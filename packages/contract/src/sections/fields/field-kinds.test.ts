import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_KIND_NAMES, FIELD_KINDS, type Field, type FieldKind } from './field-kinds';
import { defineOneRowSection } from './one-row-section';
import { defineRowSection } from './row-section';

// One field of every kind, so each kind's parts are exercised. A kind added to the union without an
// entry here fails to compile.
const SAMPLE: { [K in FieldKind]: Extract<Field, { kind: K }> } = {
  text: { kind: 'text', label: 'Judul', required: true, max: 10 },
  longText: { kind: 'longText', label: 'Isi', max: 50 },
  richText: { kind: 'richText', label: 'Artikel' },
  rupiah: { kind: 'rupiah', label: 'Harga' },
  number: { kind: 'number', label: 'Jumlah', min: 1, max: 5 },
  switch: { kind: 'switch', label: 'Unggulan', initial: false },
  image: { kind: 'image', label: 'Foto', folder: 'contoh' },
  link: { kind: 'link', label: 'Tautan' },
  phone: { kind: 'phone', label: 'Telepon' },
  email: { kind: 'email', label: 'Email' },
  year: { kind: 'year', label: 'Tahun' },
  choice: { kind: 'choice', label: 'Jenis', options: [{ value: 'a', label: 'A' }] },
  date: { kind: 'date', label: 'Tanggal' },
  time: { kind: 'time', label: 'Jam' },
};

// Each input is refused with a message holding these words.
function expectRefused(schema: z.ZodType, cases: [Record<string, unknown>, string][]) {
  for (const [input, message] of cases) {
    const result = schema.safeParse(input);
    expect(result.success, JSON.stringify(input)).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  }
}

describe('field kinds', () => {
  it('every kind has all of its parts', () => {
    expect(FIELD_KIND_NAMES.sort()).toEqual(Object.keys(SAMPLE).sort());
    for (const kind of FIELD_KIND_NAMES) {
      const parts = FIELD_KINDS[kind] as Record<string, unknown>;
      for (const part of ['read', 'input', 'backup', 'empty'])
        expect(typeof parts[part], `${kind}.${part}`).toBe('function');
      expect(typeof parts.ownerText, `${kind}.ownerText`).toBe('boolean');
    }
  });

  const section = defineRowSection({
    key: 'contoh',
    table: 'contoh_rows',
    title: { id: 'Contoh', en: 'Example' },
    noun: 'baris',
    purpose: 'Uji.',
    icon: 'images',
    fields: SAMPLE,
    nameField: 'text',
    anchor: 'contoh',
    before: 'stores',
    layouts: ['list'],
    maxRows: 5,
    suggestedFor: { families: [], kinds: [] },
  });

  it('derives input rules whose messages name the field by its label', () => {
    const ok = section.schemas.input.safeParse({
      text: ' Halo ',
      longText: '',
      rupiah: 'Rp 12.500',
      number: '3',
      switch: true,
      image: '/media/u/1/contoh/a.jpg',
      link: 'tokopedia.com/toko',
      choice: 'a',
      date: '2026-02-28',
      time: '08:30',
    });
    expect(ok.success && ok.data).toMatchObject({
      text: 'Halo',
      longText: null,
      rupiah: 12500,
      number: 3,
      link: 'https://tokopedia.com/toko',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '' }, 'Judul wajib diisi'],
      [{ text: 'a', number: 9 }, 'Jumlah maksimal 5'],
      [{ text: 'a', choice: 'z' }, 'Jenis harus salah satu dari: a'],
      [{ text: 'a', date: '2026-02-30' }, 'Tanggal harus berupa tanggal'],
      [{ text: 'a', time: '25:00' }, 'Jam harus berformat JJ:MM'],
      [{ text: 'a', link: 'javascript:alert(1)' }, 'Tautan'],
      [{ text: 'a', image: 'javascript:x' }, 'Foto'],
      [{ text: 'a', rupiah: 'dua ribu' }, 'Harga tidak terbaca'],
    ];
    expectRefused(section.schemas.input, cases);
  });

  it('refuses an empty required field of any kind with "wajib diisi", never reading it as 0 or as no link', () => {
    const required = defineRowSection({
      ...section,
      key: 'wajib',
      fields: Object.fromEntries(
        Object.entries(SAMPLE)
          .filter(([kind]) => kind !== 'switch')
          .map(([kind, field]) => [kind, { ...field, required: true }]),
      ),
    });
    for (const empty of ['', null, undefined]) {
      const result = required.schemas.input.safeParse(
        Object.fromEntries(Object.keys(required.fields).map((name) => [name, empty])),
      );
      expect(result.success).toBe(false);
      const messages = result.error!.issues.map((issue) => issue.message);
      for (const field of Object.values(required.fields))
        expect(messages, `${field.label} (${String(empty)})`).toContain(`${field.label} wajib diisi`);
    }
    expect(
      required.schemas.input.safeParse({ richText: '<p> </p>' }).error?.issues.map((i) => i.message),
    ).toContain('Artikel wajib diisi');
  });

  it('checks a social profile, a phone number, an email and a year as the footer always did', () => {
    const contact = defineOneRowSection({
      key: 'kontak',
      table: 'kontak_rows',
      part: 'kontak_section',
      title: { id: 'Kontak', en: 'Contact' },
      purpose: 'Uji.',
      fields: {
        instagram: { kind: 'link', label: 'URL Instagram', social: 'instagram' },
        tiktok: { kind: 'link', label: 'URL TikTok', social: 'tiktok' },
        phone: SAMPLE.phone,
        email: SAMPLE.email,
        year: { ...SAMPLE.year, named: 'Tahun hak cipta' },
      },
      groups: [{ title: 'Kontak', fields: ['instagram', 'tiktok', 'phone', 'email', 'year'] }],
    });
    expect(
      contact.schemas.input.parse({
        instagram: '@kopisenja',
        tiktok: 'tiktok.com/@kopisenja',
        phone: ' +62 812-3456-7890 ',
        email: '',
        year: 2025,
      }),
    ).toEqual({
      instagram: 'https://www.instagram.com/kopisenja',
      tiktok: 'https://tiktok.com/@kopisenja',
      phone: '+62 812-3456-7890',
      email: null,
      year: '2025',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ instagram: 'javascript:alert(1)' }, 'URL Instagram: tulis nama akun'],
      [{ instagram: 'instagram kopisenja' }, 'instagram.com/kopisenja'],
      [{ phone: 'abc' }, 'Telepon'],
      [{ phone: '1'.repeat(20) }, 'Telepon'],
      [{ email: 'halo@' }, 'Email harus berupa alamat email yang valid'],
      // The message names the field by `named`, the form by its label.
      [{ year: '20266' }, 'Tahun hak cipta'],
      [{ year: '2025-2019' }, 'Tahun hak cipta'],
    ];
    expectRefused(contact.schemas.input, cases);
    // A backup keeps a phone or year saved before they were checked, but never a profile that is no web link.
    expect(contact.schemas.backup.parse({ phone: 'tanya kasir', year: 2019 })).toMatchObject({
      phone: 'tanya kasir',
      year: '2019',
      instagram: null,
    });
    expect(contact.schemas.backup.safeParse({ instagram: 'javascript:alert(1)' }).success).toBe(false);
    expect(contact.schemas.backup.safeParse({ email: 'halo@' }).success).toBe(false);
    // Written text in a backup may be longer than the form allows, never broken (the input never took it).
    expect(section.schemas.backup.safeParse({ text: 'Ha\u0000lo' }).success).toBe(false);
    expect(section.schemas.backup.parse({ text: 'x'.repeat(40) })).toMatchObject({ text: 'x'.repeat(40) });
  });

  it('lists image fields and the text the owner writes, and fills an older backup row with empty values', () => {
    expect(section.imageFields).toEqual(['image']);
    expect(section.ownerTextFields).toEqual(['text', 'longText', 'richText']);
    expect(section.schemas.backup.parse({ text: 'Lama' })).toMatchObject({
      text: 'Lama',
      switch: false,
      image: null,
      is_active: true,
      display_order: 1,
    });
  });
});

describe('one-row sections', () => {
  const story = defineOneRowSection({
    key: 'cerita',
    table: 'cerita_rows',
    part: 'cerita_section',
    title: { id: 'Cerita', en: 'Story' },
    purpose: 'Uji.',
    fields: {
      title: { kind: 'text', label: 'Judul', max: 20, initial: 'Cerita' },
      text: { kind: 'longText', label: 'Teks', max: 100, paragraphs: 2 },
      photo: { kind: 'image', label: 'Foto', folder: 'cerita' },
    },
    shownBy: 'text',
    groups: [{ title: 'Isi', description: 'Uji.', fields: ['title', 'text', 'photo'] }],
  });

  it('derives a save that keeps left-out fields out, tidies paragraphs and counts them', () => {
    expect(story.schemas.input.parse({ text: ' Satu\r\ndua.\r\n\r\n\r\n Tiga. ' })).toEqual({
      text: 'Satu dua.\n\nTiga.',
    });
    expect(story.schemas.input.parse({ text: ' \n\n ' }).text).toBeNull();
    expect(story.schemas.input.safeParse({ text: 'a\n\nb\n\nc' }).error?.issues[0]?.message).toBe(
      'Teks maksimal 2 paragraf; gabungkan paragraf yang pendek',
    );
  });

  it('reads only its fields, shows once the shownBy field has text, and fills an older backup', () => {
    const row = { id: 1, company_id: 2, title: null, text: 'Ada.', photo: '/media/u/2/cerita/a.jpg' };
    expect(story.valuesOf(row)).toEqual({ title: null, text: 'Ada.', photo: '/media/u/2/cerita/a.jpg' });
    expect(story.schemas.read.parse(story.valuesOf(row))).toEqual(story.valuesOf(row));
    expect([story.isShown(row), story.isShown({ text: ' ' }), story.isShown(null)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(story.imageFields).toEqual(['photo']);
    expect(story.ownerTextFields).toEqual(['title', 'text']);
    expect(story.schemas.backup.parse({ text: 'Lama' })).toEqual({ title: null, text: 'Lama', photo: null });
    expect(story.answerOf(row)).toEqual(story.valuesOf(row));
    expect(story.calls).toBe('save');
  });

  it('with the create-update calls, answers with the row id and, without shownBy, always shows', () => {
    const note = defineOneRowSection({
      key: 'catatan',
      table: 'catatan_rows',
      part: 'catatan_section',
      title: { id: 'Catatan', en: 'Note' },
      purpose: 'Uji.',
      calls: 'create-update',
      fields: { text: { kind: 'text', label: 'Teks', max: 20 } },
      groups: [{ title: 'Isi', fields: ['text'] }],
    });
    const row = { id: 7, company_id: 2, text: null, created_at: new Date() };
    expect(note.answerOf(row)).toEqual({ id: 7, text: null });
    expect(note.valuesOf(row)).toEqual({ text: null });
    expect(note.schemas.read.parse({ id: 7, text: 'a', extra: 1 })).toEqual({ id: 7, text: 'a' });
    expect(note.schemas.read.safeParse({ text: 'a' }).success).toBe(false);
    expect([note.isShown(row), note.isShown(null)]).toEqual([true, true]);
  });
});
