import { describe, expect, it } from 'vitest';
import { fixturePayload } from '../../../../tests/support/site/fixture-payload';
import { shareImageSources } from './share-image';

const withImages = (og: string | null, hero: string | null) => {
  const payload = fixturePayload();
  return {
    ...payload,
    web_settings: { ...payload.web_settings!, og_image: og },
    hero_section: { ...payload.hero_section!, background_image: hero },
  };
};

describe('shareImageSources', () => {
  it('puts the owner’s og_image first, then the hero, then the template’s built-in hero', () => {
    expect(shareImageSources(withImages('/media/u/1/general/og.jpg', '/media/u/1/general/hero.jpg'))).toEqual(
      ['/media/u/1/general/og.jpg', '/media/u/1/general/hero.jpg', '/media/builtin/coffee/hero.svg'],
    );
  });

  it('lets a hero photo win over a built-in og_image left by generation', () => {
    expect(
      shareImageSources(withImages('/media/builtin/coffee/menu-1.svg', '/media/u/1/general/hero.jpg')),
    ).toEqual([
      '/media/u/1/general/hero.jpg',
      '/media/builtin/coffee/menu-1.svg',
      '/media/builtin/coffee/hero.svg',
    ]);
  });

  it('falls back to the built-in hero when nothing is set', () => {
    expect(shareImageSources(withImages(null, null))).toEqual(['/media/builtin/coffee/hero.svg']);
  });

  it('falls back to the hero of the company’s kind of business, not of the template', () => {
    const payload = withImages(null, null);
    const services = {
      ...payload,
      web_settings: { ...payload.web_settings, template_selected: 'layanan-jasa' as const },
    };
    expect(shareImageSources(services)).toEqual(['/media/builtin/services/hero.svg']);
    expect(shareImageSources(services, 'restaurant')).toEqual(['/media/builtin/restaurant/hero.svg']);
  });
});
