import { darken, lighten, type Motif } from './svg-kit';

// Simple illustrative objects for services and news, drawn as flat shapes with a little depth.

export function chatBubbles(a: string, b: string): Motif {
  return (art) =>
    `<path d="M24 50 Q24 30 44 30 H130 Q150 30 150 50 V98 Q150 118 130 118 H64 L36 140 L42 118 Q24 116 24 98 Z" fill="${art.volume(a, 0.08)}"/><path d="M80 110 Q80 92 98 92 H160 Q178 92 178 110 V150 Q178 168 160 168 H156 L164 188 L138 168 H98 Q80 168 80 150 Z" fill="${art.volume(b, 0.08)}"/>${[100, 122, 144].map((x) => `<circle cx="${x + 14}" cy="130" r="6" fill="#ffffff" opacity="0.9"/>`).join('')}<rect x="44" y="56" width="80" height="8" rx="4" fill="#ffffff" opacity="0.7"/><rect x="44" y="76" width="54" height="8" rx="4" fill="#ffffff" opacity="0.5"/>`;
}

export function clock(face: string, rim: string): Motif {
  return (art) =>
    `<circle cx="100" cy="104" r="76" fill="${art.volume(rim, 0.12)}"/><circle cx="100" cy="104" r="62" fill="${face}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="98" y="48" width="4" height="${i % 3 ? 6 : 12}" fill="${darken(rim, 0.2)}" transform="rotate(${i * 30} 100 104)"/>`).join('')}<path d="M100 104 V66 M100 104 L130 118" stroke="${darken(rim, 0.3)}" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="104" r="6" fill="${rim}"/>`;
}

export function bolt(disc: string, color: string): Motif {
  return (art) =>
    `<circle cx="100" cy="104" r="80" fill="${art.volume(disc, 0.1)}"/><path d="M112 30 L62 116 H96 L84 178 L142 86 H106 Z" fill="${color}"/>`;
}

export function starBadge(color: string, ribbon: string): Motif {
  return (art) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const radius = i % 2 ? 24 : 50;
      const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
      return `${100 + radius * Math.cos(a)},${92 + radius * Math.sin(a)}`;
    }).join(' ');
    return `<path d="M70 130 L52 190 L76 178 L90 198 L100 140 Z M130 130 L148 190 L124 178 L110 198 L100 140 Z" fill="${ribbon}"/><circle cx="100" cy="92" r="68" fill="${art.volume(color, 0.12)}"/><circle cx="100" cy="92" r="56" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/><polygon points="${points}" fill="#ffffff" opacity="0.9"/>`;
  };
}

export function house(wall: string, roof: string): Motif {
  return (art) =>
    `<rect x="44" y="92" width="112" height="92" fill="${art.volume(wall, 0.08)}"/><path d="M26 100 L100 34 L174 100 Z" fill="${roof}"/><rect x="86" y="124" width="30" height="60" rx="4" fill="${darken(wall, 0.3)}"/><rect x="56" y="112" width="22" height="22" rx="3" fill="#FFF3D6"/><rect x="124" y="112" width="22" height="22" rx="3" fill="#FFF3D6"/>`;
}

export function shield(color: string): Motif {
  return (art) =>
    `<path d="M100 20 L168 46 V96 C168 142 138 172 100 190 C62 172 32 142 32 96 V46 Z" fill="${art.volume(color, 0.12)}"/><path d="M100 36 L154 56 V96 C154 132 132 156 100 172 Z" fill="#ffffff" opacity="0.15"/><path d="M68 104 L92 128 L136 80" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function calendar(color: string, pages = 1): Motif {
  return (art) => {
    const back = Array.from(
      { length: pages - 1 },
      (_, i) =>
        `<rect x="${40 + (i + 1) * 8}" y="${46 - (i + 1) * 8}" width="120" height="128" rx="12" fill="${lighten(color, 0.3 + i * 0.15)}"/>`,
    ).join('');
    const cells = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${52 + (i % 4) * 26}" y="${98 + Math.floor(i / 4) * 24}" width="18" height="14" rx="3" fill="${i === 6 ? color : '#E9E1D4'}"/>`,
    ).join('');
    return `${back}<rect x="40" y="46" width="120" height="128" rx="12" fill="#FFFDF8"/><path d="M40 58 Q40 46 52 46 H148 Q160 46 160 58 V84 H40 Z" fill="${art.volume(color, 0.1)}"/><rect x="64" y="32" width="10" height="28" rx="5" fill="${darken(color, 0.3)}"/><rect x="126" y="32" width="10" height="28" rx="5" fill="${darken(color, 0.3)}"/>${cells}`;
  };
}

export function gradCap(color: string, tassel: string): Motif {
  return (art) =>
    `<path d="M56 100 V146 Q100 170 144 146 V100 Z" fill="${art.volume(color, 0.1)}"/><path d="M100 44 L186 84 L100 124 L14 84 Z" fill="${lighten(color, 0.1)}"/><path d="M100 84 L160 104 V150" stroke="${tassel}" stroke-width="5" fill="none"/><circle cx="160" cy="156" r="8" fill="${tassel}"/>`;
}

export function memberCard(color: string, chip = '#D9B35A'): Motif {
  return (art) =>
    `<rect x="24" y="50" width="152" height="100" rx="14" fill="${art.linear(lighten(color, 0.15), darken(color, 0.2), 'd')}"/><rect x="42" y="78" width="30" height="24" rx="5" fill="${chip}"/><rect x="42" y="118" width="90" height="8" rx="4" fill="#ffffff" opacity="0.6"/><circle cx="146" cy="80" r="14" fill="#ffffff" opacity="0.3"/><circle cx="160" cy="80" r="14" fill="#ffffff" opacity="0.3"/>`;
}

export function briefcase(color: string): Motif {
  return (art) =>
    `<path d="M76 66 V50 Q76 40 86 40 H114 Q124 40 124 50 V66" stroke="${darken(color, 0.25)}" stroke-width="8" fill="none"/><rect x="26" y="64" width="148" height="116" rx="14" fill="${art.volume(color, 0.1)}"/><path d="M26 108 H174" stroke="${darken(color, 0.2)}" stroke-width="4"/><rect x="88" y="98" width="24" height="22" rx="4" fill="#D9B35A"/>`;
}

export function boxStack(color: string): Motif {
  return (art) =>
    (
      [
        [30, 120, 70],
        [100, 120, 70],
        [64, 56, 70],
      ] as const
    )
      .map(
        ([x, y, s]) =>
          `<rect x="${x}" y="${y}" width="${s}" height="${s - 6}" rx="4" fill="${art.volume(color, 0.1)}"/><rect x="${x + s / 2 - 6}" y="${y}" width="12" height="${s - 6}" fill="${lighten(color, 0.3)}"/>`,
      )
      .join('');
}

export function balloons(colors: readonly string[]): Motif {
  return () =>
    colors
      .map((c, i) => {
        const x = 60 + i * 40;
        const y = 70 + (i % 2) * 24;
        return `<path d="M${x} ${y + 44} Q${x + 10} ${y + 90} 100 186" stroke="#8A7A6A" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="30" ry="38" fill="${c}"/><ellipse cx="${x - 10}" cy="${y - 14}" rx="7" ry="11" fill="#ffffff" opacity="0.35"/><path d="M${x - 5} ${y + 40} L${x + 5} ${y + 40} L${x} ${y + 46} Z" fill="${c}"/>`;
      })
      .join('');
}

export function phoneChat(body: string, bubble: string): Motif {
  return (art) =>
    `<rect x="56" y="14" width="92" height="178" rx="16" fill="${art.volume(body, 0.1)}"/><rect x="64" y="32" width="76" height="142" rx="6" fill="#FFFDF8"/><rect x="72" y="48" width="48" height="20" rx="10" fill="#E9E1D4"/><rect x="86" y="78" width="46" height="20" rx="10" fill="${bubble}"/><rect x="72" y="108" width="40" height="20" rx="10" fill="#E9E1D4"/><rect x="80" y="138" width="52" height="20" rx="10" fill="${bubble}"/>`;
}

export function magnifier(rim: string): Motif {
  return (art) =>
    `<path d="M128 128 L176 176" stroke="${darken(rim, 0.2)}" stroke-width="20" stroke-linecap="round"/><circle cx="92" cy="92" r="58" fill="${art.volume(rim, 0.1)}"/><circle cx="92" cy="92" r="44" fill="#EAF4F2"/><path d="M70 94 L88 112 L118 76" stroke="#4E8F5A" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

// Three friendly figures in aprons, for team and hiring news.
export function team(
  colors: readonly string[],
  skin: readonly string[] = ['#E2B08C', '#C98E68', '#A87253'],
): Motif {
  return () =>
    [0, 1, 2]
      .map((i) => {
        const x = 44 + i * 56;
        const y = i === 1 ? 0 : 14;
        const c = colors[i % colors.length]!;
        const face = `<circle cx="${x - 8}" cy="${80 + y}" r="2.6" fill="#2F2420"/><circle cx="${x + 8}" cy="${80 + y}" r="2.6" fill="#2F2420"/><path d="M${x - 8} ${90 + y} Q${x} ${97 + y} ${x + 8} ${90 + y}" stroke="#2F2420" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
        return `<path d="M${x - 34} 200 Q${x - 34} ${110 + y} ${x} ${108 + y} Q${x + 34} ${110 + y} ${x + 34} 200 Z" fill="${c}"/><path d="M${x - 14} ${130 + y} H${x + 14} V200 H${x - 14} Z" fill="${lighten(c, 0.5)}"/><circle cx="${x}" cy="${78 + y}" r="24" fill="${skin[i % skin.length]}"/><path d="M${x - 25} ${76 + y} Q${x - 22} ${46 + y} ${x} ${50 + y} Q${x + 22} ${46 + y} ${x + 25} ${76 + y} Q${x + 10} ${62 + y} ${x - 25} ${76 + y} Z" fill="#2F2420"/>${face}`;
      })
      .join('');
}

// Small garnishes scattered on tables.

export function coffeeBean(color = '#4A2C1C'): Motif {
  return () =>
    `<ellipse cx="100" cy="100" rx="60" ry="80" fill="${color}"/><path d="M100 24 Q70 100 100 176" stroke="${lighten(color, 0.25)}" stroke-width="10" fill="none"/>`;
}

export function chili(color = '#C8372D'): Motif {
  return () =>
    `<path d="M40 150 Q30 90 90 60 Q140 40 150 70 Q110 80 90 110 Q70 140 40 150 Z" fill="${color}"/><path d="M148 68 Q160 50 176 48" stroke="#4E7A3A" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

export function leaf(color = '#6E9B5A'): Motif {
  return () =>
    `<path d="M30 170 Q40 40 170 30 Q160 160 30 170 Z" fill="${color}"/><path d="M40 160 Q100 100 160 40" stroke="${lighten(color, 0.35)}" stroke-width="6" fill="none"/>`;
}

export function petal(color = '#E7A3A9'): Motif {
  return () => `<path d="M100 20 C40 60 50 160 100 180 C150 160 160 60 100 20 Z" fill="${color}"/>`;
}

export function button(color = '#C9A45C'): Motif {
  return () =>
    `<circle cx="100" cy="100" r="80" fill="${color}"/><circle cx="100" cy="100" r="62" fill="none" stroke="${darken(color, 0.2)}" stroke-width="6"/>${[
      [80, 80],
      [120, 80],
      [80, 120],
      [120, 120],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${darken(color, 0.35)}"/>`)
      .join('')}`;
}

export function sparkle(color = '#D9A441'): Motif {
  return () =>
    `<path d="M100 10 Q112 88 190 100 Q112 112 100 190 Q88 112 10 100 Q88 88 100 10 Z" fill="${color}"/>`;
}
