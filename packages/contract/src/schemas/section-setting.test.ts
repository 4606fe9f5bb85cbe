import { describe, expect, it } from 'vitest';
import { sectionSettingInputSchema } from './section-setting';

describe('sectionSettingInputSchema', () => {
  it.each([
    [{ is_active: true, title: 'Menu Kami' }, true],
    [{ google_drive_menu_url: 'https://drive.google.com/file/d/abc/view' }, true],
    [{ google_drive_menu_qr_code: 'data:image/png;base64,iVBORw0KGgo=' }, true],
    [{ google_drive_menu_qr_code: 'data:text/html;base64,PHNjcmlwdD4=' }, false],
    [{ section_type: 'stores' }, true],
    [{ section_type: 'hero' }, false],
    [{ is_active: 'yes' }, false],
  ])('%j valid: %j', (input, expected) => {
    expect(sectionSettingInputSchema.safeParse(input).success).toBe(expected);
  });
});
