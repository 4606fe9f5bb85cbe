import type { CompressionStep, OutputType } from './compression-plan';

// Browser-only helpers around <canvas>; nothing here decides anything.

export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file);
}

let webpSupport: boolean | null = null;

// Safari before 14 silently encodes PNG when asked for WebP.
export function supportsWebpEncoding(): boolean {
  if (webpSupport === null) {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpSupport;
}

// Samples a downscaled copy: any partly transparent pixel survives the averaging below 255.
export function hasTransparency(image: ImageBitmap): boolean {
  const scale = Math.min(1, 256 / Math.max(image.width, image.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return true;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let index = 3; index < data.length; index += 4) {
    if ((data[index] ?? 255) < 255) return true;
  }
  return false;
}

export function encodeImage(image: ImageBitmap, step: CompressionStep, type: OutputType): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = step.width;
  canvas.height = step.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  // JPEG has no alpha: without a white base, transparent pixels would turn black.
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, step.width, step.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, step.width, step.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))),
      type,
      step.quality,
    );
  });
}
