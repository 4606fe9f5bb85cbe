import { VARIANT_WIDTHS } from './image-widths';

export type ImageVariants = { srcSet: string; src: string };

const UPLOAD = /^\/media\/u\/\d{1,10}\/[a-z0-9][a-z0-9-]{0,39}\/[a-z0-9]{1,64}\.(?:jpg|png|webp)$/;
const BUILTIN = /^\/media\/builtin\/([a-z0-9-]+\/[a-z0-9-]+)\.svg$/;
const FALLBACK_WIDTH = 960;

/**
 * The WebP srcset (320w..1920w) of an image this server stores or draws, for server-side rendering:
 * '/media/u/...' uploads and '/media/builtin/...svg' illustrations. Any other URL gives null.
 */
export function imageVariants(url: string): ImageVariants | null {
  let base: string;
  if (UPLOAD.test(url)) base = url;
  else {
    const builtin = BUILTIN.exec(url);
    if (!builtin) return null;
    base = `/media/builtin/${builtin[1]}.webp`;
  }
  return {
    srcSet: VARIANT_WIDTHS.map((w) => `${base}?w=${w} ${w}w`).join(', '),
    src: `${base}?w=${FALLBACK_WIDTH}`,
  };
}
