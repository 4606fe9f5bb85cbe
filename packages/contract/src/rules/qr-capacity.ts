// The most a printed QR code holds: version 40 at error correction level H (the QR kit prints at H, so
// a stained or folded code still scans), in byte mode, which is how a web address is encoded (UTF-8).
export const QR_MAX_BYTES = 1273;

/** The UTF-8 size of `text`: what a QR code has to hold (a letter outside ASCII takes 2 to 4 bytes). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Whether `text` fits in one printed QR code. */
export const fitsInQrCode = (text: string) => utf8Bytes(text) <= QR_MAX_BYTES;
