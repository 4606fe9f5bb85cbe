import { type Art, darken, lighten, type Motif } from './svg-kit';

// Plated food in a three-quarter view: the plate is an ellipse around (100, 150) and the food rises above it.

export function plate(color: string): string {
  return [
    `<ellipse cx="100" cy="156" rx="94" ry="32" fill="${darken(color, 0.14)}"/>`,
    `<ellipse cx="100" cy="150" rx="94" ry="32" fill="${color}"/>`,
    `<ellipse cx="100" cy="152" rx="68" ry="21" fill="${darken(color, 0.05)}"/>`,
  ].join('');
}

export function bananaLeaf(): string {
  return '<path d="M14 150 Q100 104 190 146 Q100 190 14 150 Z" fill="#4E7A3A"/><path d="M20 150 Q100 136 184 146" stroke="#7FA85E" stroke-width="2" fill="none"/>';
}

// A mound of rice (or fried rice) with a few grains.
export function dome(
  art: Art,
  x: number,
  base: number,
  w: number,
  h: number,
  fill: string,
  flecks?: string,
): string {
  const parts = [
    `<path d="M${x - w / 2} ${base} C${x - w / 2} ${base - h * 1.3} ${x + w / 2} ${base - h * 1.3} ${x + w / 2} ${base} Q${x} ${base + 8} ${x - w / 2} ${base} Z" fill="${art.volume(fill, 0.08)}"/>`,
  ];
  for (let i = 0; i < 16; i++) {
    const gx = x - w * 0.38 + ((i * 29) % Math.round(w * 0.76));
    const gy = base - 6 - ((i * 17) % Math.round(h * 0.8));
    parts.push(
      `<ellipse cx="${gx}" cy="${gy}" rx="3.2" ry="1.6" fill="${lighten(fill, 0.4)}" transform="rotate(${(i * 41) % 180} ${gx} ${gy})"/>`,
    );
    if (flecks && i % 3 === 0) parts.push(`<circle cx="${gx + 4}" cy="${gy + 3}" r="2" fill="${flecks}"/>`);
  }
  return parts.join('');
}

export function friedEgg(x: number, y: number, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-30 2 C-32 -10 -14 -14 -2 -12 C12 -16 32 -10 30 2 C28 12 8 14 -4 13 C-18 14 -28 10 -30 2 Z" fill="#FFFDF7"/><ellipse cx="2" cy="-2" rx="10" ry="7" fill="#F4A62A"/><ellipse cx="-1" cy="-4" rx="3.5" ry="2" fill="#FFD77A"/></g>`;
}

export function cucumber(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="10" ry="5" fill="#3F7D3A"/><ellipse cx="${x}" cy="${y - 0.5}" rx="8" ry="3.8" fill="#CFE6A8"/><ellipse cx="${x}" cy="${y - 0.5}" rx="3" ry="1.4" fill="#EEF6D6"/>`;
}

export function sambal(x: number, y: number, color = '#C23B22'): string {
  return `<path d="M${x - 14} ${y} Q${x - 12} ${y - 14} ${x} ${y - 14} Q${x + 12} ${y - 14} ${x + 14} ${y} Q${x} ${y + 5} ${x - 14} ${y} Z" fill="${color}"/><ellipse cx="${x - 3}" cy="${y - 9}" rx="4" ry="2" fill="#ffffff" opacity="0.35"/>`;
}

export function greens(x: number, y: number): string {
  return [
    `<ellipse cx="${x - 10}" cy="${y}" rx="16" ry="7" fill="#5E9B4E" transform="rotate(-20 ${x - 10} ${y})"/>`,
    `<ellipse cx="${x + 6}" cy="${y - 3}" rx="15" ry="6" fill="#77B563" transform="rotate(15 ${x + 6} ${y - 3})"/>`,
    `<path d="M${x - 20} ${y + 3} L${x + 16} ${y - 6}" stroke="#DCEFC2" stroke-width="1.5"/>`,
  ].join('');
}

export function kerupuk(x: number, y: number, color = '#F4E3B5'): string {
  return `<path d="M${x - 26} ${y} Q${x - 30} ${y - 30} ${x - 4} ${y - 36} Q${x + 24} ${y - 40} ${x + 28} ${y - 10} Q${x + 22} ${y + 4} ${x} ${y + 2} Q${x - 20} ${y + 6} ${x - 26} ${y} Z" fill="${color}"/><path d="M${x - 16} ${y - 14} Q${x} ${y - 26} ${x + 16} ${y - 16}" stroke="${darken(color, 0.12)}" stroke-width="2" fill="none"/>`;
}

export function drumstick(art: Art, x: number, y: number, color: string): string {
  return [
    `<path d="M${x + 24} ${y - 16} l12 -10 q8 -4 10 4 q6 2 2 9 q-4 6 -10 2 l-10 8 Z" fill="#F6EEDD"/>`,
    `<path d="M${x - 34} ${y + 4} C${x - 44} ${y - 26} ${x - 6} ${y - 40} ${x + 28} ${y - 16} C${x + 34} ${y - 8} ${x + 20} ${y + 10} ${x - 4} ${y + 12} C${x - 20} ${y + 14} ${x - 30} ${y + 12} ${x - 34} ${y + 4} Z" fill="${art.linear(lighten(color, 0.15), darken(color, 0.2), 'v')}"/>`,
    `<path d="M${x - 22} ${y - 12} Q${x - 6} ${y - 26} ${x + 12} ${y - 18}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.3" fill="none"/>`,
    `<path d="M${x - 20} ${y - 2} l10 -6 M${x - 4} ${y} l10 -6" stroke="${darken(color, 0.45)}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`,
  ].join('');
}

// Irregular pieces (rendang, tempe, tofu, fritters) arranged in a small heap.
export function pieces(
  x: number,
  y: number,
  color: string,
  count: number,
  shape: 'chunk' | 'block' | 'round' | 'ring',
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = x + ((i % 3) - 1) * 20 + (i > 2 ? 10 : 0);
    const py = y - (i > 2 ? 14 : 0) + (i % 2) * 3;
    const fill = i % 2 ? darken(color, 0.08) : color;
    if (shape === 'block') {
      out.push(
        `<rect x="${px - 12}" y="${py - 10}" width="24" height="16" rx="3" fill="${fill}"/><rect x="${px - 12}" y="${py - 10}" width="24" height="5" rx="2" fill="${lighten(color, 0.2)}"/>`,
      );
    } else if (shape === 'round') {
      out.push(
        `<ellipse cx="${px}" cy="${py}" rx="14" ry="10" fill="${fill}"/><ellipse cx="${px - 4}" cy="${py - 4}" rx="5" ry="2.5" fill="${lighten(color, 0.35)}"/>`,
      );
    } else if (shape === 'ring') {
      out.push(
        `<ellipse cx="${px}" cy="${py}" rx="13" ry="9" fill="none" stroke="${fill}" stroke-width="7"/>`,
      );
    } else {
      out.push(
        `<path d="M${px - 13} ${py + 4} Q${px - 16} ${py - 10} ${px - 2} ${py - 12} Q${px + 14} ${py - 12} ${px + 13} ${py} Q${px + 8} ${py + 8} ${px - 13} ${py + 4} Z" fill="${fill}"/>`,
      );
    }
  }
  return out.join('');
}

export function noodlePile(x: number, y: number, color: string): string {
  const lines: string[] = [];
  for (let i = 0; i < 9; i++) {
    const yy = y - 4 - i * 3.2;
    const w = 46 - Math.abs(i - 3) * 4;
    lines.push(
      `<path d="M${x - w} ${yy} q${w / 4} -8 ${w / 2} 0 t${w / 2} 0 t${w / 2} 0 t${w / 2} 0" fill="none" stroke="${i % 2 ? darken(color, 0.1) : color}" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  return lines.join('');
}

export function skewer(x1: number, y1: number, x2: number, y2: number, meat: string, char = true): string {
  const parts = [
    `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#D9B98C" stroke-width="3.5" stroke-linecap="round"/>`,
  ];
  for (let i = 1; i <= 4; i++) {
    const t = 0.22 + i * 0.13;
    const cx = x1 + (x2 - x1) * t;
    const cy = y1 + (y2 - y1) * t;
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="11" ry="9" fill="${meat}" transform="rotate(-25 ${cx} ${cy})"/>`,
    );
    if (char)
      parts.push(
        `<path d="M${cx - 6} ${cy - 2} l8 -4 M${cx - 3} ${cy + 4} l8 -4" stroke="#3A1F12" stroke-width="2.2" opacity="0.7"/>`,
      );
  }
  return parts.join('');
}

export type BowlTopping =
  | 'meatballs'
  | 'noodles'
  | 'egg'
  | 'greens'
  | 'chili'
  | 'carrot'
  | 'bone'
  | 'koya'
  | 'sprouts'
  | 'scallion'
  | 'chicken'
  | 'wonton'
  | 'beef';

// A bowl of soup or noodles in three-quarter view.
export function bowl(o: {
  bowl: string;
  broth: string;
  toppings: readonly BowlTopping[];
  stripe?: string;
}): Motif {
  return (art) => {
    const parts = [
      `<path d="M18 96 Q22 174 100 178 Q178 174 182 96 Z" fill="${art.volume(o.bowl, 0.12)}"/>`,
      `<rect x="70" y="172" width="60" height="12" rx="4" fill="${darken(o.bowl, 0.15)}"/>`,
    ];
    if (o.stripe)
      parts.push(`<path d="M22 116 Q100 134 178 116" stroke="${o.stripe}" stroke-width="6" fill="none"/>`);
    parts.push(`<ellipse cx="100" cy="96" rx="82" ry="22" fill="${lighten(o.bowl, 0.25)}"/>`);
    parts.push(`<ellipse cx="100" cy="98" rx="74" ry="18" fill="${o.broth}"/>`);
    const spots: Record<BowlTopping, string> = {
      noodles: noodlePile(100, 104, '#F0C75E'),
      meatballs:
        '<circle cx="80" cy="88" r="15" fill="#8A6A52"/><circle cx="112" cy="86" r="17" fill="#7E5E47"/><circle cx="106" cy="80" r="5" fill="#B49378" opacity="0.7"/><circle cx="76" cy="83" r="4" fill="#B49378" opacity="0.7"/>',
      egg: '<ellipse cx="136" cy="94" rx="15" ry="10" fill="#FFFDF5"/><ellipse cx="136" cy="94" rx="7" ry="5" fill="#F2B632"/>',
      greens: greens(66, 100),
      chili:
        '<circle cx="120" cy="104" r="3" fill="#D7372A"/><circle cx="128" cy="100" r="3" fill="#D7372A"/><circle cx="96" cy="108" r="3" fill="#D7372A"/>',
      carrot:
        '<ellipse cx="70" cy="100" rx="9" ry="5" fill="#E8853A"/><ellipse cx="128" cy="106" rx="8" ry="4.5" fill="#E8853A"/>',
      bone: '<path d="M84 92 Q100 70 124 90 Q118 104 100 104 Q86 104 84 92 Z" fill="#7A4630"/><ellipse cx="104" cy="86" rx="8" ry="5" fill="#F3E6CF"/>',
      koya: Array.from(
        { length: 22 },
        (_, i) =>
          `<circle cx="${70 + ((i * 37) % 62)}" cy="${92 + ((i * 13) % 14)}" r="1.8" fill="#E9CF8F"/>`,
      ).join(''),
      sprouts:
        '<path d="M66 96 q10 -8 20 0 M74 104 q8 -6 16 2 M132 102 q8 -8 18 -2" stroke="#F3EFD6" stroke-width="3" fill="none" stroke-linecap="round"/>',
      scallion: Array.from(
        { length: 8 },
        (_, i) =>
          `<circle cx="${74 + i * 8}" cy="${96 + (i % 3) * 4}" r="3" fill="none" stroke="#5FA34A" stroke-width="2"/>`,
      ).join(''),
      chicken:
        '<path d="M84 96 l22 -6 M88 102 l24 -4 M96 92 l18 2 M80 100 l14 -10" stroke="#EED9B4" stroke-width="4" stroke-linecap="round"/>',
      wonton:
        '<path d="M132 92 q8 -16 20 -4 q-4 12 -20 4 Z" fill="#E3A950"/><path d="M56 98 q6 -14 18 -4 q-6 10 -18 4 Z" fill="#E3A950"/>',
      beef: pieces(100, 96, '#5B3420', 4, 'chunk'),
    };
    for (const topping of o.toppings) parts.push(spots[topping]);
    parts.push(
      '<path d="M30 112 Q36 150 70 168" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.25" fill="none"/>',
    );
    return parts.join('');
  };
}

// Fries in a paper cup.
export function friesCup(cup: string): Motif {
  return (art) => {
    const fries = [58, 70, 82, 94, 106, 118, 130, 142]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${34 + ((i * 19) % 24)}" width="11" height="90" rx="3" fill="${i % 2 ? '#F2C14E' : '#E8B23A'}" transform="rotate(${(i - 4) * 3} ${x} 120)"/>`,
      )
      .join('');
    return `${fries}<path d="M46 86 L154 86 L138 188 L62 188 Z" fill="${art.volume(cup)}"/><path d="M46 86 L154 86 L151 104 L49 104 Z" fill="${darken(cup, 0.12)}"/><circle cx="100" cy="142" r="16" fill="#ffffff" opacity="0.85"/><circle cx="100" cy="142" r="8" fill="${cup}"/>`;
  };
}
