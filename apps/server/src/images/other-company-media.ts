import { fieldKeyOf, fieldLabel } from '@webku/contract';
import { ValidationError } from '../errors';

// An upload's address names its company: /media/u/{companyId}/{category}/{file} (asset-paths.ts).
const UPLOAD_PREFIX = /\/media\/u\/0*(\d+)\//gi;

// The text as a browser would resolve the addresses in it: entities and percent escapes decoded,
// tabs and line breaks dropped (a URL parser drops them anywhere), backslashes read as slashes, '.' and
// '..' segments removed.
function resolved(text: string): string {
  let out = text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&sol;/gi, '/')
    .replace(/&period;/gi, '.')
    .replace(/&(?:Tab|NewLine);/gi, '')
    .replace(/&amp;/gi, '&')
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replaceAll('\\', '/')
    .replace(/[\t\n\r]/g, '');
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/\/\.(?=\/)/g, '').replace(/\/[^/]+\/\.\.(?=\/)/g, '');
  }
  return out;
}

/** Whether `text` (an address, or rich text) names an upload of a company other than `companyId`. */
export function namesOtherCompanysUpload(text: string, companyId: number): boolean {
  if (!/media|%|&|\\|[\t\n\r]/i.test(text)) return false;
  for (const [, id] of resolved(text).matchAll(UPLOAD_PREFIX)) if (Number(id) !== companyId) return true;
  return false;
}

function findOther(value: unknown, companyId: number, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return namesOtherCompanysUpload(value, companyId) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findOther(item, companyId, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findOther(item, companyId, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses (422, naming the field) content that shows another company's upload: its logo, its QRIS, any
 * of its pictures, by path, by full address on any host, or inside rich text. A company's pages and
 * sheets show only its own uploads, as restore and the QR kit already hold.
 */
export function refuseOtherCompanysMedia(input: unknown, companyId: number): void {
  const path = findOther(input, companyId, []);
  if (!path) return;
  const field = fieldLabel(fieldKeyOf(path));
  throw new ValidationError(
    `${field}: gambar ini milik website lain. Pilih gambar dari galeri Anda sendiri atau unggah gambar baru.`,
  );
}
