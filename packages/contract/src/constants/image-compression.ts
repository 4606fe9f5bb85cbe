export const IMAGE_COMPRESSION = {
  maxDimensionPx: 1920,
  maxDimensionPngPx: 1200,
  targetSizeKb: 1024,
  initialQuality: 0.8,
  qualityStep: 0.1,
  minQuality: 0.1,
  dimensionScaleFactor: 0.8,
  minDimensionPx: 400,
} as const;

export const RICH_TEXT_EDITOR = {
  historyMaxSteps: 100,
  historyDelayMs: 1_000,
  heightPx: 250,
  containerMinHeightPx: 300,
} as const;
