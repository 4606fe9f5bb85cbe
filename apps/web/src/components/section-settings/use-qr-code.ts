import { useEffect, useState } from 'react';
import { generateQrDataUrl, qrPayload } from '@/lib/qr-code/qr-code';

// The QR image follows the typed link, regenerated shortly after typing stops.
export function useQrCode(url: string | null | undefined, delayMs = 300): string | null {
  const payload = qrPayload(url);
  const [dataUrl, setDataUrl] = useState<{ payload: string; image: string } | null>(null);

  useEffect(() => {
    if (!payload) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      generateQrDataUrl(payload)
        .then((image) => {
          if (isCurrent) setDataUrl({ payload, image });
        })
        .catch((error: unknown) => console.error('QR code generation failed', error));
    }, delayMs);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [payload, delayMs]);

  return payload && dataUrl?.payload === payload ? dataUrl.image : null;
}
