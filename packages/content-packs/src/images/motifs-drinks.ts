import { darken, lighten, type Motif, steam } from './svg-kit';

export type GlassOptions = {
  liquid: string;
  // Colour of a syrup layer at the bottom (gula aren, pandan...).
  bottom?: string;
  // Cream or milk foam on top.
  foam?: string;
  // Extra bands from top to bottom, for layered desserts.
  layers?: readonly string[];
  topping?: 'crumbs' | 'coconut' | 'lemon' | 'mint' | 'lychee' | 'orange' | 'jelly' | 'bubbles';
  straw?: string;
};

const GLASS = 'M58 36 L142 36 L131 184 Q130 192 122 192 L78 192 Q70 192 69 184 Z';

// A tall iced drink in a glass with ice cubes and a straw.
export function icedGlass(o: GlassOptions): Motif {
  return (art) => {
    const clip = art.clip(`<path d="${GLASS}"/>`);
    const top = o.foam ? 58 : 62;
    const parts: string[] = [];
    if (o.straw) {
      parts.push(
        `<rect x="110" y="2" width="10" height="130" rx="5" fill="${o.straw}" transform="rotate(14 115 60)"/>`,
      );
    }
    parts.push(`<path d="${GLASS}" fill="#ffffff" opacity="0.25"/>`);
    const inner: string[] = [
      `<rect x="40" y="${top}" width="120" height="140" fill="${art.volume(o.liquid)}"/>`,
    ];
    if (o.layers) {
      const band = (192 - top) / o.layers.length;
      o.layers.forEach((color, i) => {
        inner.push(`<rect x="40" y="${top + band * i}" width="120" height="${band + 1}" fill="${color}"/>`);
      });
    }
    if (o.bottom) {
      inner.push(
        `<path d="M40 150 Q70 140 100 152 T160 146 V200 H40 Z" fill="${art.volume(o.bottom)}" opacity="0.95"/>`,
      );
    }
    if (o.foam) inner.push(`<path d="M40 54 H160 V76 Q130 84 100 76 T40 78 Z" fill="${o.foam}"/>`);
    if (o.topping === 'lychee' || o.topping === 'jelly' || o.topping === 'bubbles') {
      const fill = o.topping === 'lychee' ? '#F6F1E7' : o.topping === 'jelly' ? '#2E3B22' : '#ffffff';
      const opacity = o.topping === 'bubbles' ? 0.55 : 0.95;
      for (const [cx, cy, rr] of [
        [84, 168, 9],
        [108, 176, 8],
        [122, 160, 7],
        [94, 150, 6],
      ] as const) {
        inner.push(
          `<circle cx="${cx}" cy="${cy}" r="${o.topping === 'bubbles' ? rr / 2 : rr}" fill="${fill}" opacity="${opacity}"/>`,
        );
      }
    }
    for (const [x, y, s, a] of [
      [70, 70, 30, -12],
      [104, 84, 28, 10],
      [80, 108, 26, 4],
    ] as const) {
      inner.push(
        `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6" fill="#ffffff" opacity="0.38" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5" transform="rotate(${a} ${x + s / 2} ${y + s / 2})"/>`,
      );
    }
    parts.push(`<g clip-path="${clip}">${inner.join('')}</g>`);
    parts.push(`<path d="${GLASS}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.85"/>`);
    parts.push(
      '<ellipse cx="100" cy="36" rx="42" ry="5" fill="none" stroke="#ffffff" stroke-width="2.5" opacity="0.9"/>',
    );
    parts.push(
      '<path d="M68 50 L77 178" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>',
    );
    if (o.topping === 'crumbs' || o.topping === 'coconut') {
      const color = o.topping === 'crumbs' ? '#C99A5B' : '#FFFDF6';
      for (let i = 0; i < 14; i++) {
        const x = 66 + ((i * 37) % 68);
        const y = 52 + ((i * 13) % 12);
        parts.push(
          `<rect x="${x}" y="${y}" width="${5 + (i % 3)}" height="4" rx="1.5" fill="${color}" transform="rotate(${(i * 47) % 90} ${x} ${y})"/>`,
        );
      }
    }
    if (o.topping === 'lemon' || o.topping === 'orange') {
      const peel = o.topping === 'lemon' ? '#F2D04B' : '#F08A24';
      parts.push(
        `<circle cx="140" cy="40" r="20" fill="${peel}"/><circle cx="140" cy="40" r="16" fill="${lighten(peel, 0.45)}"/>`,
      );
      for (let a = 0; a < 360; a += 60) {
        parts.push(
          `<path d="M140 40 L${140 + 14 * Math.cos((a * Math.PI) / 180)} ${40 + 14 * Math.sin((a * Math.PI) / 180)}" stroke="${peel}" stroke-width="1.5"/>`,
        );
      }
    }
    if (o.topping === 'mint') {
      parts.push(
        '<path d="M86 40 q-18 -22 4 -30 q10 16 -4 30 Z" fill="#5E9B4E"/><path d="M92 40 q10 -24 30 -14 q-10 18 -30 14 Z" fill="#77B563"/>',
      );
    }
    return parts.join('');
  };
}

export type CupOptions = {
  cup: string;
  liquid: string;
  art?: 'heart' | 'rosetta' | 'tulip' | 'cocoa' | 'crema' | 'none';
  saucer?: string;
  small?: boolean;
  mug?: boolean;
  steamColor?: string;
};

// A hot drink in a cup on a saucer (or a mug), seen from slightly above.
export function hotCup(o: CupOptions): Motif {
  return (art) => {
    const milk = '#F4E7D3';
    const body = o.mug
      ? 'M50 78 L150 78 L146 166 Q145 176 134 176 L66 176 Q55 176 54 166 Z'
      : 'M42 92 C42 140 60 168 100 168 C140 168 158 140 158 92 Z';
    const topY = o.mug ? 78 : 92;
    const rx = o.mug ? 50 : 58;
    const parts: string[] = [];
    if (o.saucer && !o.mug) {
      parts.push(
        `<ellipse cx="100" cy="168" rx="86" ry="17" fill="${darken(o.saucer, 0.12)}"/><ellipse cx="100" cy="164" rx="84" ry="15" fill="${o.saucer}"/><ellipse cx="100" cy="164" rx="50" ry="8" fill="${darken(o.saucer, 0.06)}"/>`,
      );
    }
    const handle = o.mug
      ? `<path d="M148 96 C182 96 182 150 146 152" fill="none" stroke="${darken(o.cup, 0.08)}" stroke-width="13" stroke-linecap="round"/>`
      : `<path d="M154 104 C182 100 180 142 142 144" fill="none" stroke="${darken(o.cup, 0.08)}" stroke-width="10" stroke-linecap="round"/>`;
    parts.push(handle);
    parts.push(`<path d="${body}" fill="${art.volume(o.cup, 0.12)}"/>`);
    parts.push(`<ellipse cx="100" cy="${topY}" rx="${rx}" ry="13" fill="${lighten(o.cup, 0.2)}"/>`);
    parts.push(`<ellipse cx="100" cy="${topY + 1.5}" rx="${rx - 6}" ry="10" fill="${o.liquid}"/>`);
    const cx = 100;
    const cy = topY + 1.5;
    const flat = (shape: string) => `<g transform="translate(${cx} ${cy}) scale(1 0.24)">${shape}</g>`;
    if (o.art === 'heart') {
      parts.push(
        flat(
          `<path d="M0 22 C-34 -4 -26 -30 -8 -26 C0 -24 0 -16 0 -14 C0 -16 0 -24 8 -26 C26 -30 34 -4 0 22 Z" fill="${milk}"/>`,
        ),
      );
    } else if (o.art === 'rosetta') {
      const leaves = [-24, -13, -2, 9, 20]
        .map(
          (y, i) =>
            `<path d="M${-(32 - i * 5)} ${y} Q0 ${y + 16} ${32 - i * 5} ${y}" stroke="${milk}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
        )
        .join('');
      parts.push(flat(`${leaves}<path d="M0 -30 V32" stroke="${milk}" stroke-width="3"/>`));
    } else if (o.art === 'tulip') {
      parts.push(
        flat(
          `<ellipse cx="0" cy="14" rx="22" ry="12" fill="${milk}"/><ellipse cx="0" cy="-4" rx="17" ry="9" fill="${milk}"/><ellipse cx="0" cy="-18" rx="11" ry="6" fill="${milk}"/>`,
        ),
      );
    } else if (o.art === 'cocoa') {
      parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx - 14}" ry="6" fill="${milk}"/>`);
      for (let i = 0; i < 18; i++) {
        parts.push(
          `<circle cx="${cx - 30 + ((i * 23) % 60)}" cy="${cy - 4 + ((i * 7) % 8)}" r="1.6" fill="#6B3F26" opacity="0.8"/>`,
        );
      }
    } else if (o.art === 'crema') {
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 12}" ry="7" fill="${lighten(o.liquid, 0.35)}" opacity="0.7"/>`,
      );
    }
    parts.push(
      `<path d="M56 ${topY + 14} Q60 140 84 158" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.25"/>`,
    );
    parts.push(steam(100, topY - 16, o.steamColor ?? '#ffffff'));
    const drawing = parts.join('');
    return o.small
      ? `<g transform="translate(100 176) scale(0.74) translate(-100 -176)">${drawing}</g>`
      : drawing;
  };
}

// A pour-over dripper on a glass server.
export function pourOver(dripper: string, coffee: string): Motif {
  return (art) =>
    [
      `<path d="M58 104 Q50 184 100 188 Q150 184 142 104 Z" fill="#ffffff" opacity="0.3" stroke="#ffffff" stroke-width="3"/>`,
      `<path d="M55 150 Q52 184 100 186 Q148 184 145 150 Q120 158 100 152 T55 150 Z" fill="${art.volume(coffee)}"/>`,
      `<rect x="70" y="92" width="60" height="12" rx="4" fill="${darken(dripper, 0.15)}"/>`,
      `<path d="M40 30 L160 30 L124 92 L76 92 Z" fill="${art.volume(dripper, 0.1)}"/>`,
      `<ellipse cx="100" cy="30" rx="60" ry="9" fill="${lighten(dripper, 0.25)}"/>`,
      `<ellipse cx="100" cy="31" rx="52" ry="6" fill="${coffee}"/>`,
      `<path d="M72 44 L90 88 M100 44 L100 88 M128 44 L110 88" stroke="${darken(dripper, 0.1)}" stroke-width="2.5" opacity="0.6"/>`,
      `<path d="M100 104 V150" stroke="${coffee}" stroke-width="3" opacity="0.8"/>`,
      `<path d="M62 112 Q60 150 70 172" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.4"/>`,
    ].join('');
}

// A bottle, e.g. cold brew or juice, with a label band.
export function bottle(liquid: string, label: string, cap: string): Motif {
  return (art) =>
    [
      `<rect x="84" y="12" width="32" height="18" rx="4" fill="${cap}"/>`,
      `<path d="M86 30 H114 V52 Q146 66 146 96 V178 Q146 190 134 190 H66 Q54 190 54 178 V96 Q54 66 86 52 Z" fill="${art.volume(liquid)}"/>`,
      `<rect x="54" y="104" width="92" height="52" fill="${label}"/>`,
      `<rect x="66" y="120" width="68" height="6" rx="3" fill="${darken(label, 0.3)}" opacity="0.5"/>`,
      `<rect x="76" y="134" width="48" height="5" rx="2.5" fill="${darken(label, 0.3)}" opacity="0.35"/>`,
      '<path d="M64 92 V176" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>',
    ].join('');
}
