import { VITAL_THRESHOLDS, type VitalPath } from '@webku/contract';

export type Verdict = { tone: 'good' | 'fair' | 'poor'; word: string };

type Measured = keyof typeof VITAL_THRESHOLDS;

// Google's thresholds in an owner's words: what each measure means, and good / needs work / poor.
export const VITAL_WORDS: Record<Measured, { label: string; hint: string; words: [string, string, string] }> =
  {
    lcp: {
      label: 'Tampil',
      hint: 'waktu sampai isi utama halaman terlihat',
      words: ['Cepat', 'Agak lambat', 'Lambat'],
    },
    inp: {
      label: 'Respons',
      hint: 'jeda setelah pengunjung mengetuk tombol',
      words: ['Cepat', 'Agak lambat', 'Lambat'],
    },
    cls: {
      label: 'Stabil',
      hint: 'seberapa banyak isi halaman bergeser saat dimuat',
      words: ['Stabil', 'Agak bergeser', 'Sering bergeser'],
    },
  };

/** The verdict for a p75: at most Google's first threshold is good, above the second poor. */
export function verdict(metric: Measured, p75: number): Verdict {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  const [goodWord, fairWord, poorWord] = VITAL_WORDS[metric].words;
  if (p75 <= good) return { tone: 'good', word: goodWord };
  if (p75 <= poor) return { tone: 'fair', word: fairWord };
  return { tone: 'poor', word: poorWord };
}

const number = (value: number, digits: number) =>
  value.toLocaleString('id-ID', { maximumFractionDigits: digits });

/** A p75 as an owner reads it: seconds for LCP ('2,5 detik'), milliseconds for INP, CLS as a plain number. */
export function formatVital(metric: Measured, p75: number): string {
  if (metric === 'lcp') return `${number(p75 / 1000, 2)} detik`;
  if (metric === 'inp') return `${number(p75, 0)} ms`;
  return number(p75, 3);
}

export const PAGE_NAMES: Record<VitalPath, string> = {
  '/': 'Beranda',
  '/booking': 'Booking',
  '/links': 'Link Bio',
  '/privacy-policy': 'Kebijakan Privasi',
  '/terms-and-conditions': 'Syarat dan Ketentuan',
};
