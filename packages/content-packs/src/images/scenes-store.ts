import { backdrop } from './scenes';
import { type Art, darken, lighten, type Motif, mix, place, svgDocument } from './svg-kit';

function plant(x: number, ground: number, pot: string): string {
  const leaves = [
    [-26, -80, -30],
    [22, -84, 30],
    [-6, -110, -5],
    [-32, -50, -55],
    [30, -52, 55],
  ]
    .map(
      ([dx, dy, a]) =>
        `<ellipse cx="${x + dx!}" cy="${ground + dy!}" rx="16" ry="40" fill="${(a ?? 0) > 0 ? '#5E8C4A' : '#4C7A3C'}" transform="rotate(${a} ${x + dx!} ${ground + dy!})"/>`,
    )
    .join('');
  return `${leaves}<path d="M${x - 34} ${ground - 60} H${x + 34} L${x + 26} ${ground} H${x - 26} Z" fill="${pot}"/>`;
}

function awning(art: Art, x: number, y: number, width: number, colors: readonly [string, string]): string {
  const stripes = 10;
  const w = width / stripes;
  const parts: string[] = [];
  for (let i = 0; i < stripes; i++) {
    const color = colors[i % 2]!;
    const sx = x + i * w;
    parts.push(`<path d="M${sx} ${y} H${sx + w} L${sx + w + 6} ${y + 80} H${sx - 6} Z" fill="${color}"/>`);
    parts.push(
      `<path d="M${sx - 6} ${y + 80} a${w / 2 + 6} 22 0 0 0 ${w + 12} 0 Z" fill="${darken(color, 0.08)}"/>`,
    );
  }
  parts.push(
    `<rect x="${x - 10}" y="${y - 12}" width="${width + 20}" height="14" rx="4" fill="${darken(colors[0], 0.25)}"/>`,
  );
  parts.push(
    `<rect x="${x}" y="${y}" width="${width}" height="80" fill="${art.linear('#ffffff', '#000000', 'v')}" opacity="0.08"/>`,
  );
  return parts.join('');
}

function shopWindow(art: Art, x: number, y: number, w: number, h: number, goods: readonly string[]): string {
  const shelves = [0.45, 0.8]
    .map((t) => {
      const sy = y + h * t;
      const items = goods
        .map(
          (c, i) =>
            `<rect x="${x + 24 + i * ((w - 48) / goods.length)}" y="${sy - 38}" width="${(w - 48) / goods.length - 14}" height="38" rx="8" fill="${c}"/>`,
        )
        .join('');
      return `${items}<rect x="${x + 12}" y="${sy}" width="${w - 24}" height="8" fill="#8A6A52"/>`;
    })
    .join('');
  return [
    `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="6" fill="#3B2A20"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${art.linear('#FFF3DC', '#F2D7AE', 'v')}"/>`,
    shelves,
    `<path d="M${x + w * 0.15} ${y} L${x} ${y + h * 0.3} V${y + h * 0.45} L${x + w * 0.3} ${y} Z" fill="#ffffff" opacity="0.35"/>`,
    `<path d="M${x + w * 0.6} ${y} L${x + w * 0.2} ${y + h} H${x + w * 0.3} L${x + w * 0.7} ${y} Z" fill="#ffffff" opacity="0.18"/>`,
  ].join('');
}

function stringLights(art: Art): string {
  const bulbs = Array.from({ length: 14 }, (_, i) => {
    const x = 180 + i * 64;
    const y = 120 + Math.sin((i / 13) * Math.PI) * 26;
    return `<circle cx="${x}" cy="${y}" r="9" fill="#FFE39A"/><circle cx="${x}" cy="${y}" r="22" fill="${art.glow('#FFD27A', 0.5)}"/>`;
  });
  return [
    '<path d="M170 118 Q600 178 1030 118" stroke="#3B2A20" stroke-width="2" fill="none"/>',
    ...bulbs,
  ].join('');
}

// 1200 × 800 storefront: wall, sign with the pack's emblem, awning, window, door and plants.
export function storeScene(art: Art, variant: number, sign: Motif): string {
  const { palette: pal } = art;
  const walls = [lighten(pal.soft, 0.35), mix(pal.accent, '#ffffff', 0.72), mix(pal.accent2, '#ffffff', 0.8)];
  const wall = walls[(variant - 1) % walls.length]!;
  const awningColors: readonly [string, string] =
    variant === 2 ? [pal.ink, '#FFF8EC'] : [pal.accent, '#FFF8EC'];
  const goods = [pal.accent, pal.accent2, pal.soft, pal.ink];
  const lights = variant === 3 ? stringLights(art) : '';
  const body = [
    backdrop(art, 1200, 800),
    `<rect x="150" y="90" width="900" height="610" fill="${art.linear(lighten(wall, 0.08), darken(wall, 0.06), 'v')}"/>`,
    `<rect x="130" y="70" width="940" height="34" rx="6" fill="${darken(wall, 0.35)}"/>`,
    lights,
    `<rect x="420" y="150" width="360" height="92" rx="14" fill="${pal.ink}"/>`,
    place(art, sign, { x: 480, y: 196, size: 70 }),
    `<rect x="530" y="180" width="210" height="12" rx="6" fill="#FFF8EC" opacity="0.9"/><rect x="530" y="204" width="140" height="9" rx="4.5" fill="#FFF8EC" opacity="0.55"/>`,
    awning(art, 200, 290, 800, awningColors),
    shopWindow(art, 230, 420, 340, 230, goods),
    `<rect x="640" y="410" width="160" height="290" rx="6" fill="${darken(pal.ink, 0.1)}"/><rect x="660" y="430" width="120" height="150" rx="4" fill="${art.linear('#FFF3DC', '#EBCB9B', 'v')}"/><circle cx="766" cy="610" r="8" fill="#D9B35A"/><rect x="684" y="470" width="72" height="40" rx="8" fill="${pal.accent}"/><path d="M700 470 L720 446 L740 470" stroke="#3B2A20" stroke-width="3" fill="none"/>`,
    shopWindow(art, 860, 420, 130, 230, goods.slice(0, 2)),
    `<rect x="0" y="700" width="1200" height="100" fill="${art.linear(mix(pal.surface, '#9A9A9A', 0.4), darken(mix(pal.surface, '#8A8A8A', 0.4), 0.15), 'v')}"/>`,
    `<rect x="0" y="700" width="1200" height="8" fill="#ffffff" opacity="0.25"/>`,
    plant(600, 700, darken(pal.accent, 0.1)),
    plant(1080, 700, pal.ink),
    variant === 2
      ? `<rect x="250" y="640" width="220" height="18" rx="6" fill="#8A5A3B"/><rect x="270" y="656" width="12" height="44" fill="#6B4A35"/><rect x="438" y="656" width="12" height="44" fill="#6B4A35"/>`
      : plant(120, 700, darken(pal.accent2, 0.1)),
  ];
  return svgDocument(art, 1200, 800, body.join(''));
}

// 64 × 64 favicon: the pack's emblem on a rounded tile.
export function faviconScene(art: Art, sign: Motif): string {
  const { palette: pal } = art;
  const body = [
    `<rect width="64" height="64" rx="14" fill="${art.linear(lighten(pal.ink, 0.1), darken(pal.ink, 0.1), 'd')}"/>`,
    place(art, sign, { x: 32, y: 31, size: 52 }),
  ];
  return svgDocument(art, 64, 64, body.join(''));
}
