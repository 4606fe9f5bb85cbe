import { darken, lighten, type Motif } from './svg-kit';

export function scissors(handle: string, blade = '#C9CED6'): Motif {
  return (art) =>
    `<g transform="rotate(-30 100 100)"><path d="M96 100 L88 12 Q100 8 104 18 L104 100 Z" fill="${art.volume(blade, 0.2)}"/><path d="M104 100 L126 16 Q136 18 134 28 L110 104 Z" fill="${art.volume(darken(blade, 0.08), 0.2)}"/><circle cx="100" cy="104" r="5" fill="#7B8088"/><circle cx="78" cy="150" r="24" fill="none" stroke="${handle}" stroke-width="11"/><circle cx="128" cy="150" r="24" fill="none" stroke="${darken(handle, 0.1)}" stroke-width="11"/><path d="M92 112 L84 128 M108 112 L118 128" stroke="${handle}" stroke-width="10" stroke-linecap="round"/></g>`;
}

export function comb(color: string): Motif {
  return (art) => {
    const teeth = Array.from(
      { length: 18 },
      (_, i) =>
        `<rect x="${36 + i * 7.4}" y="100" width="4" height="${i < 6 ? 46 : 38}" rx="2" fill="${darken(color, 0.05)}"/>`,
    ).join('');
    return `<g transform="rotate(-12 100 110)"><rect x="30" y="72" width="140" height="34" rx="12" fill="${art.volume(color, 0.12)}"/>${teeth}<path d="M44 82 H156" stroke="#ffffff" stroke-width="3" opacity="0.3" stroke-linecap="round"/></g>`;
  };
}

export function hairDryer(color: string): Motif {
  return (art) =>
    `<path d="M72 112 L60 182 Q58 190 68 190 H86 Q94 190 94 182 L100 116 Z" fill="${darken(color, 0.1)}"/><path d="M30 80 Q30 40 80 40 H150 L170 50 V102 L150 112 H80 Q30 112 30 80 Z" fill="${art.volume(color, 0.12)}"/><ellipse cx="170" cy="76" rx="10" ry="28" fill="${darken(color, 0.25)}"/><circle cx="72" cy="76" r="18" fill="${lighten(color, 0.25)}"/><circle cx="72" cy="76" r="8" fill="${darken(color, 0.2)}"/><path d="M182 64 q10 12 0 24 M190 58 q14 18 0 36" stroke="${lighten(color, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

// Flowing strands of hair, for colouring and treatments.
export function hairStrands(colors: readonly string[]): Motif {
  return () =>
    colors
      .map(
        (c, i) =>
          `<path d="M${40 + i * 22} 20 C${10 + i * 22} 80 ${90 + i * 22} 110 ${50 + i * 22} 188" stroke="${c}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
}

export function pumpBottle(body: string, label: string, pump = '#3D3A36'): Motif {
  return (art) =>
    `<path d="M100 40 V20 H136 V28 H112 V40" fill="none" stroke="${pump}" stroke-width="7" stroke-linejoin="round"/><rect x="86" y="40" width="28" height="22" rx="4" fill="${pump}"/><rect x="56" y="62" width="88" height="128" rx="20" fill="${art.volume(body, 0.12)}"/><rect x="66" y="96" width="68" height="60" rx="6" fill="${label}"/><rect x="78" y="112" width="44" height="6" rx="3" fill="${darken(label, 0.35)}" opacity="0.5"/><rect x="84" y="126" width="32" height="5" rx="2.5" fill="${darken(label, 0.35)}" opacity="0.35"/><path d="M66 76 V176" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>`;
}

export function dropperBottle(glass: string, label: string): Motif {
  return (art) =>
    `<rect x="88" y="10" width="24" height="34" rx="12" fill="#2F2B28"/><rect x="80" y="42" width="40" height="22" rx="4" fill="#C9A45C"/><path d="M70 64 H130 Q150 64 150 90 V176 Q150 190 136 190 H64 Q50 190 50 176 V90 Q50 64 70 64 Z" fill="${art.volume(glass, 0.14)}"/><rect x="62" y="104" width="76" height="54" rx="6" fill="${label}"/><circle cx="100" cy="131" r="11" fill="${darken(label, 0.25)}" opacity="0.45"/><path d="M62 84 V176" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>`;
}

export function creamJar(body: string, lid: string, cream = '#FFF7EE'): Motif {
  return (art) =>
    [
      `<rect x="24" y="96" width="116" height="88" rx="18" fill="${art.volume(body, 0.12)}"/>`,
      `<ellipse cx="82" cy="98" rx="58" ry="14" fill="${cream}"/>`,
      `<path d="M60 96 q14 -22 30 -6 q-8 8 -16 -2" stroke="${darken(cream, 0.08)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      '<rect x="44" y="132" width="76" height="24" rx="6" fill="#ffffff" opacity="0.5"/>',
      '<path d="M36 112 V170" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>',
      `<g transform="rotate(-14 160 140)"><ellipse cx="160" cy="140" rx="20" ry="44" fill="${darken(lid, 0.12)}"/><ellipse cx="154" cy="140" rx="16" ry="42" fill="${art.volume(lid, 0.15)}"/></g>`,
    ].join('');
}

export function nailPolish(color: string, cap = '#2F2B28'): Motif {
  return (art) =>
    `<rect x="82" y="14" width="36" height="72" rx="8" fill="${art.volume(cap, 0.2)}"/><path d="M64 86 H136 Q156 86 156 110 V170 Q156 190 136 190 H64 Q44 190 44 170 V110 Q44 86 64 86 Z" fill="${art.volume(color, 0.16)}"/><path d="M58 102 V174" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.35"/><rect x="64" y="86" width="72" height="8" fill="${darken(color, 0.2)}"/>`;
}

// A fan of nail swatches, each a colour or a simple design.
export function nailFan(colors: readonly string[], art = false): Motif {
  return () =>
    colors
      .map((c, i) => {
        const angle = (i - (colors.length - 1) / 2) * 16;
        const deco =
          art && i % 2
            ? `<circle cx="100" cy="66" r="5" fill="#ffffff"/><circle cx="100" cy="86" r="3" fill="#F2C14E"/>`
            : '';
        return `<g transform="rotate(${angle} 100 190)"><path d="M84 54 Q84 36 100 36 Q116 36 116 54 V104 Q100 112 84 104 Z" fill="${c}"/><path d="M89 52 V96" stroke="#ffffff" stroke-width="3" opacity="0.4" stroke-linecap="round"/>${deco}<path d="M100 110 V180" stroke="#CDB79E" stroke-width="3"/></g>`;
      })
      .join('');
}

// A closed eye with long lashes.
export function lashes(ink = '#2F2B28'): Motif {
  return () => {
    const lashLines = Array.from({ length: 9 }, (_, i) => {
      const t = i / 8;
      const x = 36 + t * 128;
      const y = 96 + Math.sin(t * Math.PI) * 30;
      return `<path d="M${x} ${y} q${(t - 0.5) * 30} 20 ${(t - 0.5) * 40} 34" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    }).join('');
    return `<path d="M30 96 Q100 150 170 96" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round"/>${lashLines}<path d="M60 64 Q100 44 140 64" stroke="${lighten(ink, 0.3)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  };
}

// Frangipani (kamboja): five petals with a yellow heart.
export function frangipani(petal = '#FFFDF7', heart = '#F4C24D'): Motif {
  return () => {
    const petals = Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M100 100 C70 80 72 30 100 26 C122 30 124 70 100 100 Z" fill="${petal}" transform="rotate(${i * 72} 100 100)"/><path d="M100 100 C92 80 94 56 100 44" stroke="${heart}" stroke-width="7" opacity="0.8" fill="none" stroke-linecap="round" transform="rotate(${i * 72} 100 100)"/>`,
    ).join('');
    return `${petals}<circle cx="100" cy="100" r="10" fill="${heart}"/>`;
  };
}

export function stones(colors: readonly string[] = ['#4A4542', '#5E5954', '#35312E']): Motif {
  return (art) =>
    [
      `<ellipse cx="100" cy="170" rx="72" ry="20" fill="${art.volume(colors[0]!, 0.15)}"/>`,
      `<ellipse cx="100" cy="140" rx="56" ry="17" fill="${art.volume(colors[1]!, 0.15)}"/>`,
      `<ellipse cx="100" cy="114" rx="42" ry="14" fill="${art.volume(colors[2]!, 0.15)}"/>`,
      '<path d="M74 108 Q90 100 110 104" stroke="#ffffff" stroke-width="3" opacity="0.25" fill="none"/>',
    ].join('');
}

export function towelRoll(color: string): Motif {
  return (art) =>
    `<rect x="30" y="96" width="140" height="80" rx="40" fill="${art.volume(color, 0.1)}"/><ellipse cx="150" cy="136" rx="22" ry="40" fill="${lighten(color, 0.12)}"/><path d="M150 136 m-4 0 a4 8 0 1 1 8 0 a10 18 0 1 1 -20 0 a16 30 0 1 1 32 0" stroke="${darken(color, 0.12)}" stroke-width="3" fill="none"/><path d="M44 110 H132" stroke="${darken(color, 0.08)}" stroke-width="3" stroke-dasharray="2 5"/>`;
}

// A shallow bowl of water with petals, for lulur and pedicure.
export function petalBowl(bowlColor: string, petal = '#E58C9A'): Motif {
  return (art) =>
    `<rect x="72" y="164" width="56" height="20" rx="6" fill="${darken(bowlColor, 0.12)}"/><path d="M20 110 Q26 170 100 172 Q174 170 180 110 Z" fill="${art.volume(bowlColor, 0.12)}"/><ellipse cx="100" cy="110" rx="80" ry="20" fill="${lighten(bowlColor, 0.25)}"/><ellipse cx="100" cy="112" rx="72" ry="16" fill="#BFE0DA"/>${[
      [70, 108],
      [96, 114],
      [124, 106],
      [140, 114],
      [82, 118],
    ]
      .map(
        ([x, y], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="10" ry="5" fill="${i % 2 ? petal : lighten(petal, 0.3)}" transform="rotate(${i * 35} ${x} ${y})"/>`,
      )
      .join('')}`;
}

export function candle(wax: string, glass = '#E9DCCB'): Motif {
  return (art) =>
    `<rect x="56" y="80" width="88" height="104" rx="12" fill="${art.volume(glass, 0.1)}"/><rect x="56" y="96" width="88" height="88" rx="12" fill="${wax}"/><path d="M100 96 V78" stroke="#3B2A20" stroke-width="3"/><path d="M100 42 Q116 62 100 78 Q84 62 100 42 Z" fill="#F5A524"/><path d="M100 56 Q106 66 100 74 Q94 66 100 56 Z" fill="#FFE39A"/><circle cx="100" cy="62" r="34" fill="${art.glow('#FFD27A', 0.45)}"/>`;
}

export function foot(skin = '#E9B99A'): Motif {
  return (art) =>
    `<path d="M86 186 C58 186 56 150 62 120 C68 88 60 60 74 44 C90 28 124 40 128 70 C132 100 126 130 120 160 C116 180 106 186 86 186 Z" fill="${art.volume(skin, 0.1)}"/>${[
      [82, 30, 10],
      [102, 26, 8],
      [118, 30, 7],
      [130, 38, 6],
      [138, 48, 5],
    ]
      .map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="${skin}"/>`)
      .join(
        '',
      )}<circle cx="96" cy="92" r="6" fill="${darken(skin, 0.2)}" opacity="0.5"/><circle cx="92" cy="140" r="6" fill="${darken(skin, 0.2)}" opacity="0.5"/>`;
}

// Two cucumber slices and a leaf, for facial treatments.
export function facialSet(leaf = '#6E9B5A'): Motif {
  return () =>
    `<path d="M40 150 Q60 60 160 50 Q150 150 40 150 Z" fill="${leaf}"/><path d="M48 144 Q100 100 154 56" stroke="${lighten(leaf, 0.35)}" stroke-width="3" fill="none"/>${(
      [
        [70, 120],
        [128, 142],
      ] as const
    )
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="30" fill="#3F7D3A"/><circle cx="${x}" cy="${y}" r="25" fill="#CFE6A8"/>${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${x + 12 * Math.cos((i * Math.PI) / 3)}" cy="${y + 12 * Math.sin((i * Math.PI) / 3)}" rx="3" ry="1.6" fill="#EEF6D6"/>`).join('')}`,
      )
      .join('')}`;
}
