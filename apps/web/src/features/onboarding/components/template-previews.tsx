// Small drawings of the two public templates, in their own palettes (see DESIGN.md).
export function MinimalisPreview() {
  return (
    <svg viewBox="0 0 160 100" className="h-auto w-full" aria-hidden="true">
      <rect width="160" height="100" fill="#faf7f2" />
      <rect width="160" height="48" fill="#3b2a20" />
      <circle cx="128" cy="16" r="22" fill="#c96f1f" opacity="0.45" />
      <rect x="10" y="8" width="26" height="5" rx="2.5" fill="#fdf6ee" />
      <rect x="10" y="24" width="54" height="7" rx="3" fill="#fdf6ee" />
      <rect x="10" y="35" width="30" height="7" rx="3.5" fill="#de8a3c" />
      <rect x="10" y="56" width="58" height="36" rx="8" fill="#8a3f0f" opacity="0.85" />
      <rect x="76" y="58" width="74" height="8" rx="4" fill="#ffffff" stroke="#efe6db" />
      <rect x="76" y="70" width="74" height="8" rx="4" fill="#ffffff" stroke="#efe6db" />
      <rect x="76" y="82" width="74" height="8" rx="4" fill="#ffffff" stroke="#efe6db" />
      <circle cx="140" cy="62" r="2" fill="#c96f1f" />
      <circle cx="140" cy="74" r="2" fill="#c96f1f" />
      <circle cx="140" cy="86" r="2" fill="#c96f1f" />
    </svg>
  );
}

export function ClassicPreview() {
  return (
    <svg viewBox="0 0 160 100" className="h-auto w-full" aria-hidden="true">
      <rect width="160" height="100" fill="#ffffff" />
      <rect width="160" height="12" fill="#ffffff" />
      <rect x="8" y="4" width="22" height="4" rx="1" fill="#1e293b" />
      <rect x="110" y="4.5" width="12" height="3" rx="1" fill="#94a3b8" />
      <rect x="126" y="4.5" width="12" height="3" rx="1" fill="#94a3b8" />
      <rect x="142" y="4.5" width="10" height="3" rx="1" fill="#94a3b8" />
      <rect y="12" width="160" height="40" fill="#f1f5f9" />
      <rect x="8" y="20" width="60" height="7" rx="1.5" fill="#1e293b" />
      <rect x="8" y="30" width="48" height="4" rx="1" fill="#64748b" />
      <rect x="8" y="38" width="28" height="8" rx="2" fill="#1d4ed8" />
      <rect x="92" y="18" width="60" height="30" rx="3" fill="#cbd5e1" />
      <rect x="8" y="58" width="44" height="34" rx="3" fill="#ffffff" stroke="#e2e8f0" />
      <rect x="58" y="58" width="44" height="34" rx="3" fill="#ffffff" stroke="#e2e8f0" />
      <rect x="108" y="58" width="44" height="34" rx="3" fill="#ffffff" stroke="#e2e8f0" />
      <rect x="8" y="58" width="44" height="18" rx="3" fill="#e2e8f0" />
      <rect x="58" y="58" width="44" height="18" rx="3" fill="#e2e8f0" />
      <rect x="108" y="58" width="44" height="18" rx="3" fill="#e2e8f0" />
      <rect x="12" y="80" width="26" height="3" rx="1" fill="#334155" />
      <rect x="62" y="80" width="26" height="3" rx="1" fill="#334155" />
      <rect x="112" y="80" width="26" height="3" rx="1" fill="#334155" />
    </svg>
  );
}
