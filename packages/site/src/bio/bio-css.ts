// Dark words on a light button colour, white on a dark one (WCAG's relative luminance of a #rrggbb).
function textOn(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? '#1c1917' : '#fff';
}

// The link-in-bio page's whole stylesheet, inline: system fonts, the template's colour, nothing else to load.
export function bioCss(palette: { color: string; paper: string }): string {
  return `:root{--bio:${palette.color};--on-bio:${textOn(palette.color)};--paper:${palette.paper}}*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.bio-main{max-width:32rem;margin:0 auto;padding:2.5rem 1.25rem 2rem;text-align:center}
.bio-logo{width:96px;height:96px;border-radius:50%;object-fit:cover;background:#fff;box-shadow:0 1px 4px #0002}
.bio-name{font-size:1.5rem;line-height:1.25;margin:.75rem 0 .25rem}
.bio-line{margin:0 0 1.5rem;color:#44403c}
.bio-buttons{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.bio-button{display:flex;align-items:center;justify-content:center;gap:.6rem;min-height:3.5rem;padding:.75rem 1rem;border-radius:.9rem;background:var(--bio);color:var(--on-bio);font-weight:600;text-decoration:none;box-shadow:0 1px 3px #0003}
.bio-button:focus-visible{outline:3px solid #1c1917;outline-offset:3px}
.icon{flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.icon--mark{fill:currentColor;stroke:none}
.bio-foot{margin-top:2rem;font-size:.95rem}
.bio-foot a{color:#1c1917;display:inline-block;padding:.75rem .25rem}`;
}
