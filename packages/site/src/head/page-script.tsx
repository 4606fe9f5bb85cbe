import type { VitalPath } from '@webku/contract';

/** Field speed: the lazily loaded script's versioned URL and the share of views loading it (1 in N). */
export type VitalsScript = { url: string; sample: number };

/**
 * A public page's one script tag. It names where the visit beacon goes (`data-stats`) and, while field
 * speed is on, the script a sampled view loads once idle (`data-vitals`), the sample (`data-sample`) and
 * the page the beacon reports (`data-page`, one of VITAL_PATHS).
 */
export function PageScript({
  src,
  statsUrl,
  vitals,
  page,
}: {
  src: string;
  statsUrl?: string;
  vitals?: VitalsScript | null;
  page: VitalPath;
}) {
  const on = vitals && vitals.sample >= 1;
  return (
    <script
      src={src}
      defer
      data-stats={statsUrl}
      data-vitals={on ? vitals.url : undefined}
      data-sample={on ? vitals.sample : undefined}
      data-page={on ? page : undefined}
    />
  );
}
