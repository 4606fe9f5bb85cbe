import { type Art, darken, lighten, type Motif } from './svg-kit';

export type Pattern =
  | 'none'
  | 'kawung'
  | 'parang'
  | 'floral'
  | 'lurik'
  | 'ikat'
  | 'stripes'
  | 'dots'
  | 'denim'
  | 'knit'
  | 'pleats';

// Fills the clip area with a textile pattern over a base colour.
function textile(art: Art, shape: string, base: string, pattern: Pattern): string {
  const clip = art.clip(shape);
  const ink = darken(base, 0.35);
  const light = lighten(base, 0.45);
  const marks: string[] = [];
  if (pattern === 'kawung') {
    for (let y = 10; y < 200; y += 26) {
      for (let x = 10; x < 200; x += 26) {
        marks.push(
          `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="-6" rx="4" ry="6" fill="${light}"/><ellipse cx="0" cy="6" rx="4" ry="6" fill="${light}"/><ellipse cx="-6" cy="0" rx="6" ry="4" fill="${light}"/><ellipse cx="6" cy="0" rx="6" ry="4" fill="${light}"/><circle r="1.5" fill="${ink}"/></g>`,
        );
      }
    }
  } else if (pattern === 'parang') {
    for (let i = -8; i < 16; i++) {
      marks.push(
        `<path d="M${i * 22} 0 q10 12 0 24 t0 24 t0 24 t0 24 t0 24 t0 24 t0 24 t0 24" transform="rotate(-35 100 100)" stroke="${light}" stroke-width="6" fill="none"/>`,
      );
    }
  } else if (pattern === 'floral') {
    for (let i = 0; i < 40; i++) {
      const x = (i * 47) % 200;
      const y = (i * 29) % 200;
      marks.push(
        `<circle cx="${x}" cy="${y}" r="5" fill="${light}"/><circle cx="${x}" cy="${y}" r="2" fill="#F2C14E"/>`,
      );
    }
  } else if (pattern === 'lurik' || pattern === 'stripes') {
    for (let x = 0; x < 200; x += pattern === 'lurik' ? 9 : 16) {
      marks.push(
        `<rect x="${x}" y="0" width="${pattern === 'lurik' ? (x % 27 === 0 ? 4 : 2) : 6}" height="200" fill="${pattern === 'lurik' ? ink : light}" opacity="0.6"/>`,
      );
    }
  } else if (pattern === 'ikat') {
    for (let y = 20; y < 200; y += 34) {
      marks.push(
        `<path d="M0 ${y} l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10" stroke="${light}" stroke-width="5" fill="none"/><path d="M0 ${y + 12} h200" stroke="${ink}" stroke-width="3" opacity="0.6"/>`,
      );
    }
  } else if (pattern === 'dots') {
    for (let i = 0; i < 60; i++)
      marks.push(`<circle cx="${(i * 37) % 200}" cy="${(i * 23) % 200}" r="3" fill="${light}"/>`);
  } else if (pattern === 'denim') {
    marks.push(`<path d="M0 0 H200" stroke="${light}"/>`);
    for (let x = 0; x < 200; x += 5)
      marks.push(
        `<path d="M${x} 0 l40 200" stroke="${lighten(base, 0.12)}" stroke-width="1.5" opacity="0.5"/>`,
      );
  } else if (pattern === 'knit') {
    for (let x = 4; x < 200; x += 10)
      marks.push(
        `<path d="M${x} 0 v200" stroke="${darken(base, 0.12)}" stroke-width="3" stroke-dasharray="6 4"/>`,
      );
  } else if (pattern === 'pleats') {
    for (let x = 0; x < 200; x += 8)
      marks.push(
        `<path d="M${x} 0 l${(x - 100) * 0.18} 200" stroke="${darken(base, 0.14)}" stroke-width="2"/>`,
      );
  }
  return `<g clip-path="${clip}"><rect width="200" height="200" fill="${art.volume(base, 0.08)}"/>${marks.join('')}</g>`;
}

function hanger(): string {
  return '<path d="M100 30 q0 -12 10 -12 q10 0 8 10 q-2 6 -10 10" stroke="#8C8C8C" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M100 38 L44 64 Q40 68 46 68 H154 Q160 68 156 64 Z" fill="none" stroke="#A37A4E" stroke-width="5" stroke-linejoin="round"/>';
}

// T-shirt, shirt, blouse, tunic or cardigan, laid flat.
export function top(
  kind: 'tee' | 'shirt' | 'blouse' | 'tunic' | 'cardigan',
  color: string,
  pattern: Pattern = 'none',
): Motif {
  return (art) => {
    const long = kind === 'tunic' ? 186 : 170;
    const sleeve = kind === 'tee' ? 'L174 82 L156 104 L146 94' : 'L182 150 L164 158 L146 100';
    const sleeveL = kind === 'tee' ? 'L54 94 L44 104 L26 82' : 'L54 100 L36 158 L18 150';
    const shape = `<path d="M74 30 Q100 44 126 30 L164 48 ${sleeve} L146 ${long} L54 ${long} ${sleeveL} L36 48 Z"/>`;
    const parts = [textile(art, shape, color, kind === 'cardigan' ? 'knit' : pattern)];
    parts.push(
      `<path d="M74 30 Q100 50 126 30" stroke="${darken(color, 0.25)}" stroke-width="4" fill="none"/>`,
    );
    if (kind === 'shirt' || kind === 'cardigan') {
      parts.push(`<path d="M100 44 V${long}" stroke="${darken(color, 0.2)}" stroke-width="2"/>`);
      for (let y = 62; y < long; y += 24)
        parts.push(`<circle cx="104" cy="${y}" r="3.2" fill="${lighten(color, 0.6)}"/>`);
    }
    if (kind === 'shirt')
      parts.push(
        `<path d="M74 30 L88 54 L100 44 L112 54 L126 30" fill="${lighten(color, 0.1)}" stroke="${darken(color, 0.2)}" stroke-width="2"/>`,
      );
    if (kind === 'blouse') {
      parts.push(
        `<path d="M36 48 q8 -10 16 0 t16 -6 M164 48 q-8 -10 -16 0 t-16 -6" stroke="${lighten(color, 0.3)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      );
    }
    return parts.join('');
  };
}

// A dress or abaya on a hanger.
export function dress(color: string, pattern: Pattern, length: 'midi' | 'long', sleeves = true): Motif {
  return (art) => {
    const hem = length === 'long' ? 196 : 172;
    const arms = sleeves ? 'L150 66 L168 132 L152 136 L138 96' : 'L138 66 L136 96';
    const armsL = sleeves ? 'L62 96 L48 136 L32 132 L50 66' : 'L64 96 L62 66';
    const shape = `<path d="M80 50 Q100 62 120 50 ${arms} L136 110 L166 ${hem} L34 ${hem} L64 110 ${armsL} Z"/>`;
    return [
      textile(art, shape, color, pattern),
      `<path d="M66 112 H134" stroke="${darken(color, 0.25)}" stroke-width="5"/>`,
      `<path d="M80 50 Q100 66 120 50" stroke="${darken(color, 0.25)}" stroke-width="3" fill="none"/>`,
      hanger(),
    ].join('');
  };
}

// A stack of folded scarves or hijabs.
export function foldedStack(colors: readonly string[]): Motif {
  return (art) =>
    colors
      .map((color, i) => {
        const y = 160 - i * 30;
        return `<path d="M${34 + i * 4} ${y} Q100 ${y - 10} ${166 - i * 4} ${y} L${162 - i * 4} ${y + 28} Q100 ${y + 34} ${38 + i * 4} ${y + 28} Z" fill="${art.volume(color, 0.1)}"/><path d="M${40 + i * 4} ${y + 12} Q100 ${y + 4} ${160 - i * 4} ${y + 12}" stroke="${lighten(color, 0.3)}" stroke-width="2" fill="none"/>`;
      })
      .join('');
}

// A long scarf draped over a hanger, optionally pleated.
export function drapedScarf(color: string, pleated = false, pattern: Pattern = 'none'): Motif {
  return (art) => {
    const shape =
      '<path d="M56 68 Q100 76 144 68 L156 190 Q130 198 118 184 L112 90 Q100 96 88 90 L82 184 Q70 198 44 190 Z"/>';
    return [textile(art, shape, color, pleated ? 'pleats' : pattern), hanger()].join('');
  };
}

// Instant hijab (bergo) shape seen from the front.
export function instantHijab(color: string): Motif {
  return (art) =>
    `<path d="M100 28 C58 28 48 70 54 104 C40 130 30 160 36 186 H164 C170 160 160 130 146 104 C152 70 142 28 100 28 Z" fill="${art.volume(color, 0.12)}"/><path d="M70 60 Q100 40 130 60 Q128 104 100 112 Q72 104 70 60 Z" fill="#F3E3D3"/><path d="M64 56 Q100 30 136 56" stroke="${darken(color, 0.2)}" stroke-width="6" fill="none"/>`;
}

// Trousers or culottes.
export function trousers(color: string, cut: 'wide' | 'slim', pattern: Pattern = 'none'): Motif {
  return (art) => {
    const shape =
      cut === 'wide'
        ? '<path d="M56 24 H144 L176 188 H112 L100 84 L88 188 H24 Z"/>'
        : '<path d="M60 24 H140 L150 190 H110 L100 80 L90 190 H50 Z"/>';
    return [
      textile(art, shape, color, pattern),
      `<rect x="${cut === 'wide' ? 56 : 60}" y="24" width="${cut === 'wide' ? 88 : 80}" height="14" fill="${darken(color, 0.15)}"/>`,
      pattern === 'denim'
        ? '<path d="M66 46 q14 14 30 0 M134 46 q-14 14 -30 0" stroke="#E7B765" stroke-width="2" stroke-dasharray="4 3" fill="none"/>'
        : '',
    ].join('');
  };
}

export function skirt(color: string, pattern: Pattern): Motif {
  return (art) => {
    const shape = '<path d="M62 30 H138 L176 186 Q100 198 24 186 Z"/>';
    return [
      textile(art, shape, color, pattern),
      `<rect x="62" y="24" width="76" height="14" rx="3" fill="${darken(color, 0.15)}"/>`,
    ].join('');
  };
}

export type BagStyle = 'tote' | 'sling' | 'wallet' | 'pouch';

export function bag(style: BagStyle, color: string, pattern: Pattern = 'none', accent = '#F5EBDD'): Motif {
  return (art) => {
    if (style === 'tote') {
      const shape = '<path d="M40 74 H160 L168 190 H32 Z"/>';
      return `<path d="M66 80 Q66 20 100 20 Q134 20 134 80" stroke="${darken(color, 0.15)}" stroke-width="9" fill="none"/>${textile(art, shape, color, pattern)}<circle cx="100" cy="132" r="24" fill="${accent}" opacity="0.9"/><circle cx="100" cy="132" r="12" fill="${darken(color, 0.2)}" opacity="0.6"/>`;
    }
    if (style === 'sling') {
      return `<path d="M40 110 Q100 -20 160 110" stroke="${darken(color, 0.2)}" stroke-width="6" fill="none"/><rect x="40" y="100" width="120" height="84" rx="18" fill="${art.volume(color, 0.12)}"/><path d="M40 118 Q100 156 160 118 V104 Q160 100 150 100 H50 Q40 100 40 104 Z" fill="${darken(color, 0.12)}"/><rect x="92" y="128" width="16" height="12" rx="3" fill="#D9B35A"/>`;
    }
    if (style === 'wallet') {
      return `<rect x="30" y="62" width="140" height="92" rx="12" fill="${art.volume(color, 0.1)}"/><rect x="30" y="62" width="140" height="40" rx="12" fill="${darken(color, 0.1)}"/><rect x="48" y="40" width="80" height="40" rx="6" fill="${accent}" transform="rotate(-8 88 60)"/><rect x="60" y="46" width="80" height="40" rx="6" fill="#C8874A" transform="rotate(4 100 66)"/><rect x="30" y="86" width="140" height="68" rx="12" fill="${color}"/><path d="M40 96 H160" stroke="${lighten(color, 0.25)}" stroke-width="2" stroke-dasharray="5 4"/>`;
    }
    const shape =
      '<path d="M34 70 H166 Q174 70 172 80 L164 170 Q162 180 152 180 H48 Q38 180 36 170 L28 80 Q26 70 34 70 Z"/>';
    return `${textile(art, shape, color, pattern)}<path d="M34 74 H166" stroke="#D9B35A" stroke-width="5"/><path d="M150 74 q12 10 2 24" stroke="#D9B35A" stroke-width="4" fill="none"/>`;
  };
}

export function brooch(pearl = '#F6EFE4', metal = '#C9A45C'): Motif {
  return () => {
    const ring = Array.from({ length: 10 }, (_, i) => {
      const a = (i / 10) * Math.PI * 2;
      return `<circle cx="${100 + 50 * Math.cos(a)}" cy="${110 + 50 * Math.sin(a)}" r="13" fill="${pearl}" stroke="${metal}" stroke-width="2"/><circle cx="${96 + 50 * Math.cos(a)}" cy="${106 + 50 * Math.sin(a)}" r="4" fill="#ffffff" opacity="0.8"/>`;
    }).join('');
    return `<circle cx="100" cy="110" r="50" fill="none" stroke="${metal}" stroke-width="6"/>${ring}<circle cx="100" cy="110" r="18" fill="${pearl}" stroke="${metal}" stroke-width="3"/>`;
  };
}

export function earrings(pearl = '#F6EFE4', metal = '#C9A45C'): Motif {
  return () =>
    [70, 130]
      .map(
        (x, i) =>
          `<path d="M${x} 30 q-14 4 -10 22 q2 8 10 10" stroke="${metal}" stroke-width="4" fill="none"/><path d="M${x} 62 V${96 + i * 10}" stroke="${metal}" stroke-width="3"/><circle cx="${x}" cy="${122 + i * 10}" r="24" fill="${pearl}"/><circle cx="${x - 8}" cy="${114 + i * 10}" r="7" fill="#ffffff" opacity="0.85"/>`,
      )
      .join('');
}
