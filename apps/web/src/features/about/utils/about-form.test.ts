import { describe, expect, it } from 'vitest';
import { toAboutFormValues } from './about-form';

describe('toAboutFormValues', () => {
  it('shows the stored section, empty fields as blank text', () => {
    expect(toAboutFormValues({ title: 'Cerita Kami', text: 'Kami ada.', image: null })).toEqual({
      title: 'Cerita Kami',
      text: 'Kami ada.',
      image: '',
    });
  });

  it("starts an untitled or unsaved section with the site's own title", () => {
    expect(toAboutFormValues({ title: null, text: null, image: null }).title).toBe('Tentang Kami');
    expect(toAboutFormValues(undefined)).toEqual({ title: 'Tentang Kami', text: '', image: '' });
  });
});
