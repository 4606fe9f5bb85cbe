import { describe, expect, it } from 'vitest';
import { proposeTemplate, TEMPLATE_MANIFESTS, TEMPLATES } from './index';
import { BUSINESS_FAMILIES } from './template-manifest';

describe('proposeTemplate', () => {
  it('proposes the coffee template for food and the classic one for a business no template suits', () => {
    expect(proposeTemplate('food')).toBe('minimalis-coffee-shop');
    expect(proposeTemplate('general')).toBe('classic-website');
    const unsuited = BUSINESS_FAMILIES.filter(
      (family) =>
        !TEMPLATE_MANIFESTS.some((manifest) => (manifest.suits as readonly string[]).includes(family)),
    );
    for (const family of unsuited) expect(proposeTemplate(family), family).toBe('classic-website');
  });

  it('proposes a template for every family', () => {
    for (const family of BUSINESS_FAMILIES) expect(TEMPLATES).toContain(proposeTemplate(family));
  });

  it('proposes the template whose suits names the family, before the general one', () => {
    for (const manifest of TEMPLATE_MANIFESTS) {
      for (const family of manifest.suits) {
        const first = TEMPLATE_MANIFESTS.find((other) => (other.suits as readonly string[]).includes(family));
        expect(proposeTemplate(family)).toBe(first?.id);
      }
    }
  });
});
