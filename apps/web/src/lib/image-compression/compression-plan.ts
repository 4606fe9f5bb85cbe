import { IMAGE_COMPRESSION } from '@webku/contract';

// Pure decisions of the upload compression (size and quality targets); the canvas work lives in compress-image.ts.

export type OutputType = 'image/jpeg' | 'image/webp' | 'image/png';
export type Size = { width: number; height: number };
export type CompressionStep = Size & { quality: number };
export type SourceImage = Size & { type: string; bytes: number };

const C = IMAGE_COMPRESSION;
export const TARGET_BYTES = C.targetSizeKb * 1024;

// GIFs may be animated and SVGs are vectors: re-encoding either would break it.
export function shouldCompress(type: string): boolean {
  return type.startsWith('image/') && type !== 'image/gif' && type !== 'image/svg+xml';
}

export function maxDimensionFor(type: string): number {
  return type === 'image/png' ? C.maxDimensionPngPx : C.maxDimensionPx;
}

// PNG without transparency becomes JPEG; with transparency WebP when the browser can encode it.
export function outputTypeFor(
  type: string,
  { hasAlpha, supportsWebp }: { hasAlpha: boolean; supportsWebp: boolean },
): OutputType {
  if (type === 'image/png') {
    if (!hasAlpha) return 'image/jpeg';
    return supportsWebp ? 'image/webp' : 'image/png';
  }
  if (type === 'image/webp') return supportsWebp ? 'image/webp' : hasAlpha ? 'image/png' : 'image/jpeg';
  return 'image/jpeg';
}

// Quality only means something to lossy encoders; PNG can only get smaller by getting smaller.
export function isLossy(type: OutputType): boolean {
  return type !== 'image/png';
}

// Scales the longest side down to max (never up), keeping the aspect ratio.
export function fitWithin({ width, height }: Size, max: number): Size {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function firstStep(source: SourceImage): CompressionStep {
  return { ...fitWithin(source, maxDimensionFor(source.type)), quality: C.initialQuality };
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

// Quality 0.8 -> 0.1 in 0.1 steps, then the dimensions x0.8 until the longest side reaches 400 px.
export function nextStep(step: CompressionStep, output: OutputType): CompressionStep | null {
  const lowerQuality = roundTenth(step.quality - C.qualityStep);
  if (isLossy(output) && lowerQuality >= C.minQuality) return { ...step, quality: lowerQuality };
  const longest = Math.max(step.width, step.height);
  if (longest <= C.minDimensionPx) return null;
  const target = Math.max(C.minDimensionPx, Math.round(longest * C.dimensionScaleFactor));
  return { ...fitWithin(step, target), quality: step.quality };
}

export function isSmallEnough(bytes: number): boolean {
  return bytes <= TARGET_BYTES;
}

// Already small, within bounds and in the right format: re-encoding would only lose quality.
export function canKeepOriginal(source: SourceImage, output: OutputType): boolean {
  const fits = Math.max(source.width, source.height) <= maxDimensionFor(source.type);
  return source.type === output && fits && isSmallEnough(source.bytes);
}

const EXTENSIONS: Record<OutputType, string> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
};

export function compressedFileName(name: string, output: OutputType): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.${EXTENSIONS[output]}`;
}

// Every step the encoder may try for a source, in order; the loop stops at the first small enough.
export function allSteps(source: SourceImage, output: OutputType): CompressionStep[] {
  const steps: CompressionStep[] = [];
  for (let step: CompressionStep | null = firstStep(source); step; step = nextStep(step, output))
    steps.push(step);
  return steps;
}
