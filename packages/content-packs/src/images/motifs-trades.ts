import { darken, lighten, type Motif } from './svg-kit';

// Objects for services, lodging, learning and travel, drawn flat with a little depth on a 200 × 200 box.

export function wrench(color: string): Motif {
  return (art) =>
    `<g transform="rotate(-40 100 104)"><rect x="88" y="64" width="24" height="120" rx="12" fill="${art.volume(color, 0.14)}"/><path d="M70 30 Q70 74 100 74 Q130 74 130 30 L116 30 L116 52 L84 52 L84 30 Z" fill="${art.volume(color, 0.14)}"/><circle cx="100" cy="166" r="6" fill="${darken(color, 0.3)}"/></g>`;
}

export function gear(color: string): Motif {
  return (art) => {
    const teeth = Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="90" y="28" width="20" height="26" rx="4" fill="${color}" transform="rotate(${i * 45} 100 104)"/>`,
    ).join('');
    return `${teeth}<circle cx="100" cy="104" r="58" fill="${art.volume(color, 0.12)}"/><circle cx="100" cy="104" r="22" fill="${lighten(color, 0.55)}"/>`;
  };
}

export function shopBag(color: string, handle: string): Motif {
  return (art) =>
    `<path d="M72 70 Q72 36 100 36 Q128 36 128 70" stroke="${handle}" stroke-width="8" fill="none"/><path d="M46 66 H154 L164 180 H36 Z" fill="${art.volume(color, 0.1)}"/><rect x="46" y="66" width="108" height="14" fill="#ffffff" opacity="0.25"/>`;
}

export function bed(frame: string, cover: string): Motif {
  return (art) =>
    `<rect x="24" y="70" width="14" height="110" rx="5" fill="${darken(frame, 0.15)}"/><rect x="162" y="110" width="14" height="70" rx="5" fill="${darken(frame, 0.15)}"/><rect x="30" y="118" width="140" height="40" rx="8" fill="${art.volume(frame, 0.1)}"/><rect x="44" y="96" width="40" height="24" rx="10" fill="#FFFDF8"/><path d="M84 104 H164 Q170 104 170 112 V124 H84 Z" fill="${art.volume(cover, 0.1)}"/>`;
}

export function key(color: string): Motif {
  return (art) =>
    `<circle cx="66" cy="104" r="36" fill="${art.volume(color, 0.14)}"/><circle cx="66" cy="104" r="14" fill="#ffffff" opacity="0.85"/><rect x="96" y="96" width="84" height="16" rx="6" fill="${art.volume(color, 0.14)}"/><rect x="150" y="110" width="12" height="22" rx="3" fill="${color}"/><rect x="168" y="110" width="10" height="16" rx="3" fill="${color}"/>`;
}

export function car(body: string): Motif {
  return (art) =>
    `<path d="M26 134 Q26 112 46 108 L66 76 Q72 68 84 68 H128 Q138 68 144 76 L164 106 Q178 110 178 128 V146 H26 Z" fill="${art.volume(body, 0.1)}"/><path d="M74 106 L86 80 H108 V106 Z M116 106 V80 H134 L150 106 Z" fill="#DDEBF2"/><circle cx="62" cy="148" r="18" fill="#2E2A26"/><circle cx="62" cy="148" r="7" fill="#C9CED6"/><circle cx="144" cy="148" r="18" fill="#2E2A26"/><circle cx="144" cy="148" r="7" fill="#C9CED6"/>`;
}

export function books(colors: readonly string[]): Motif {
  return (art) =>
    colors
      .slice(0, 3)
      .map(
        (color, i) =>
          `<rect x="${40 + i * 8}" y="${150 - i * 34}" width="${120 - i * 12}" height="30" rx="4" fill="${art.volume(color, 0.08)}"/><rect x="${46 + i * 8}" y="${160 - i * 34}" width="${60 - i * 6}" height="6" rx="3" fill="#ffffff" opacity="0.6"/>`,
      )
      .join('');
}

export function surfboard(color: string, stripe: string): Motif {
  return (art) =>
    `<g transform="rotate(28 100 104)"><ellipse cx="100" cy="104" rx="30" ry="92" fill="${art.volume(color, 0.12)}"/><rect x="96" y="14" width="8" height="180" fill="${stripe}"/><path d="M92 172 L100 196 L108 172 Z" fill="${darken(color, 0.3)}"/></g>`;
}

export function wave(color: string): Motif {
  return (art) =>
    `<path d="M10 150 Q40 90 90 100 Q130 108 120 140 Q150 120 140 92 Q180 110 190 150 V190 H10 Z" fill="${art.volume(color, 0.1)}"/><path d="M20 170 Q60 150 100 170 T180 170" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>`;
}

export function palm(trunk: string, leaf: string): Motif {
  return () =>
    `<path d="M96 190 Q92 130 104 80 L112 82 Q102 130 108 190 Z" fill="${trunk}"/>${[
      -70, -30, 10, 50, 200, 160,
    ]
      .map(
        (angle) =>
          `<path d="M108 80 Q140 60 180 78 Q140 72 108 86 Z" fill="${leaf}" transform="rotate(${angle} 108 80)"/>`,
      )
      .join('')}`;
}

export function mask(color: string): Motif {
  return (art) =>
    `<rect x="30" y="70" width="140" height="70" rx="34" fill="${art.volume(color, 0.12)}"/><rect x="44" y="82" width="52" height="46" rx="20" fill="#CDE8F2"/><rect x="104" y="82" width="52" height="46" rx="20" fill="#CDE8F2"/><rect x="150" y="30" width="14" height="70" rx="7" fill="${darken(color, 0.2)}"/>`;
}
