import { describe, expect, it } from 'vitest';
import { defineSection } from './define-section';

const fields = {
  title: { kind: 'text', label: 'Judul', required: true, max: 80 },
  image: { kind: 'image', label: 'Gambar', folder: 'about' },
} as const;

describe('defineSection', () => {
  it('derives a one-row section from rows: "one": a save may leave fields out, an empty row is not shown', () => {
    const story = defineSection({
      rows: 'one',
      key: 'story',
      table: 'story_sections',
      part: 'story_section',
      title: { id: 'Cerita', en: 'Story' },
      purpose: 'Cerita usaha.',
      fields: { title: { kind: 'text', label: 'Judul', max: 80 }, image: fields.image },
      shownBy: 'title',
      groups: [{ title: 'Teks', fields: ['title', 'image'] }],
    });
    expect(story.rows).toBe('one');
    expect(story.calls).toBe('save');
    expect(story.imageFields).toEqual(['image']);
    expect(story.schemas.input.safeParse({}).success).toBe(true);
    expect(story.isShown({ title: '  ' })).toBe(false);
    expect(story.isShown({ title: 'Sejak 1998' })).toBe(true);
    expect(story.answerOf({ id: 3, company_id: 9, title: 'Sejak 1998', image: null })).toEqual({
      title: 'Sejak 1998',
      image: null,
    });
  });

  it('derives a list section from rows: "many": a new row needs its required fields, an update does not', () => {
    const offers = defineSection({
      rows: 'many',
      key: 'offers',
      table: 'offers',
      title: { id: 'Penawaran', en: 'Offers' },
      noun: 'penawaran',
      purpose: 'Penawaran.',
      icon: 'images',
      fields,
      nameField: 'title',
      anchor: 'penawaran',
      before: 'menu',
      layouts: ['cards'],
      maxRows: 5,
      suggestedFor: { families: [], kinds: [] },
    });
    expect(offers.rows).toBe('many');
    expect(offers.imageFields).toEqual(['image']);
    const missing = offers.schemas.input.safeParse({ image: null });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toContain('Judul');
    expect(offers.schemas.update.safeParse({ image: null }).success).toBe(true);
  });
});
