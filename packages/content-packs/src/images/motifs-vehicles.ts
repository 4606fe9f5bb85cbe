import { darken, lighten, type Motif } from './svg-kit';

// Objects for vehicle hire, drawn flat with a little depth on a 200 × 200 box, facing right.

const TYRE = '#2E2A26';
const HUB = '#C9CED6';

function wheel(cx: number, cy: number, radius: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${TYRE}"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.45}" fill="${HUB}"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.15}" fill="${darken(HUB, 0.35)}"/>`;
}

// A step-through scooter (the everyday rental motorbike).
export function scooter(body: string, seat: string): Motif {
  return (art) =>
    [
      wheel(50, 160, 25),
      wheel(154, 160, 25),
      `<path d="M26 150 Q20 110 62 104 H102 Q118 104 118 124 V150 Z" fill="${art.volume(body, 0.12)}"/>`,
      `<rect x="38" y="90" width="66" height="18" rx="9" fill="${art.volume(seat, 0.1)}"/>`,
      `<rect x="22" y="118" width="10" height="12" rx="3" fill="#E0612F"/>`,
      `<rect x="96" y="142" width="44" height="12" rx="4" fill="${darken(body, 0.2)}"/>`,
      `<path d="M118 154 L136 76 Q138 68 146 70 L154 72 L140 156 Z" fill="${art.volume(body, 0.12)}"/>`,
      `<path d="M124 156 Q154 118 184 156 Z" fill="${art.volume(body, 0.12)}"/>`,
      `<path d="M126 68 L164 60" stroke="${darken(seat, 0.1)}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M150 62 L144 44" stroke="${darken(seat, 0.1)}" stroke-width="4" stroke-linecap="round"/>`,
      `<ellipse cx="143" cy="43" rx="6" ry="4" fill="${darken(seat, 0.1)}"/>`,
      `<circle cx="156" cy="82" r="9" fill="#FFF3C4" stroke="${darken(body, 0.25)}" stroke-width="3"/>`,
      `<path d="M44 116 Q70 110 104 114" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.35"/>`,
    ].join('');
}

// An open-face helmet with a visor and a stripe.
export function helmet(shell: string, stripe: string): Motif {
  return (art) =>
    [
      `<path d="M34 150 Q30 56 104 50 Q170 48 172 122 L172 150 Z" fill="${art.volume(shell, 0.14)}"/>`,
      `<path d="M96 52 Q100 98 98 150 L84 150 Q86 98 80 54 Z" fill="${stripe}"/>`,
      `<path d="M118 80 Q168 78 176 122 L122 122 Q112 102 118 80 Z" fill="${art.linear('#CFE6EE', '#7FA8B8', 'd')}"/>`,
      `<rect x="28" y="146" width="150" height="16" rx="8" fill="${darken(shell, 0.28)}"/>`,
      `<path d="M120 162 Q124 180 144 182" stroke="${darken(shell, 0.4)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      `<path d="M52 110 Q60 74 92 62" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.3"/>`,
    ].join('');
}

// A folded road map with a route and a pin.
export function routeMap(paper: string, route: string, pin: string): Motif {
  return (art) =>
    [
      `<path d="M20 70 L72 54 L128 70 L180 54 V170 L128 186 L72 170 L20 186 Z" fill="${art.linear(paper, darken(paper, 0.08), 'd')}"/>`,
      `<path d="M72 54 V170 M128 70 V186" stroke="${darken(paper, 0.16)}" stroke-width="3"/>`,
      `<path d="M34 160 Q64 150 78 124 T126 110 Q146 104 150 86" stroke="${route}" stroke-width="6" fill="none" stroke-dasharray="12 8" stroke-linecap="round"/>`,
      `<path d="M150 96 C134 74 124 62 124 46 A26 26 0 0 1 176 46 C176 62 166 74 150 96 Z" fill="${art.volume(pin, 0.12)}"/>`,
      `<circle cx="150" cy="46" r="10" fill="${lighten(pin, 0.85)}"/>`,
    ].join('');
}

// Equipment for hire: a dome tent, a camera, a speaker and a folding chair.

export function tent(fly: string, door: string): Motif {
  return (art) =>
    [
      `<path d="M14 178 Q60 60 104 40 Q150 60 188 178 Z" fill="${art.volume(fly, 0.12)}"/>`,
      `<path d="M104 40 Q92 110 70 178 M104 40 Q118 110 142 178" stroke="${darken(fly, 0.22)}" stroke-width="4" fill="none"/>`,
      `<path d="M78 178 Q92 116 106 96 Q120 116 134 178 Z" fill="${door}"/>`,
      `<path d="M106 96 V178" stroke="${lighten(door, 0.25)}" stroke-width="3"/>`,
      `<rect x="8" y="176" width="186" height="6" rx="3" fill="${darken(fly, 0.35)}"/>`,
    ].join('');
}

export function camera(body: string, trim: string): Motif {
  return (art) =>
    [
      `<rect x="58" y="52" width="44" height="22" rx="6" fill="${darken(body, 0.15)}"/>`,
      `<rect x="24" y="66" width="152" height="102" rx="18" fill="${art.volume(body, 0.12)}"/>`,
      `<rect x="24" y="90" width="152" height="14" fill="${trim}" opacity="0.9"/>`,
      `<circle cx="108" cy="118" r="40" fill="${darken(body, 0.3)}"/>`,
      `<circle cx="108" cy="118" r="28" fill="${art.linear('#5E7C8C', '#1E2A30', 'd')}"/>`,
      `<circle cx="98" cy="108" r="8" fill="#ffffff" opacity="0.5"/>`,
      `<rect x="146" y="76" width="18" height="10" rx="3" fill="#FFF3C4"/>`,
    ].join('');
}

export function speaker(box: string, cone: string): Motif {
  return (art) =>
    [
      `<rect x="52" y="20" width="96" height="164" rx="14" fill="${art.volume(box, 0.1)}"/>`,
      `<circle cx="100" cy="66" r="22" fill="${darken(box, 0.35)}"/><circle cx="100" cy="66" r="10" fill="${cone}"/>`,
      `<circle cx="100" cy="130" r="36" fill="${darken(box, 0.35)}"/><circle cx="100" cy="130" r="18" fill="${cone}"/>`,
      `<circle cx="100" cy="130" r="6" fill="${darken(cone, 0.3)}"/>`,
    ].join('');
}

export function foldingChair(frame: string, seat: string): Motif {
  return (art) =>
    [
      `<path d="M64 40 L76 184 M136 40 L124 184" stroke="${frame}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M72 118 L132 184 M128 118 L68 184" stroke="${darken(frame, 0.15)}" stroke-width="7" stroke-linecap="round"/>`,
      `<rect x="60" y="36" width="80" height="42" rx="8" fill="${art.volume(seat, 0.1)}"/>`,
      `<rect x="54" y="108" width="92" height="16" rx="6" fill="${art.volume(seat, 0.1)}"/>`,
    ].join('');
}
