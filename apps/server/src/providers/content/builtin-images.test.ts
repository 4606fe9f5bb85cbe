import {
  type ArtKind,
  builtinImageKeyFromUrl,
  builtinImageKeys,
  builtinImageUrl,
  renderBuiltinImageSvg,
} from '@webku/content-packs';
import { TEMPLATE_MANIFESTS } from '@webku/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedImageUrls } from '../../../../../tests/support/server/generated-image-urls';
import { buildContent } from './build-content';
import type { WebLanguage } from './content-provider';

// A business for every set of pictures.
const BUSINESS: Record<ArtKind, string> = {
  coffee: 'kedai kopi',
  restaurant: 'restoran',
  bakery: 'bakery',
  fashion: 'fashion',
  beauty: 'beauty salon',
  generic: 'konsultan pajak',
  services: 'jasa servis AC',
  retail: 'toko bangunan',
  education: 'bimbel',
  lodging: 'homestay',
  tourism: 'surf school',
  rental: 'rental motor',
  equipment: 'sewa alat camping',
};

function referencedKeys(kind: ArtKind): string[] {
  const keys = new Set<string>();
  for (const language of ['indonesia', 'english'] as WebLanguage[]) {
    const content = buildContent(
      {
        brand_name: 'Cahaya',
        business_type: BUSINESS[kind],
        web_language: language,
        template_selected: 'minimalis-coffee-shop',
        short_description: 'Usaha kecil yang dikelola dengan sepenuh hati',
      },
      new Date('2025-01-01T00:00:00Z'),
    );
    for (const url of generatedImageUrls(content)) {
      expect(url.startsWith('/media/builtin/')).toBe(true);
      keys.add(url.slice('/media/builtin/'.length, -'.svg'.length));
    }
  }
  return [...keys];
}

describe('built-in images', () => {
  it.each(Object.keys(BUSINESS) as ArtKind[])(
    'renders every image a %s site uses in both languages as an SVG that sharp rasterizes',
    async (kind) => {
      const keys = referencedKeys(kind);
      expect(keys.length).toBeGreaterThanOrEqual(7);
      for (const key of keys) expect(key.startsWith(`${kind}/`), key).toBe(true);
      // Rasterized in parallel: libvips renders on the libuv thread pool.
      await Promise.all(
        keys.map(async (key) => {
          const svg = renderBuiltinImageSvg(key);
          expect(svg, key).not.toBeNull();
          expect(svg!).toMatch(
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/,
          );
          expect(svg!.endsWith('</svg>')).toBe(true);
          expect(svg!).toContain('Gradient');
          const webp = await sharp(Buffer.from(svg!)).webp().toBuffer();
          const meta = await sharp(webp).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.width).toBeGreaterThanOrEqual(64);
          expect(webp.length, key).toBeGreaterThan(600);
        }),
      );
    },
  );

  it('draws a different picture for every key', () => {
    const keys = builtinImageKeys();
    const svgs = new Set(keys.map((key) => renderBuiltinImageSvg(key)));
    expect(svgs.size).toBe(keys.length);
  });

  it('uses no text and no external references, so rendering never depends on fonts or the network', () => {
    for (const key of builtinImageKeys()) {
      const svg = renderBuiltinImageSvg(key)!;
      expect(svg).not.toMatch(/<text|<image|href=|<script|<foreignObject/);
    }
  });

  it('keeps every pack in its own folder of keys with the standard names', () => {
    const keys = new Set(builtinImageKeys());
    for (const kind of Object.keys(BUSINESS)) {
      for (const name of [
        'hero',
        'favicon',
        'category-1',
        'category-4',
        'store-1',
        'store-3',
        'news-launch',
      ]) {
        expect(keys.has(`${kind}/${name}`), `${kind}/${name}`).toBe(true);
      }
    }
  });

  it.each(TEMPLATE_MANIFESTS.map((manifest) => [manifest.id, manifest.images]))(
    'has the hero and store pictures the %s site shows where the owner has no photo',
    (_id, pack) => {
      for (const name of ['hero', 'store-1', 'store-2', 'store-3']) {
        expect(renderBuiltinImageSvg(`${pack}/${name}`), `${pack}/${name}`).not.toBeNull();
      }
    },
  );

  it('maps keys to URLs and back, and knows no other keys', () => {
    expect(builtinImageUrl('coffee/hero')).toBe('/media/builtin/coffee/hero.svg');
    expect(builtinImageKeyFromUrl('/media/builtin/coffee/hero.svg')).toBe('coffee/hero');
    expect(builtinImageKeyFromUrl('/media/builtin/coffee/nope.svg')).toBeNull();
    expect(builtinImageKeyFromUrl('/media/builtin/../secret.svg')).toBeNull();
    expect(renderBuiltinImageSvg('coffee/nope')).toBeNull();
    expect(renderBuiltinImageSvg('../../etc/passwd')).toBeNull();
  });
});
