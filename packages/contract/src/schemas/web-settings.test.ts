import { describe, expect, it } from 'vitest';
import { webSettingsInputSchema } from './web-settings';

describe('webSettingsInputSchema', () => {
  it.each([
    [{}, true],
    [{ template_selected: 'classic-website', title_text_font_family: 'Montserrat, sans-serif' }, true],
    [{ template_selected: 'modern' }, false],
    [{ title_text_font_family: 'x; } body { display:none' }, false],
    [{ og_image: '/uploads/og.png', favicon_icon_file: 'https://cdn.example.com/f.ico' }, true],
    [{ id: 3, website_title: null }, true],
  ])('%j valid: %j', (input, expected) => {
    expect(webSettingsInputSchema.safeParse(input).success).toBe(expected);
  });
});
