import { darken, lighten, type Motif } from './svg-kit';

const CRUST = '#C98A45';

export function croissant(color = CRUST): Motif {
  return (art) => {
    const segments = [
      [40, 128, 24, 16, -35],
      [62, 108, 28, 22, -20],
      [100, 98, 34, 30, 0],
      [138, 108, 28, 22, 20],
      [160, 128, 24, 16, 35],
    ] as const;
    const fill = art.linear(lighten(color, 0.2), darken(color, 0.22), 'v');
    const body = segments
      .map(([x, y, rx, ry, a], i) => {
        const shade = i === 2 ? fill : art.linear(lighten(color, 0.1), darken(color, 0.28), 'v');
        return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${shade}" transform="rotate(${a} ${x} ${y})"/>`;
      })
      .join('');
    const seams =
      '<path d="M52 102 Q60 122 54 140 M80 90 Q88 112 82 134 M120 90 Q112 112 118 134 M148 102 Q140 122 146 140" stroke="#7A4A22" stroke-width="2.5" fill="none" opacity="0.45"/>';
    const shine =
      '<path d="M84 82 Q100 74 116 82" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.35" fill="none"/>';
    return `<g transform="translate(0 34)">${body}${seams}${shine}</g>`;
  };
}

// Laminated pastry rectangle; `filling` shows at the ends (pain au chocolat) or centre (danish).
export function pastry(filling: string, style: 'ends' | 'centre'): Motif {
  return (art) => {
    const base = `<path d="M30 170 Q26 112 56 100 Q100 84 144 100 Q174 112 170 170 Z" fill="${art.linear(lighten(CRUST, 0.25), darken(CRUST, 0.2), 'v')}"/>`;
    const layers = [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${54 + i * 30} 170 Q${48 + i * 30} 122 ${68 + i * 30} 96" stroke="#8A5526" stroke-width="3" fill="none" opacity="0.45"/>`,
      )
      .join('');
    const fill =
      style === 'ends'
        ? `<ellipse cx="34" cy="146" rx="9" ry="12" fill="${filling}"/><ellipse cx="166" cy="146" rx="9" ry="12" fill="${filling}"/><path d="M64 104 Q100 92 136 104" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.3" fill="none"/>`
        : `<ellipse cx="100" cy="118" rx="32" ry="18" fill="${darken(CRUST, 0.1)}"/><ellipse cx="100" cy="116" rx="26" ry="14" fill="${filling}"/><ellipse cx="92" cy="112" rx="8" ry="4" fill="#ffffff" opacity="0.4"/>`;
    return `<g transform="translate(0 8)">${base}${layers}${fill}</g>`;
  };
}

// Round soft bun with a topping.
export function bun(
  topping: 'plain' | 'floss' | 'coffee' | 'cheese' | 'sugar' | 'seeds' | 'drizzle',
  color = '#D39A55',
): Motif {
  return (art) => {
    const parts = [
      `<path d="M30 170 C26 96 70 66 100 66 C130 66 174 96 170 170 Z" fill="${art.linear(lighten(color, 0.18), darken(color, 0.22), 'v')}"/>`,
      '<path d="M62 96 Q84 78 110 80" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.3" fill="none"/>',
    ];
    if (topping === 'coffee') {
      parts.push(
        '<path d="M34 130 C34 84 70 66 100 66 C130 66 166 84 166 130 Q100 118 34 130 Z" fill="#6B3F23"/>',
      );
      parts.push(
        '<path d="M56 100 l12 8 M90 84 l6 12 M124 94 l-10 10 M146 112 l-12 4" stroke="#A87142" stroke-width="3" stroke-linecap="round"/>',
      );
    }
    if (topping === 'floss') {
      for (let i = 0; i < 28; i++) {
        const x = 48 + ((i * 37) % 104);
        const y = 76 + ((i * 23) % 40);
        parts.push(
          `<path d="M${x} ${y} q5 -6 10 0 t10 0" stroke="${i % 2 ? '#9B5B2E' : '#C27B42'}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        );
      }
    }
    if (topping === 'cheese') {
      for (let i = 0; i < 16; i++) {
        const x = 52 + ((i * 41) % 96);
        const y = 74 + ((i * 19) % 34);
        parts.push(
          `<rect x="${x}" y="${y}" width="14" height="4" rx="2" fill="#F6D35B" transform="rotate(${(i * 53) % 180} ${x} ${y})"/>`,
        );
      }
    }
    if (topping === 'drizzle') {
      parts.push(
        '<path d="M44 112 Q64 86 84 112 T124 108 T160 112 M56 136 Q76 112 96 134 T140 130" stroke="#4A2A16" stroke-width="6" fill="none" stroke-linecap="round"/>',
      );
    }
    if (topping === 'sugar' || topping === 'seeds') {
      const fill = topping === 'sugar' ? '#ffffff' : '#F4E6C4';
      for (let i = 0; i < 30; i++) {
        parts.push(
          `<ellipse cx="${50 + ((i * 31) % 100)}" cy="${76 + ((i * 17) % 50)}" rx="2.4" ry="1.5" fill="${fill}" opacity="0.9"/>`,
        );
      }
    }
    return `<g transform="translate(0 10)">${parts.join('')}</g>`;
  };
}

// Pull-apart bread: nine glossy buns in a paper tray.
export function pullApart(topping?: string): Motif {
  return (art) => {
    const parts = ['<path d="M22 118 L178 118 L170 184 L30 184 Z" fill="#EADCC2"/>'];
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < 3; col++) {
        const x = 54 + col * 46;
        const y = 110 - row * 22 + (row === 0 ? 12 : 0);
        parts.push(
          `<ellipse cx="${x}" cy="${y}" rx="30" ry="24" fill="${art.linear('#E3A35C', '#A8662D', 'v')}"/>`,
        );
        parts.push(`<ellipse cx="${x - 8}" cy="${y - 10}" rx="9" ry="4" fill="#ffffff" opacity="0.3"/>`);
      }
    }
    if (topping)
      parts.push(
        `<path d="M36 92 Q60 80 80 94 T124 92 T166 94" stroke="${topping}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      );
    parts.push('<path d="M22 118 L178 118 L176 134 L24 134 Z" fill="#D9C6A5"/>');
    return parts.join('');
  };
}

// A loaf: 'tin' (shokupan), 'boule' (sourdough), 'baguette', 'focaccia'.
export function loaf(shape: 'tin' | 'boule' | 'baguette' | 'focaccia', color = CRUST): Motif {
  return (art) => {
    const crust = art.linear(lighten(color, 0.2), darken(color, 0.25), 'v');
    if (shape === 'tin') {
      return `<rect x="34" y="92" width="132" height="88" rx="8" fill="#F2DDB8"/><path d="M34 112 C34 70 78 70 78 100 C78 70 122 70 122 100 C122 70 166 70 166 112 L166 120 L34 120 Z" fill="${crust}"/><path d="M48 90 Q58 80 68 86" stroke="#ffffff" stroke-width="5" opacity="0.35" stroke-linecap="round" fill="none"/>`;
    }
    if (shape === 'baguette') {
      const cuts = [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${56 + i * 26} ${132 - i * 18} q14 -14 26 -8" stroke="#F2D9A8" stroke-width="6" stroke-linecap="round" fill="none"/>`,
        )
        .join('');
      return `<path d="M26 168 C14 150 140 52 170 44 C190 40 190 62 176 74 C146 100 50 184 26 168 Z" fill="${crust}"/>${cuts}`;
    }
    if (shape === 'focaccia') {
      const dimples = Array.from(
        { length: 12 },
        (_, i) =>
          `<ellipse cx="${48 + (i % 4) * 34}" cy="${116 + Math.floor(i / 4) * 18}" rx="6" ry="3.5" fill="${darken(color, 0.2)}" opacity="0.7"/>`,
      ).join('');
      const herbs =
        '<path d="M60 112 l10 6 M62 120 l8 -8 M130 132 l10 6 M132 140 l8 -8 M98 150 l10 4" stroke="#3F6B35" stroke-width="3" stroke-linecap="round"/>';
      return `<rect x="26" y="96" width="148" height="76" rx="14" fill="${crust}"/><rect x="26" y="160" width="148" height="14" rx="6" fill="${darken(color, 0.2)}"/>${dimples}${herbs}`;
    }
    const flour = Array.from(
      { length: 22 },
      (_, i) =>
        `<circle cx="${52 + ((i * 43) % 96)}" cy="${84 + ((i * 19) % 44)}" r="2.2" fill="#ffffff" opacity="0.5"/>`,
    ).join('');
    return `<path d="M20 176 C12 118 52 64 100 64 C148 64 188 118 180 176 Q100 194 20 176 Z" fill="${crust}"/><path d="M26 170 Q100 188 174 170" stroke="${darken(color, 0.35)}" stroke-width="5" fill="none" opacity="0.35"/><path d="M70 86 Q96 110 88 156 M112 82 Q142 106 138 150" stroke="#F5E6C8" stroke-width="8" stroke-linecap="round" fill="none"/><path d="M38 134 Q42 100 62 86" stroke="#ffffff" stroke-width="6" opacity="0.25" stroke-linecap="round" fill="none"/>${flour}`;
  };
}

// Cake slice in three-quarter view with horizontal layers.
export function cakeSlice(layers: readonly string[], top: string): Motif {
  return () => {
    const height = 84;
    const band = height / layers.length;
    const front = layers
      .map(
        (c, i) =>
          `<path d="M40 ${96 + band * i} L130 ${120 + band * i} L130 ${120 + band * (i + 1)} L40 ${96 + band * (i + 1)} Z" fill="${c}"/>`,
      )
      .join('');
    const side = `<path d="M130 120 L170 92 L170 ${92 + height} L130 ${120 + height} Z" fill="${darken(layers[0] ?? top, 0.12)}"/>`;
    const topFace = `<path d="M40 96 L130 120 L170 92 L84 74 Z" fill="${top}"/>`;
    return side + front + topFace;
  };
}

// Whole round cake with optional drip and candles.
export function wholeCake(
  body: string,
  icing: string,
  extras: { candles?: boolean; hole?: boolean; berries?: boolean },
): Motif {
  return (art) => {
    const parts = [
      '<ellipse cx="100" cy="174" rx="86" ry="14" fill="#EDE3D3"/>',
      `<path d="M28 96 V160 Q100 186 172 160 V96 Z" fill="${art.volume(body, 0.1)}"/>`,
      `<ellipse cx="100" cy="96" rx="72" ry="20" fill="${icing}"/>`,
      `<path d="M28 96 Q36 122 44 104 Q52 128 62 108 Q72 126 82 110 Q92 130 102 112 Q112 126 122 108 Q134 128 142 106 Q152 124 160 104 Q166 118 172 96 Z" fill="${icing}"/>`,
    ];
    if (extras.hole) parts.push(`<ellipse cx="100" cy="94" rx="16" ry="5" fill="${darken(body, 0.3)}"/>`);
    if (extras.berries) {
      for (const x of [62, 88, 114, 140])
        parts.push(
          `<circle cx="${x}" cy="${88 + (x % 3) * 2}" r="7" fill="#B8202E"/><circle cx="${x - 2}" cy="${86 + (x % 3) * 2}" r="2" fill="#ffffff" opacity="0.5"/>`,
        );
    }
    if (extras.candles) {
      for (const x of [80, 100, 120])
        parts.push(
          `<rect x="${x - 3}" y="56" width="6" height="34" rx="2" fill="#F3EDE2"/><path d="M${x} 44 q6 8 0 12 q-6 -4 0 -12 Z" fill="#F5A524"/>`,
        );
    }
    return parts.join('');
  };
}

export function donut(glaze: string, sprinkles: boolean): Motif {
  return (art) => {
    const parts = [
      `<ellipse cx="100" cy="128" rx="78" ry="50" fill="${art.linear('#E2A25B', '#B8742F', 'v')}"/>`,
      `<path d="M30 118 Q34 84 100 80 Q166 84 170 118 Q160 130 150 120 Q140 134 126 124 Q112 138 100 126 Q86 138 74 124 Q60 134 50 120 Q40 130 30 118 Z" fill="${glaze}"/>`,
      `<ellipse cx="100" cy="112" rx="20" ry="10" fill="${darken('#B8742F', 0.35)}"/>`,
      '<path d="M52 100 Q70 88 92 88" stroke="#ffffff" stroke-width="5" opacity="0.35" stroke-linecap="round" fill="none"/>',
    ];
    if (sprinkles) {
      const colors = ['#F2C14E', '#E45B7A', '#5BC0BE', '#ffffff', '#8FD16A'];
      for (let i = 0; i < 22; i++) {
        const x = 46 + ((i * 37) % 108);
        const y = 92 + ((i * 11) % 26);
        if (Math.abs(x - 100) < 24 && Math.abs(y - 112) < 10) continue;
        parts.push(
          `<rect x="${x}" y="${y}" width="8" height="3" rx="1.5" fill="${colors[i % colors.length]}" transform="rotate(${(i * 61) % 180} ${x} ${y})"/>`,
        );
      }
    }
    return parts.join('');
  };
}

export function cinnamonRoll(): Motif {
  return (art) => {
    const spiral =
      '<path d="M100 118 m-6 0 a6 4 0 1 1 12 0 a16 9 0 1 1 -32 0 a28 16 0 1 1 56 0 a42 23 0 1 1 -84 0 a56 30 0 1 1 112 0" fill="none" stroke="#7A4320" stroke-width="4"/>';
    return `<path d="M26 118 V152 Q100 196 174 152 V118 Z" fill="${art.linear('#C98642', '#9A5A26', 'v')}"/><ellipse cx="100" cy="118" rx="74" ry="38" fill="${art.linear('#E0A45E', '#C07C3A', 'v')}"/>${spiral}<path d="M48 108 Q72 96 92 114 T146 106 M58 132 Q88 120 108 138 T152 126" stroke="#FFF8EE" stroke-width="6" stroke-linecap="round" fill="none"/>`;
  };
}

export function creamPuff(): Motif {
  return (art) =>
    `<g transform="translate(0 12)"><path d="M30 150 C22 100 60 70 100 72 C140 70 178 100 170 150 Q100 166 30 150 Z" fill="${art.linear('#E5B069', '#B7772F', 'v')}"/><path d="M50 112 l14 10 M84 86 l6 16 M124 90 l-8 14 M150 116 l-14 6" stroke="#8C5424" stroke-width="3" stroke-linecap="round"/><path d="M34 146 Q100 130 166 146 Q100 158 34 146 Z" fill="#F7E2A4"/><rect x="26" y="150" width="148" height="20" rx="10" fill="${art.linear('#D9A35E', '#A86A2A', 'v')}"/></g>`;
}

export function wheat(color = '#D9A441'): Motif {
  return () => {
    const grains = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${92}" cy="${60 + i * 18}" rx="8" ry="13" fill="${color}" transform="rotate(-30 92 ${60 + i * 18})"/><ellipse cx="${108}" cy="${60 + i * 18}" rx="8" ry="13" fill="${darken(color, 0.1)}" transform="rotate(30 108 ${60 + i * 18})"/>`,
      )
      .join('');
    return `<path d="M100 40 V190" stroke="${darken(color, 0.2)}" stroke-width="4"/>${grains}`;
  };
}

export function apron(color: string): Motif {
  return (art) =>
    `<path d="M76 20 Q100 8 124 20" stroke="${darken(color, 0.2)}" stroke-width="5" fill="none"/><path d="M70 22 H130 V60 L162 72 L150 186 H50 L38 72 L70 60 Z" fill="${art.volume(color, 0.1)}"/><path d="M38 78 L8 96 M162 78 L192 96" stroke="${darken(color, 0.2)}" stroke-width="5" stroke-linecap="round"/><rect x="70" y="118" width="60" height="40" rx="6" fill="${darken(color, 0.1)}"/><path d="M100 118 V158" stroke="${lighten(color, 0.2)}" stroke-width="2" stroke-dasharray="4 3"/>`;
}

// Two slices of toast with a spread.
export function toast(spread: string): Motif {
  return (art) =>
    [0, 1]
      .map((i) => {
        const dx = i * 26;
        const dy = i * -22;
        return `<g transform="translate(${dx} ${dy})"><path d="M40 120 Q30 76 62 70 Q80 56 104 66 Q136 64 134 100 L132 178 H42 Z" fill="${art.linear('#C27A38', '#9A5A25', 'v')}"/><path d="M48 122 Q40 86 66 80 Q82 68 102 76 Q126 74 124 104 L122 170 H50 Z" fill="#F3D9A8"/>${i === 1 ? `<path d="M54 112 Q58 88 76 86 Q92 76 104 86 Q120 86 118 108 L116 150 Q90 160 56 150 Z" fill="${spread}"/>` : ''}</g>`;
      })
      .join('');
}
