import { describe, expect, it } from 'vitest';
import { englishWords } from './english-sweep';

describe('englishWords', () => {
  it('catches the usual untranslated admin words', () => {
    for (const word of ['Save', 'Cancel', 'Delete', 'Edit', 'Add', 'Name', 'Price', 'Loading...'])
      expect(englishWords(word), word).toHaveLength(1);
    expect(englishWords('No images yet. Upload your photos.')).toEqual([
      'images',
      'yet',
      'upload',
      'your',
      'photos',
    ]);
  });

  it("keeps the spec's own English texts and Indonesian words", () => {
    expect(englishWords('Save Settings')).toEqual([]);
    expect(englishWords('Saving...')).toEqual([]);
    expect(englishWords('Menu Items · Store Locations · Custom Domain & Hosting')).toEqual([]);
    expect(englishWords('Simpan perubahan untuk item menu dan website Anda')).toEqual([]);
    expect(englishWords("Isi dengan format 'HH:MM - HH:MM' atau 'Closed'")).toEqual([]);
  });

  it('skips addresses, which are not prose', () => {
    expect(englishWords('Tampil pada /terms-and-conditions atau https://example.com/your-page')).toEqual([]);
    expect(englishWords('Pakai tokoku.my.id, atau akhiran .my.id dan .co.id')).toEqual([]);
    expect(englishWords('Pakai domain my sendiri.')).toEqual(['my']);
  });

  it('only takes out a whole allowed phrase', () => {
    expect(englishWords('Save Settings now')).toEqual([]);
    expect(englishWords('Save the Settings')).toEqual(['save', 'the', 'settings']);
  });
});
