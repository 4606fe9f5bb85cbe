import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [0.5, '0.5 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_575, '1024 KB'],
    [1_048_576, '1 MB'],
    [1_258_291, '1.2 MB'],
    [5_500_000, '5.25 MB'],
    [1_073_741_824, '1 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%j -> %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
