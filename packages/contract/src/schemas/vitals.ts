import { z } from 'zod';
import { INP_CAUSES, LCP_CAUSES, VITAL_ATTRIBUTION_MAX, VITAL_DEVICES, VITAL_PATHS } from './vital-measures';

// Field speed: what the public site's sampled visitors report of a page's Core Web Vitals, and the fixed
// histograms the server keeps of them (per site, page, day and device class; never a row per view). The
// zod-free parts are in vital-measures.ts, re-exported here.

export * from './vital-measures';

const ms = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka milidetik` })
    .min(0, `${label} tidak boleh negatif`)
    .max(120_000, `${label} paling lama 120000 ms`);

const attribution = (label: string) =>
  z
    .string()
    .max(VITAL_ATTRIBUTION_MAX, `${label} paling panjang ${VITAL_ATTRIBUTION_MAX} karakter`)
    .optional();

// Sent once per sampled view by navigator.sendBeacon as text/plain JSON when the page is first hidden.
// INP is absent when the visitor did not interact; the attribution names the LCP element and INP target,
// which part of a slow LCP or INP took longest (the cause) and the main image's bytes when the browser tells.
export const vitalsBeaconSchema = z.strictObject({
  path: z.enum(VITAL_PATHS, { error: `Halaman harus salah satu dari ${VITAL_PATHS.join(', ')}` }),
  device: z.enum(VITAL_DEVICES, { error: 'Jenis perangkat harus mobile atau desktop' }),
  lcp: ms('LCP'),
  inp: ms('INP').optional(),
  cls: z
    .number({ error: 'CLS harus berupa angka' })
    .min(0, 'CLS tidak boleh negatif')
    .max(100, 'CLS paling besar 100'),
  ttfb: ms('TTFB'),
  fcp: ms('FCP').optional(),
  lcp_cause: z
    .enum(LCP_CAUSES, { error: `Penyebab LCP harus salah satu dari ${LCP_CAUSES.join(', ')}` })
    .optional(),
  lcp_bytes: z
    .number({ error: 'Ukuran gambar LCP harus berupa angka byte' })
    .int('Ukuran gambar LCP harus bilangan bulat')
    .min(0, 'Ukuran gambar LCP tidak boleh negatif')
    .max(1_000_000_000, 'Ukuran gambar LCP paling besar 1000000000 byte')
    .optional(),
  inp_cause: z
    .enum(INP_CAUSES, { error: `Penyebab INP harus salah satu dari ${INP_CAUSES.join(', ')}` })
    .optional(),
  lcp_element: attribution('Elemen LCP'),
  lcp_url: attribution('Alamat gambar LCP'),
  inp_target: attribution('Target INP'),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

const p75 = z.number().nonnegative().nullable();

/** One page and device class over the asked days: how many beacons, and each metric's p75 from the buckets. */
export const vitalsRowSchema = z.object({
  path: z.enum(VITAL_PATHS),
  device: z.enum(VITAL_DEVICES),
  samples: z.number().int().nonnegative(),
  lcp_p75: p75,
  inp_p75: p75,
  cls_p75: p75,
  /** Among the views slower than good: what most often made LCP slow, and p75 of the main image's bytes. */
  lcp_cause: z.enum(LCP_CAUSES).nullable(),
  lcp_bytes_p75: p75,
  /** Among the views with INP slower than good: what most often made it slow. */
  inp_cause: z.enum(INP_CAUSES).nullable(),
});
export type VitalsRow = z.infer<typeof vitalsRowSchema>;

/** `GET /api/admin/vitals?days=N`: 1 to 90 days back from the site's today; 28 by default. */
export const vitalsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days harus berupa angka' })
    .int('days harus bilangan bulat')
    .min(1, 'days paling sedikit 1')
    .max(90, 'days paling banyak 90')
    .default(28),
});
