import { createRng, hashString, type Rng } from '../rng';

export type Palette = {
  // Page-like background, light.
  bg: string;
  // Second background tone for gradients and alternates.
  bg2: string;
  // Table or counter surface under objects.
  surface: string;
  // Darkest tone, for strong shapes.
  ink: string;
  accent: string;
  accent2: string;
  // Pale tint for soft shapes.
  soft: string;
};

// Drawing state for one image: unique ids for gradients, shared defs, the palette and a seeded rng.
export class Art {
  private counter = 0;
  readonly defs: string[] = [];
  readonly rng: Rng;

  constructor(
    readonly key: string,
    readonly palette: Palette,
  ) {
    this.rng = createRng(hashString(key));
  }

  id(prefix = 'g'): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  // Linear gradient; direction 'h' (left→right), 'v' (top→bottom) or 'd' (diagonal).
  linear(from: string, to: string, direction: 'h' | 'v' | 'd' = 'v'): string {
    const id = this.id('lg');
    const [x2, y2] = direction === 'h' ? [1, 0] : direction === 'v' ? [0, 1] : [1, 1];
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  // Cylinder-like shading: lighter left, darker right.
  volume(color: string, strength = 0.14): string {
    return this.linear(lighten(color, strength), darken(color, strength), 'h');
  }

  // Radial glow fading to transparent.
  glow(color: string, opacity = 0.5): string {
    const id = this.id('rg');
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('cp');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
}

// A drawing in a 200 × 200 box, centred on (100, 100), resting near y = 185.
export type Motif = (art: Art) => string;

export type Placement = { x: number; y: number; size: number; rotate?: number; flip?: boolean };

// Draws a motif centred at (x, y), scaled so its 200-unit box becomes `size`.
export function place(art: Art, motif: Motif, { x, y, size, rotate = 0, flip = false }: Placement): string {
  const scale = size / 200;
  const flipPart = flip ? ' translate(200 0) scale(-1 1)' : '';
  const rotatePart = rotate ? ` rotate(${rotate} 100 100)` : '';
  return `<g transform="translate(${r(x - size / 2)} ${r(y - size / 2)}) scale(${r(scale, 4)})${flipPart}${rotatePart}">${motif(art)}</g>`;
}

export function svgDocument(art: Art, width: number, height: number, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${art.defs.join('')}</defs>`,
    body,
    '</svg>',
  ].join('');
}

export function r(value: number, digits = 1): string {
  return String(Number(value.toFixed(digits)));
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((channel, i) => Math.round(channel + (cb[i]! - channel) * t));
  return `#${out.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

// Soft ground shadow under an object.
export function shadow(art: Art, cx: number, cy: number, rx: number, ry = rx * 0.16, opacity = 0.28): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${art.glow(darken(art.palette.ink, 0.3), opacity)}"/>`;
}

// Steam curls above a hot drink, in motif coordinates.
export function steam(x: number, y: number, color = '#ffffff', opacity = 0.55): string {
  const curl = (dx: number, h: number) =>
    `<path d="M${x + dx} ${y} c-10 -${h * 0.25} 10 -${h * 0.5} 0 -${h * 0.75} c-6 -${h * 0.12} -2 -${h * 0.2} 2 -${h * 0.25}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" opacity="${opacity}"/>`;
  return curl(-16, 46) + curl(0, 58) + curl(16, 42);
}
