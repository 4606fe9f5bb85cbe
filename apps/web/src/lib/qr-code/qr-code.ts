import { toCategorySlug } from '@webku/contract';
import type { QRCodeToDataURLOptions } from 'qrcode';

export const QR_CODE_OPTIONS = {
  type: 'image/png',
  width: 512,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#1c1917', light: '#ffffff' },
} satisfies QRCodeToDataURLOptions;

// The code encodes exactly the link the owner typed; anything that is not a web link gets no code.
export function qrPayload(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).hostname ? value : null;
  } catch {
    return null;
  }
}

export function qrDownloadName(title: string | null | undefined): string {
  const slug = toCategorySlug(title ?? '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'menu'}-qr-code.png`;
}

// qrcode is loaded on demand: only the menu screens need it.
export async function generateQrDataUrl(payload: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(payload, QR_CODE_OPTIONS);
}
