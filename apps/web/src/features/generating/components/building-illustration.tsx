// A browser window with a café site being assembled; bounced by the generating screen.
export function BuildingIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 160" className={className} aria-hidden="true">
      <rect x="10" y="14" width="180" height="132" rx="14" fill="#ffffff" stroke="#e7ddd1" strokeWidth="2" />
      <path d="M10 28a14 14 0 0 1 14-14h152a14 14 0 0 1 14 14v8H10z" fill="#f3ece3" />
      <circle cx="26" cy="25" r="3.5" fill="#e9a867" />
      <circle cx="38" cy="25" r="3.5" fill="#f2cba2" />
      <circle cx="50" cy="25" r="3.5" fill="#f9e7d3" />
      <rect x="22" y="46" width="156" height="44" rx="8" fill="#3b2a20" />
      <rect x="32" y="58" width="58" height="7" rx="3.5" fill="#fdf6ee" />
      <rect x="32" y="70" width="34" height="9" rx="4.5" fill="#de8a3c" />
      <g transform="translate(132 54)">
        <path d="M0 8h28l-3 20a5 5 0 0 1-5 4H8a5 5 0 0 1-5-4z" fill="#fdf6ee" />
        <path d="M28 12h3a5 5 0 0 1 0 10h-4" fill="none" stroke="#fdf6ee" strokeWidth="3" />
      </g>
      <rect x="22" y="98" width="48" height="36" rx="6" fill="#f9e7d3" />
      <rect x="76" y="98" width="48" height="36" rx="6" fill="#f2cba2" />
      <rect
        x="130"
        y="98"
        width="48"
        height="36"
        rx="6"
        fill="#f9e7d3"
        strokeDasharray="4 3"
        stroke="#c96f1f"
        strokeWidth="1.5"
      />
      <path d="M154 108v16M146 116h16" stroke="#c96f1f" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M176 4l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#de8a3c" />
      <path d="M16 140l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#e9a867" />
    </svg>
  );
}
