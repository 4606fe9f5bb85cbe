import { darken, lighten, type Motif } from './svg-kit';

export function tumbler(color: string, band = '#F5EBDD'): Motif {
  return (art) =>
    `<rect x="66" y="18" width="68" height="22" rx="8" fill="${darken(color, 0.25)}"/><rect x="60" y="36" width="80" height="14" rx="5" fill="${darken(color, 0.1)}"/><path d="M60 50 H140 L132 184 Q131 192 122 192 H78 Q69 192 68 184 Z" fill="${art.volume(color, 0.18)}"/><rect x="63" y="104" width="74" height="26" fill="${band}"/><path d="M72 60 L78 180" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>`;
}

// Stand-up pouch with a one-way valve, e.g. coffee beans or crackers.
export function pouch(color: string, label: string, window?: string): Motif {
  return (art) => {
    const win = window
      ? `<rect x="74" y="120" width="52" height="44" rx="10" fill="${window}"/><path d="M80 128 q10 -6 20 0 t20 0 M80 144 q10 -6 20 0 t20 0" stroke="${lighten(window, 0.3)}" stroke-width="3" fill="none"/>`
      : '';
    return `<path d="M50 30 H150 L158 182 Q158 190 150 190 H50 Q42 190 42 182 Z" fill="${art.volume(color, 0.12)}"/><path d="M50 30 H150 L151 46 H49 Z" fill="${darken(color, 0.15)}"/><rect x="62" y="64" width="76" height="46" rx="6" fill="${label}"/><rect x="74" y="78" width="52" height="6" rx="3" fill="${darken(label, 0.4)}" opacity="0.5"/><rect x="82" y="92" width="36" height="5" rx="2.5" fill="${darken(label, 0.4)}" opacity="0.35"/><circle cx="100" cy="58" r="5" fill="${darken(color, 0.3)}"/>${win}`;
  };
}

// A row of small drip-bag sachets.
export function dripBags(color: string, accent: string): Motif {
  return (art) =>
    [0, 1, 2]
      .map((i) => {
        const x = 30 + i * 48;
        const y = 60 + (i % 2) * 16;
        return `<rect x="${x}" y="${y}" width="58" height="104" rx="6" fill="${art.volume(i === 1 ? accent : color, 0.1)}"/><rect x="${x + 10}" y="${y + 30}" width="38" height="30" rx="4" fill="#FFF8EC" opacity="0.9"/><path d="M${x + 4} ${y + 10} H${x + 54}" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 3" opacity="0.6"/>`;
      })
      .join('');
}

export function notebook(cover: string, band: string): Motif {
  return (art) =>
    `<rect x="48" y="26" width="112" height="156" rx="8" fill="#F4EEE2"/><rect x="42" y="22" width="112" height="156" rx="8" fill="${art.volume(cover, 0.08)}"/><rect x="128" y="22" width="10" height="156" fill="${band}"/><rect x="62" y="60" width="52" height="34" rx="4" fill="#FFF8EC" opacity="0.9"/><rect x="70" y="72" width="36" height="5" rx="2.5" fill="${darken(cover, 0.3)}" opacity="0.5"/>`;
}

// Gift card or voucher in an envelope.
export function giftCard(card: string, envelope: string): Motif {
  return (art) =>
    `<rect x="26" y="92" width="148" height="92" rx="8" fill="${art.volume(envelope, 0.08)}"/><rect x="40" y="34" width="124" height="78" rx="10" fill="${art.linear(lighten(card, 0.15), darken(card, 0.15), 'd')}" transform="rotate(-8 102 73)"/><circle cx="68" cy="64" r="12" fill="#ffffff" opacity="0.5"/><rect x="86" y="58" width="58" height="8" rx="4" fill="#ffffff" opacity="0.6" transform="rotate(-8 102 73)"/><path d="M26 100 L100 146 L174 100 V184 H26 Z" fill="${darken(envelope, 0.06)}"/><path d="M26 184 L100 134 L174 184" fill="none" stroke="${darken(envelope, 0.14)}" stroke-width="2"/>`;
}

// Kraft box in isometric view with tape.
export function box(color = '#C99A63', tape = '#E8D5B5'): Motif {
  return (art) =>
    `<path d="M100 40 L172 72 L100 104 L28 72 Z" fill="${lighten(color, 0.18)}"/><path d="M28 72 L100 104 V184 L28 152 Z" fill="${art.linear(color, darken(color, 0.1), 'v')}"/><path d="M172 72 L100 104 V184 L172 152 Z" fill="${darken(color, 0.15)}"/><path d="M64 56 L136 88 V104 L128 100" stroke="${tape}" stroke-width="10" fill="none"/>`;
}

export function giftBox(color: string, ribbon: string): Motif {
  return (art) =>
    `<rect x="40" y="88" width="120" height="96" rx="6" fill="${art.volume(color, 0.1)}"/><rect x="32" y="68" width="136" height="28" rx="6" fill="${lighten(color, 0.1)}"/><rect x="92" y="68" width="16" height="116" fill="${ribbon}"/><path d="M100 68 C70 30 50 58 98 66 M100 68 C130 30 150 58 102 66" stroke="${ribbon}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
}

export function priceTag(color: string): Motif {
  return (art) =>
    `<path d="M40 60 Q40 40 60 40 H112 L172 100 Q180 108 172 116 L116 172 Q108 180 100 172 L40 112 Z" fill="${art.volume(color, 0.1)}"/><circle cx="72" cy="72" r="12" fill="#FAF7F2"/><path d="M72 72 C40 40 30 20 60 10" stroke="#8A6A52" stroke-width="3" fill="none"/><path d="M96 112 L132 76 M106 124 L142 88" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.55"/>`;
}

// A flat sachet of seasoning paste.
export function sachet(color: string, window: string): Motif {
  return (art) =>
    `<path d="M46 30 H154 V184 H46 Z" fill="${art.volume(color, 0.1)}"/><path d="M46 30 H154 V42 H46 Z M46 172 H154 V184 H46 Z" fill="${darken(color, 0.15)}"/><path d="M46 36 h108 M46 178 h108" stroke="${lighten(color, 0.3)}" stroke-width="2" stroke-dasharray="3 3"/><ellipse cx="100" cy="120" rx="34" ry="30" fill="${window}"/><rect x="66" y="62" width="68" height="14" rx="7" fill="#FFF8EC" opacity="0.9"/>`;
}

// Woven hamper basket with products peeking out.
export function hamper(basket: string, items: readonly string[]): Motif {
  return (art) => {
    const peeks = items
      .map(
        (c, i) =>
          `<rect x="${44 + i * 30}" y="${50 + (i % 2) * 14}" width="26" height="70" rx="6" fill="${c}"/>`,
      )
      .join('');
    const weave = Array.from(
      { length: 5 },
      (_, i) => `<path d="M34 ${112 + i * 15} H166" stroke="${darken(basket, 0.18)}" stroke-width="3"/>`,
    ).join('');
    return `<path d="M60 104 Q100 10 140 104" stroke="${darken(basket, 0.15)}" stroke-width="8" fill="none"/>${peeks}<path d="M26 100 H174 L160 184 H40 Z" fill="${art.volume(basket, 0.12)}"/>${weave}<path d="M80 100 l20 16 l20 -16" fill="#C0392B"/>`;
  };
}

// A pair of small boxes tied together, for bundles.
export function bundle(a: string, b: string): Motif {
  return (art) =>
    `<rect x="22" y="80" width="88" height="100" rx="8" fill="${art.volume(a, 0.1)}"/><rect x="92" y="60" width="88" height="120" rx="8" fill="${art.volume(b, 0.1)}"/><path d="M22 130 H180" stroke="#FAF7F2" stroke-width="8"/><path d="M100 130 c-20 -24 -36 -4 -4 -2 M100 130 c20 -24 36 -4 4 -2" stroke="#FAF7F2" stroke-width="6" fill="none"/>`;
}

// A glass jar with a lid and something inside.
export function jar(
  contents: 'cookies' | 'sticks' | 'jam' | 'sambal' | 'scrub',
  lid: string,
  fill = '#E9B949',
): Motif {
  return (art) => {
    const clip = art.clip('<rect x="44" y="66" width="112" height="116" rx="20"/>');
    let inside = '';
    if (contents === 'cookies') {
      inside = Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${58 + (i % 5) * 21}" cy="${170 - Math.floor(i / 5) * 22}" r="11" fill="${fill}"/><circle cx="${60 + (i % 5) * 21}" cy="${166 - Math.floor(i / 5) * 22}" r="2" fill="#6B3A1E"/>`,
      ).join('');
    } else if (contents === 'sticks') {
      inside = Array.from(
        { length: 16 },
        (_, i) =>
          `<rect x="${50 + (i % 8) * 13}" y="${100 + Math.floor(i / 8) * 38}" width="9" height="36" rx="3" fill="${fill}" transform="rotate(${(i % 3) * 8 - 8} ${54 + (i % 8) * 13} 140)"/>`,
      ).join('');
    } else {
      inside = `<rect x="40" y="${contents === 'scrub' ? 96 : 84}" width="120" height="100" fill="${art.volume(fill)}"/>`;
      if (contents === 'sambal')
        inside += Array.from(
          { length: 14 },
          (_, i) =>
            `<circle cx="${56 + ((i * 29) % 88)}" cy="${100 + ((i * 17) % 70)}" r="3" fill="#F3D36B" opacity="0.8"/>`,
        ).join('');
      if (contents === 'scrub')
        inside += Array.from(
          { length: 20 },
          (_, i) =>
            `<circle cx="${54 + ((i * 31) % 92)}" cy="${104 + ((i * 13) % 70)}" r="2.2" fill="#2B180E" opacity="0.7"/>`,
        ).join('');
    }
    return [
      `<rect x="44" y="66" width="112" height="116" rx="20" fill="#ffffff" opacity="0.35"/>`,
      `<g clip-path="${clip}">${inside}</g>`,
      `<rect x="44" y="66" width="112" height="116" rx="20" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"/>`,
      `<rect x="40" y="40" width="120" height="30" rx="8" fill="${art.volume(lid)}"/>`,
      `<rect x="66" y="116" width="68" height="36" rx="6" fill="#FFF8EC" opacity="0.92"/><rect x="78" y="130" width="44" height="6" rx="3" fill="${lid}" opacity="0.6"/>`,
      '<path d="M56 84 V164" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>',
    ].join('');
  };
}
