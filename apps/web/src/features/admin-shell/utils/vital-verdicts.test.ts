import type { VitalsRow } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { fixLine, formatVital, verdict } from './vital-verdicts';

describe('vital verdicts', () => {
  it("follows Google's thresholds: at the first bound still good, past the second poor", () => {
    expect(verdict('lcp', 2500)).toEqual({ tone: 'good', word: 'Cepat' });
    expect(verdict('lcp', 3000)).toEqual({ tone: 'fair', word: 'Agak lambat' });
    expect(verdict('lcp', 4000).tone).toBe('fair');
    expect(verdict('lcp', 5000)).toEqual({ tone: 'poor', word: 'Lambat' });
    expect(verdict('inp', 200).tone).toBe('good');
    expect(verdict('inp', 250).tone).toBe('fair');
    expect(verdict('inp', 600).tone).toBe('poor');
    expect(verdict('cls', 0.1)).toEqual({ tone: 'good', word: 'Stabil' });
    expect(verdict('cls', 0.15)).toEqual({ tone: 'fair', word: 'Agak bergeser' });
    expect(verdict('cls', 0.3)).toEqual({ tone: 'poor', word: 'Sering bergeser' });
  });

  it('writes values as an owner reads them', () => {
    expect(formatVital('lcp', 2500)).toBe('2,5 detik');
    expect(formatVital('inp', 150)).toBe('150 ms');
    expect(formatVital('cls', 0.05)).toBe('0,05');
  });
});

describe('what to fix', () => {
  const row = (more: Partial<VitalsRow>): VitalsRow => ({
    path: '/',
    device: 'mobile',
    samples: 40,
    lcp_p75: 5000,
    inp_p75: 600,
    cls_p75: 0.3,
    lcp_cause: null,
    lcp_bytes_p75: null,
    inp_cause: null,
    ...more,
  });

  it('names the main image and its size when its download made the slow views slow', () => {
    expect(fixLine(row({ lcp_cause: 'download', lcp_bytes_p75: 1_500_000 }), 'lcp')).toBe(
      'Gambar utama terlalu besar: hingga 1,5 MB. Unggah foto yang lebih kecil.',
    );
    expect(fixLine(row({ lcp_cause: 'download', lcp_bytes_p75: 5_000_000 }), 'lcp')).toBe(
      'Gambar utama terlalu besar: lebih dari 5 MB. Unggah foto yang lebih kecil.',
    );
    // A small image or an unknown size: the download itself.
    expect(fixLine(row({ lcp_cause: 'download', lcp_bytes_p75: 100_000 }), 'lcp')).toBe(
      'Gambar utama lama diunduh: unggah foto yang lebih kecil.',
    );
  });

  it('names a slow server, a tap on a busy page, and nothing for a good measure or without a cause', () => {
    expect(fixLine(row({ lcp_cause: 'server' }), 'lcp')).toBe('Server lambat mengirim halaman.');
    expect(fixLine(row({ lcp_p75: 3000, lcp_cause: 'server' }), 'lcp')).toBe(
      'Server lambat mengirim halaman.',
    );
    expect(fixLine(row({ inp_cause: 'busy' }), 'inp')).toBe('Halaman masih sibuk memuat saat diketuk.');
    expect(fixLine(row({ lcp_p75: 2000, lcp_cause: 'server' }), 'lcp')).toBeNull();
    expect(fixLine(row({ inp_p75: null, inp_cause: 'busy' }), 'inp')).toBeNull();
    expect(fixLine(row({}), 'lcp')).toBeNull();
    expect(fixLine(row({ lcp_cause: 'server' }), 'cls')).toBeNull();
  });
});
