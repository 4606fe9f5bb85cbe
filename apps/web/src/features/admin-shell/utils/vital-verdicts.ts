import { LCP_BYTES_BUCKETS, VITAL_THRESHOLDS, type VitalPath, type VitalsRow } from '@webku/contract';

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

const LCP_FIXES = {
  server: 'Server lambat mengirim halaman.',
  late: 'Gambar utama baru dimuat belakangan.',
  download: 'Gambar utama lama diunduh: unggah foto yang lebih kecil.',
  render: 'Isi utama lama ditampilkan setelah halaman diunduh.',
} as const;
const INP_FIXES = {
  busy: 'Halaman masih sibuk memuat saat diketuk.',
  handler: 'Tombol lama memproses ketukan.',
  paint: 'Layar lama diperbarui setelah diketuk.',
} as const;

/**
 * What to fix for a measure slower than good, when the visitors' browsers named a cause (the commonest part
 * of the slow views): "Gambar utama terlalu besar: hingga 1,5 MB." Null for a good measure or without one.
 */
export function fixLine(row: VitalsRow, metric: Measured): string | null {
  const p75 = row[`${metric}_p75`];
  if (p75 === null || verdict(metric, p75).tone === 'good') return null;
  if (metric === 'inp') return row.inp_cause && INP_FIXES[row.inp_cause];
  if (metric !== 'lcp' || !row.lcp_cause) return null;
  const bytes = row.lcp_bytes_p75;
  if (row.lcp_cause === 'download' && bytes !== null && bytes > 200_000) {
    const size = `${number(bytes / 1_000_000, 1)} MB`;
    const open = bytes >= LCP_BYTES_BUCKETS[LCP_BYTES_BUCKETS.length - 1]!;
    return `Gambar utama terlalu besar: ${open ? 'lebih dari' : 'hingga'} ${size}. Unggah foto yang lebih kecil.`;
  }
  return LCP_FIXES[row.lcp_cause];
}
