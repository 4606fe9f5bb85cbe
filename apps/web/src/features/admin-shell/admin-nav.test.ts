import { SECTION_KEYS, SECTIONS } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { ROW_SECTION_SCREENS } from '@/lib/row-section-screens';
import { ADMIN_NAV } from './admin-nav';

describe('the admin navigation', () => {
  it('gives every section the icon its definition names, each section its own', () => {
    const sections = [
      ...SECTION_KEYS.map((key) => ({ sub: SECTIONS[key].admin.route, icon: SECTIONS[key].admin.icon })),
      ...ROW_SECTION_SCREENS.map(({ key, icon }) => ({ sub: key, icon })),
    ];
    expect(new Set(sections.map((section) => section.icon)).size).toBe(sections.length);
    for (const section of sections) {
      const item = ADMIN_NAV.find((each) => each.sub === section.sub);
      expect(item?.icon, section.sub).toBeTruthy();
    }
    const icons = sections.map((section) => ADMIN_NAV.find((each) => each.sub === section.sub)?.icon);
    expect(new Set(icons).size).toBe(sections.length);
  });
});
