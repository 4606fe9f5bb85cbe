import type { SocialKind } from '../data/footer-model';

// Inline SVG paths (24×24, stroke icons) so the page needs no icon font or extra request.
const PATHS = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.3 4.3 5 4.5',
  pin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone:
    'M5 4h3.5l1.5 4.5-2.2 1.3a11 11 0 0 0 5.4 5.4l1.3-2.2L19 14.5V18a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M4 6h16v12H4zm0 0 8 6.5L20 6',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5V12l3 2',
  chevron: 'm6 9 6 6 6-6',
  arrowLeft: 'M15 5l-7 7 7 7',
  arrowRight: 'm9 5 7 7-7 7',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  whatsapp:
    'M3.5 20.5l1.2-4.1a8.6 8.6 0 1 1 3.1 3zM9 8.2c-.3 2.9 3.4 6.9 6.6 6.8l.9-1.6-2.1-1-1 .9a5 5 0 0 1-2.5-2.5l.9-1-1-2.1z',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  qr: 'M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h2v2h-2zm4 0h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2z',
  bag: 'M5.5 8h13l-1.2 12H6.7zM9 10V7a3 3 0 0 1 6 0v3',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 20h14',
  map: 'M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5zM9 4v13.5m6-11V20',
  calendar: 'M5 5h14v15H5zM5 10h14M9 3v4m6-4v4m-6.5 8.5 2 2 4-4',
} as const;

export type IconName = keyof typeof PATHS | SocialKind;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
