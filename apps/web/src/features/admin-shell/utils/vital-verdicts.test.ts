import { describe, expect, it } from 'vitest';
import { formatVital, verdict } from './vital-verdicts';

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
