// Punycode (RFC 3492) decoding of 'xn--' labels, so the owner sees the name a browser shows for the
// domain: 'xn--pple-43d.com' is 'аpple.com' with a Cyrillic 'а', not 'apple.com'.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(char: number): number {
  if (char >= 0x30 && char <= 0x39) return char - 22;
  if (char >= 0x61 && char <= 0x7a) return char - 0x61;
  return BASE;
}

// The Unicode text of one punycode label (without 'xn--'), or null when it does not decode.
function decodeLabel(encoded: string): string | null {
  const end = encoded.lastIndexOf('-');
  const output = end > 0 ? [...encoded.slice(0, end)].map((c) => c.codePointAt(0)!) : [];
  if (output.some((c) => c >= 0x80)) return null;
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = end > 0 ? end + 1 : 0; index < encoded.length; ) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= encoded.length) return null;
      const digit = digitOf(encoded.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * w;
      if (i > MAX_CODE_POINT * (output.length + 1)) return null;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > MAX_CODE_POINT) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

// The Unicode form of a domain with at least one 'xn--' label, or null when it has none (or one that
// does not decode): then the name reads the same everywhere and nothing needs showing beside it.
export function unicodeDomain(domain: string): string | null {
  const labels = domain.toLowerCase().split('.');
  if (!labels.some((label) => label.startsWith('xn--'))) return null;
  const decoded: string[] = [];
  for (const label of labels) {
    if (!label.startsWith('xn--')) {
      decoded.push(label);
      continue;
    }
    const text = decodeLabel(label.slice(4));
    if (text === null) return null;
    decoded.push(text);
  }
  return decoded.join('.');
}

// A domain as written in a message: 'xn--pple-43d.com (аpple.com)', or the name alone.
export function describeDomain(domain: string): string {
  const unicode = unicodeDomain(domain);
  return unicode ? `${domain} (${unicode})` : domain;
}
