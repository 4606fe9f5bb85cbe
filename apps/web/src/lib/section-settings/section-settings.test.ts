import type { SectionSetting } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultSectionSetting,
  mergeSavedSection,
  sectionFailureMessage,
  sectionSuccessMessage,
  toSectionFormValues,
  toSectionPayload,
} from './section-settings';

const menu: SectionSetting = {
  section_type: 'menu',
  is_active: true,
  title: 'Menu Kami',
  description: null,
  google_drive_menu_url: 'https://drive.google.com/file/d/abc/view',
  google_drive_menu_qr_code: null,
};

describe('section settings glue', () => {
  it('starts a missing section visible and empty', () => {
    expect(defaultSectionSetting('news')).toMatchObject({
      section_type: 'news',
      is_active: true,
      title: null,
    });
  });

  it('shows nulls as empty fields', () => {
    expect(toSectionFormValues(menu)).toEqual({
      is_active: true,
      title: 'Menu Kami',
      description: '',
      google_drive_menu_url: 'https://drive.google.com/file/d/abc/view',
      google_drive_menu_qr_code: '',
    });
  });

  it('sends null for blanks, names the section and drops the Drive link outside the menu', () => {
    const values = {
      is_active: false,
      title: 'Berita',
      description: '',
      google_drive_menu_url: 'https://x.id',
    };
    expect(toSectionPayload('news', values)).toEqual({
      is_active: false,
      title: 'Berita',
      description: null,
      section_type: 'news',
    });
    expect(toSectionPayload('menu', values)).toMatchObject({ google_drive_menu_url: 'https://x.id' });
  });

  it('merges the saved record over local edits, falling back to what was sent', () => {
    expect(mergeSavedSection(menu, { title: 'Baru' }, { title: 'Baru', is_active: false }).is_active).toBe(
      false,
    );
    expect(mergeSavedSection(menu, { title: 'Baru', description: undefined }, undefined)).toEqual({
      ...menu,
      title: 'Baru',
    });
  });

  it('words the toasts as the spec does', () => {
    expect(sectionSuccessMessage('merchandise')).toBe('Merchandise settings updated successfully!');
    expect(sectionFailureMessage('menu')).toBe('Failed to update menu settings');
  });
});
