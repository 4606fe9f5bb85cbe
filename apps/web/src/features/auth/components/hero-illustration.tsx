// A phone showing a café site made with Webku; drawn inline so the landing needs no image requests.
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 300 600"
      className={className}
      role="img"
      aria-labelledby="hero-illustration-title"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id="hero-illustration-title">Contoh website kedai kopi buatan Webku di layar ponsel</title>
      <defs>
        <linearGradient id="hi-hero" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6e3312" />
          <stop offset="1" stopColor="#2a1c14" />
        </linearGradient>
        <linearGradient id="hi-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.35" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.45" />
        </linearGradient>
        <clipPath id="hi-screen">
          <rect x="14" y="14" width="272" height="572" rx="34" />
        </clipPath>
      </defs>

      {/* Body of the phone */}
      <rect x="2" y="2" width="296" height="596" rx="44" fill="#1c1410" />
      <rect x="6" y="6" width="288" height="588" rx="40" fill="#2b211b" />

      <g clipPath="url(#hi-screen)">
        <rect x="14" y="14" width="272" height="572" fill="#faf7f2" />

        {/* Hero of the café site */}
        <rect x="14" y="14" width="272" height="250" fill="url(#hi-hero)" />
        <circle cx="230" cy="88" r="70" fill="#c96f1f" opacity="0.35" />
        <circle cx="60" cy="210" r="50" fill="#de8a3c" opacity="0.2" />
        {/* Cup */}
        <g transform="translate(170 120)">
          <path d="M0 0h70l-7 56a12 12 0 0 1-12 10H19A12 12 0 0 1 7 56z" fill="#fdf6ee" />
          <path d="M70 12h8a13 13 0 0 1 0 26h-10" fill="none" stroke="#fdf6ee" strokeWidth="6" />
          <ellipse cx="35" cy="2" rx="33" ry="6" fill="#8a3f0f" />
          <path
            d="M22-22c-6 8 6 12 0 20M38-26c-6 8 6 12 0 20M54-22c-6 8 6 12 0 20"
            stroke="#f2cba2"
            strokeWidth="3.5"
            fill="none"
            strokeLinecap="round"
          />
        </g>
        <rect x="14" y="14" width="272" height="250" fill="url(#hi-shade)" />

        {/* Status bar and navigation */}
        <text x="34" y="40" fontSize="12" fontWeight="600" fill="#fdf6ee" fontFamily="system-ui, sans-serif">
          09.41
        </text>
        <rect x="120" y="24" width="60" height="18" rx="9" fill="#1c1410" />
        <circle cx="38" cy="72" r="12" fill="#fdf6ee" />
        <path d="M32 70h12l-1.5 8a2 2 0 0 1-2 1.6h-5a2 2 0 0 1-2-1.6z" fill="#8a3f0f" />
        <text x="58" y="77" fontSize="14" fontWeight="700" fill="#fdf6ee" fontFamily="system-ui, sans-serif">
          Kopi Senja
        </text>
        <rect x="248" y="66" width="18" height="2.5" rx="1.25" fill="#fdf6ee" />
        <rect x="248" y="72" width="18" height="2.5" rx="1.25" fill="#fdf6ee" />
        <rect x="248" y="78" width="18" height="2.5" rx="1.25" fill="#fdf6ee" />

        <text x="34" y="196" fontSize="24" fontWeight="700" fill="#ffffff" fontFamily="Georgia, serif">
          Kopi Senja
        </text>
        <text x="34" y="216" fontSize="11" fill="#f9e7d3" fontFamily="system-ui, sans-serif">
          Kopi susu gula aren sejak 2019
        </text>
        <rect x="34" y="228" width="92" height="26" rx="13" fill="#de8a3c" />
        <text
          x="80"
          y="245"
          fontSize="11"
          fontWeight="700"
          fill="#2a1c14"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
        >
          Lihat Menu
        </text>

        {/* Menu list */}
        <text x="34" y="298" fontSize="16" fontWeight="700" fill="#3b2a20" fontFamily="Georgia, serif">
          Menu Favorit
        </text>
        <rect x="34" y="310" width="54" height="20" rx="10" fill="#3b2a20" />
        <text
          x="61"
          y="324"
          fontSize="10"
          fontWeight="600"
          fill="#fdf6ee"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
        >
          Kopi
        </text>
        <rect x="94" y="310" width="66" height="20" rx="10" fill="#f0e6da" />
        <text
          x="127"
          y="324"
          fontSize="10"
          fill="#6e3312"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
        >
          Non-Kopi
        </text>
        <rect x="166" y="310" width="56" height="20" rx="10" fill="#f0e6da" />
        <text
          x="194"
          y="324"
          fontSize="10"
          fill="#6e3312"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
        >
          Camilan
        </text>

        {[
          { y: 344, name: 'Es Kopi Susu', price: 'Rp 22.000', badge: true, tone: '#8a3f0f' },
          { y: 410, name: 'Kopi Tubruk', price: 'Rp 15.000', badge: false, tone: '#6e3312' },
          { y: 476, name: 'Croissant', price: 'Rp 25.000', badge: false, tone: '#c96f1f' },
        ].map((item) => (
          <g key={item.name}>
            <rect x="30" y={item.y} width="240" height="56" rx="14" fill="#ffffff" stroke="#efe6db" />
            <rect x="38" y={item.y + 8} width="40" height="40" rx="10" fill={item.tone} />
            <circle cx="58" cy={item.y + 28} r="11" fill="#fdf6ee" opacity="0.85" />
            <circle cx="58" cy={item.y + 28} r="6" fill={item.tone} />
            <text
              x="88"
              y={item.y + 25}
              fontSize="11.5"
              fontWeight="700"
              fill="#3b2a20"
              fontFamily="system-ui, sans-serif"
            >
              {item.name}
            </text>
            {item.badge && (
              <>
                <rect x="88" y={item.y + 32} width="62" height="15" rx="7.5" fill="#f9e7d3" />
                <text
                  x="119"
                  y={item.y + 43}
                  fontSize="8.5"
                  fontWeight="700"
                  fill="#8a3f0f"
                  textAnchor="middle"
                  fontFamily="system-ui, sans-serif"
                >
                  ★ Best Seller
                </text>
              </>
            )}
            <text
              x="262"
              y={item.y + 25}
              fontSize="11"
              fontWeight="700"
              fill="#8a3f0f"
              textAnchor="end"
              fontFamily="system-ui, sans-serif"
            >
              {item.price}
            </text>
          </g>
        ))}

        {/* Stores teaser */}
        <rect x="30" y="544" width="240" height="60" rx="14" fill="#3b2a20" />
        <circle cx="54" cy="566" r="8" fill="#de8a3c" />
        <text x="70" y="570" fontSize="11" fontWeight="700" fill="#fdf6ee" fontFamily="system-ui, sans-serif">
          Buka hari ini · 08.00–22.00
        </text>
      </g>

      {/* Home indicator */}
      <rect x="110" y="574" width="80" height="4" rx="2" fill="#3b2a20" opacity="0.5" />
    </svg>
  );
}
