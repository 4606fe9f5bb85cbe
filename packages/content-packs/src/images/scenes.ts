import { type Art, darken, lighten, type Motif, mix, place, r, shadow, svgDocument } from './svg-kit';

// Warm gradient background with a few soft, seeded circles and a faint dot texture.
export function backdrop(art: Art, width: number, height: number, tone?: string): string {
  const { palette: pal, rng } = art;
  const base = tone ?? pal.bg;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${art.linear(base, mix(base, pal.bg2, 0.8), 'd')}"/>`,
  ];
  const blobColors = [pal.soft, pal.accent, pal.accent2];
  for (let i = 0; i < 3; i++) {
    const radius = rng.int(Math.round(height * 0.25), Math.round(height * 0.55));
    const cx = rng.int(0, width);
    const cy = rng.int(0, Math.round(height * 0.7));
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${art.glow(blobColors[i]!, i === 0 ? 0.4 : 0.14)}"/>`,
    );
  }
  const dots = art.id('pt');
  const step = Math.round(Math.max(width, height) / 40);
  art.defs.push(
    `<pattern id="${dots}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${r(step / 12)}" fill="${pal.ink}" opacity="0.07"/></pattern>`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="url(#${dots})"/>`);
  return parts.join('');
}

// A table or counter top from y to the bottom edge.
export function tableTop(art: Art, width: number, height: number, y: number): string {
  const { surface } = art.palette;
  return [
    `<rect y="${y}" width="${width}" height="${height - y}" fill="${art.linear(lighten(surface, 0.06), darken(surface, 0.12), 'v')}"/>`,
    `<rect y="${y}" width="${width}" height="${r(height * 0.008 + 2)}" fill="${lighten(surface, 0.35)}" opacity="0.7"/>`,
    ...[0.3, 0.55, 0.8].map(
      (t) =>
        `<path d="M0 ${r(y + (height - y) * t)} Q${width * 0.4} ${r(y + (height - y) * t - 6)} ${width} ${r(y + (height - y) * t + 4)}" fill="none" stroke="${darken(surface, 0.2)}" stroke-width="${r(height / 400)}" opacity="0.25"/>`,
    ),
  ].join('');
}

function scatter(
  art: Art,
  garnish: Motif | undefined,
  count: number,
  area: [number, number, number, number],
) {
  if (!garnish) return '';
  const [x0, y0, x1, y1] = area;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.int(x0, x1);
    const y = art.rng.int(y0, y1);
    parts.push(place(art, garnish, { x, y, size: art.rng.int(44, 70), rotate: art.rng.int(-60, 60) }));
  }
  return parts.join('');
}

// 800 × 600: one object on a table, for menu items.
export function itemScene(art: Art, motif: Motif, garnish?: Motif): string {
  const body = [
    backdrop(art, 800, 600),
    `<circle cx="400" cy="250" r="200" fill="${art.palette.soft}" opacity="0.6"/>`,
    tableTop(art, 800, 600, 440),
    scatter(art, garnish, 2, [60, 470, 200, 560]),
    scatter(art, garnish, 2, [600, 470, 740, 560]),
    shadow(art, 400, 478, 180),
    place(art, motif, { x: 400, y: 285, size: 440 }),
  ];
  return svgDocument(art, 800, 600, body.join(''));
}

// 800 × 600: three objects together, for menu categories.
export function groupScene(art: Art, motifs: readonly Motif[], garnish?: Motif): string {
  const [left, middle, right] = motifs;
  const body = [
    backdrop(art, 800, 600),
    tableTop(art, 800, 600, 430),
    scatter(art, garnish, 3, [60, 480, 740, 570]),
    shadow(art, 215, 468, 110),
    shadow(art, 585, 468, 110),
    left ? place(art, left, { x: 215, y: 345, size: 270 }) : '',
    right ? place(art, right, { x: 585, y: 345, size: 270 }) : '',
    shadow(art, 400, 488, 140),
    middle ? place(art, middle, { x: 400, y: 330, size: 340 }) : '',
  ];
  return svgDocument(art, 800, 600, body.join(''));
}

// 1600 × 900: a wide, calm composition for the hero and Open Graph image.
export function heroScene(art: Art, motifs: readonly Motif[], garnish?: Motif): string {
  const { palette: pal } = art;
  const slots = [
    { x: 1060, y: 470, size: 520 },
    { x: 1390, y: 540, size: 380 },
    { x: 720, y: 560, size: 330 },
    { x: 420, y: 590, size: 260 },
    { x: 190, y: 610, size: 220 },
  ];
  const body = [
    backdrop(art, 1600, 900),
    `<circle cx="1150" cy="300" r="330" fill="${pal.soft}" opacity="0.55"/>`,
    `<circle cx="300" cy="180" r="180" fill="${pal.accent2}" opacity="0.16"/>`,
    tableTop(art, 1600, 900, 690),
    scatter(art, garnish, 6, [80, 730, 1520, 860]),
    ...motifs
      .slice(0, slots.length)
      .map((motif, i) => ({ motif, slot: slots[i]! }))
      .reverse()
      .map(({ motif, slot }) =>
        [shadow(art, slot.x, slot.y + slot.size * 0.42, slot.size * 0.42), place(art, motif, slot)].join(''),
      ),
  ];
  return svgDocument(art, 1600, 900, body.join(''));
}

// 800 × 800 product shots: 1 = studio, 2 = close-up on a coloured ground, 3 = flat lay.
export function productScene(art: Art, motif: Motif, variant: number, garnish?: Motif): string {
  const { palette: pal } = art;
  if (variant === 2) {
    const tone = mix(pal.accent, pal.bg, 0.55);
    const body = [
      backdrop(art, 800, 800, tone),
      `<circle cx="560" cy="220" r="220" fill="${lighten(tone, 0.25)}" opacity="0.6"/>`,
      place(art, motif, { x: 420, y: 440, size: 720, rotate: -8 }),
    ];
    return svgDocument(art, 800, 800, body.join(''));
  }
  if (variant === 3) {
    const body = [
      `<rect width="800" height="800" fill="${art.linear(pal.surface, darken(pal.surface, 0.1), 'd')}"/>`,
      scatter(art, garnish, 6, [40, 40, 760, 760]),
      place(art, motif, { x: 230, y: 240, size: 330, rotate: -14 }),
      place(art, motif, { x: 570, y: 560, size: 330, rotate: 12 }),
      `<circle cx="590" cy="210" r="120" fill="${pal.soft}" opacity="0.8"/>`,
      `<circle cx="220" cy="590" r="100" fill="${pal.accent2}" opacity="0.35"/>`,
    ];
    return svgDocument(art, 800, 800, body.join(''));
  }
  const body = [
    backdrop(art, 800, 800),
    `<circle cx="400" cy="380" r="270" fill="${pal.soft}" opacity="0.75"/>`,
    tableTop(art, 800, 800, 600),
    shadow(art, 400, 640, 200),
    place(art, motif, { x: 400, y: 420, size: 520 }),
  ];
  return svgDocument(art, 800, 800, body.join(''));
}

// 1200 × 675 news thumbnail: objects on a table with an optional decoration layer on top.
export function newsScene(art: Art, motifs: readonly Motif[], decoration = '', garnish?: Motif): string {
  const xs = motifs.length === 1 ? [600] : motifs.length === 2 ? [420, 790] : [290, 600, 910];
  const body = [
    backdrop(art, 1200, 675),
    tableTop(art, 1200, 675, 500),
    scatter(art, garnish, 4, [60, 540, 1140, 640]),
    ...motifs.map((motif, i) => {
      const size = motifs.length === 1 ? 470 : motifs.length === 2 ? 410 : i === 1 ? 400 : 330;
      const x = xs[i] ?? 600;
      return shadow(art, x, 560, size * 0.4) + place(art, motif, { x, y: 560 - size * 0.42, size });
    }),
    decoration,
  ];
  return svgDocument(art, 1200, 675, body.join(''));
}

// Confetti pieces scattered over the upper part of a news image.
export function confetti(art: Art, width: number, height: number): string {
  const { palette: pal, rng } = art;
  const colors = [pal.accent, pal.accent2, pal.ink, '#ffffff'];
  const pieces: string[] = [];
  for (let i = 0; i < 46; i++) {
    const x = rng.int(20, width - 20);
    const y = rng.int(20, Math.round(height * 0.55));
    const color = colors[i % colors.length]!;
    const angle = rng.int(0, 180);
    pieces.push(
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${rng.int(4, 8)}" fill="${color}" opacity="0.8"/>`
        : `<rect x="${x}" y="${y}" width="${rng.int(8, 16)}" height="${rng.int(4, 7)}" rx="2" fill="${color}" opacity="0.85" transform="rotate(${angle} ${x} ${y})"/>`,
    );
  }
  return pieces.join('');
}

// A string of pennant flags across the top.
export function bunting(art: Art, width: number): string {
  const { palette: pal } = art;
  const colors = [pal.accent, pal.accent2, pal.soft, pal.ink];
  const flags: string[] = [
    `<path d="M0 40 Q${width / 2} 120 ${width} 40" fill="none" stroke="${pal.ink}" stroke-width="3" opacity="0.5"/>`,
  ];
  const count = 11;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = t * width;
    const y = 40 + 4 * 80 * t * (1 - t) * 0.98;
    flags.push(
      `<path d="M${r(x - 24)} ${r(y)} L${r(x + 24)} ${r(y)} L${r(x)} ${r(y + 56)} Z" fill="${colors[i % colors.length]}"/>`,
    );
  }
  return flags.join('');
}

// 1200 × 675: three people behind a counter under bunting, for hiring news.
export function teamScene(art: Art, people: Motif, garnish?: Motif): string {
  const body = [
    backdrop(art, 1200, 675),
    bunting(art, 1200),
    place(art, people, { x: 600, y: 330, size: 480 }),
    tableTop(art, 1200, 675, 500),
    scatter(art, garnish, 4, [60, 540, 1140, 640]),
  ];
  return svgDocument(art, 1200, 675, body.join(''));
}
