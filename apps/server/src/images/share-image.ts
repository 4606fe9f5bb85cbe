import sharp from 'sharp';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
// Lower qualities are tried only for the rare photo whose JPEG would exceed the size limit.
const QUALITIES = [82, 70, 58, 45, 30];

// The picture chat apps show for a shared link: 1200×630 JPEG, the source cropped to cover, never an SVG.
export async function renderShareImage(source: { bytes: Buffer; isSvg: boolean }): Promise<Buffer> {
  const input = source.isSvg ? await rasterizeSvg(source.bytes) : source.bytes;
  const cropped = await sharp(input)
    .rotate()
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(cropped).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}

// Draws the vector at a size that covers 1200×630, instead of scaling a small bitmap up.
async function rasterizeSvg(svg: Buffer): Promise<Buffer> {
  const meta = await sharp(svg).metadata();
  const scale = Math.max(SHARE_IMAGE_WIDTH / (meta.width ?? 1), SHARE_IMAGE_HEIGHT / (meta.height ?? 1));
  const density = Math.min(2400, Math.max(1, 72 * scale));
  return sharp(svg, { density }).png().toBuffer();
}
