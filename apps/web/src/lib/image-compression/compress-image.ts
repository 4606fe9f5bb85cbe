import { decodeImage, encodeImage, hasTransparency, supportsWebpEncoding } from './canvas';
import {
  type CompressionStep,
  canKeepOriginal,
  compressedFileName,
  firstStep,
  isSmallEnough,
  nextStep,
  outputTypeFor,
  type SourceImage,
  shouldCompress,
} from './compression-plan';

// Images are compressed before upload; any failure uploads the original instead of blocking the owner.
export async function compressImage(file: File): Promise<File> {
  if (!shouldCompress(file.type)) return file;
  let image: ImageBitmap;
  try {
    image = await decodeImage(file);
  } catch (error) {
    console.warn('Image could not be decoded for compression; uploading as is.', error);
    return file;
  }
  try {
    const source: SourceImage = {
      type: file.type,
      width: image.width,
      height: image.height,
      bytes: file.size,
    };
    const hasAlpha = file.type === 'image/png' || file.type === 'image/webp' ? hasTransparency(image) : false;
    const output = outputTypeFor(file.type, { hasAlpha, supportsWebp: supportsWebpEncoding() });
    if (canKeepOriginal(source, output)) return file;

    let best: Blob | null = null;
    for (let step: CompressionStep | null = firstStep(source); step; step = nextStep(step, output)) {
      const blob = await encodeImage(image, step, output);
      if (!best || blob.size < best.size) best = blob;
      if (isSmallEnough(blob.size)) break;
    }
    if (!best) return file;
    return new File([best], compressedFileName(file.name, output), {
      type: output,
      lastModified: Date.now(),
    });
  } catch (error) {
    console.warn('Image compression failed; uploading as is.', error);
    return file;
  } finally {
    image.close();
  }
}
